import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The neutral screen while start-up loads the user: never a flash of the wrong page. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-label={t('common.loading')}>
      <Loader type="dots" />
    </Center>
  );
}
