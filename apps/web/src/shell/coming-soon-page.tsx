import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Seed §2 coming-soon: where Analytics (and Actions, with the coming-soon flag) lead. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text>{t('comingSoon.body')}</Text>
    </Stack>
  );
}
