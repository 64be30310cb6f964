import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GeneratedAccessKey } from '@sagitta/domain';
import { CopyValue } from './copy-value';

/**
 * A key just generated, shown this once: the server keeps only a hash of the secret, and the page
 * forgets it when dismissed or left.
 */
export function GeneratedKeyPanel({
  generated,
  onDone,
}: {
  generated: GeneratedAccessKey;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-yellow-0)">
      <Stack gap="sm">
        <Title order={3}>{t('institutionAdmin.aie.newKeyTitle')}</Title>
        <Alert color="orange" role="alert">
          {t('institutionAdmin.aie.newKeyWarning')}
        </Alert>
        <CopyValue label={t('institutionAdmin.aie.keyId')} value={generated.key} />
        <CopyValue label={t('institutionAdmin.aie.secret')} value={generated.secret} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('institutionAdmin.aie.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
