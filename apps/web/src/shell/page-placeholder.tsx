import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRouteName } from './use-current-route';

/** A page whose content arrives with its own area: its title inside the shell, and a note. */
export default function PagePlaceholder() {
  const { t } = useTranslation();
  const name = useCurrentRouteName();
  return (
    <Stack gap="sm">
      <Title order={1}>{name === null ? '' : t(`routes.${name}`)}</Title>
      <Text c="dimmed">{t('placeholder.body')}</Text>
    </Stack>
  );
}
