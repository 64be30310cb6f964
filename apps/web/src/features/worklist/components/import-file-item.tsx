import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportEntry, ImportStatus } from '../use-dicom-import';

const COLORS: Readonly<Record<ImportStatus, string>> = {
  pending: 'gray',
  uploading: 'blue',
  success: 'teal',
  error: 'red',
};

/** What a finished file's line says: the server's message on error, warnings on success. */
export function useOutcomeText() {
  const { t } = useTranslation();
  return (entry: ImportEntry): string | null => {
    const { outcome } = entry;
    if (outcome === null) return null;
    switch (outcome.kind) {
      case 'stored':
      case 'already-stored': {
        const stored = t(
          outcome.kind === 'stored' ? 'worklist.import.stored' : 'worklist.import.alreadyStored',
        );
        return outcome.warnings.length === 0
          ? stored
          : t('worklist.import.withWarnings', { stored, warnings: outcome.warnings.join('; ') });
      }
      case 'refused':
        return outcome.message;
      case 'unreachable':
        return t('worklist.import.unreachable');
    }
  };
}

/** One file of the import panel: its name, status, progress bar and outcome. */
export function ImportFileItem({ entry }: { entry: ImportEntry }) {
  const { t } = useTranslation();
  const outcomeText = useOutcomeText()(entry);
  return (
    <Stack gap={4} component="li" data-status={entry.status}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" truncate>
          {entry.name}
        </Text>
        <Badge color={COLORS[entry.status]} variant="light">
          {t(`worklist.import.status.${entry.status}`)}
        </Badge>
      </Group>
      <Progress
        value={Math.round(entry.progress * 100)}
        color={COLORS[entry.status]}
        size="sm"
        aria-label={t('worklist.import.progress', { name: entry.name })}
      />
      {outcomeText !== null && (
        <Text size="xs" c={entry.status === 'error' ? 'red' : 'dimmed'}>
          {outcomeText}
        </Text>
      )}
    </Stack>
  );
}
