import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseHistoryEntry } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';
import { useCaseWords } from '../case-words';

/** Events that name the technician they give the case to. */
const NAMES_ASSIGNEE: ReadonlySet<CaseHistoryEntry['event']> = new Set(['Taken', 'Assigned']);

/**
 * A case's history, oldest first (as written): each entry's event, who and when, the stage it
 * moved, its reason and comment, and how long after the previous entry it came.
 */
export function CaseTimeline({
  entries,
  label,
}: {
  entries: readonly CaseHistoryEntry[];
  label: string;
}) {
  const { t } = useTranslation();
  const words = useCaseWords();
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('cases.history.noEntries')}
      </Text>
    );
  return (
    <Stack component="ol" gap="xs" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const previous = index === 0 ? undefined : entries[index - 1];
        const { fromStage: from, toStage: to } = entry;
        const moved = from !== null && to !== null && from !== to ? { from, to } : null;
        return (
          <Box component="li" key={entry.id}>
            <Paper withBorder p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {t(`cases.events.${entry.event}`)}
                  </Text>
                  <Text size="sm">
                    {t('cases.history.by', {
                      name: entry.actor?.name ?? t('cases.history.system'),
                    })}
                    {NAMES_ASSIGNEE.has(entry.event) && entry.assignee !== null && (
                      <> · {t('cases.history.to', { name: entry.assignee.name })}</>
                    )}
                  </Text>
                  {moved !== null && (
                    <Text size="sm" c="dimmed">
                      {t('cases.history.move', {
                        from: t(`cases.stages.${moved.from}`),
                        to: t(`cases.stages.${moved.to}`),
                      })}
                    </Text>
                  )}
                  {entry.reason !== null && (
                    <Text size="sm">
                      {t('cases.history.reason', { reason: words.reason(entry.reason) })}
                    </Text>
                  )}
                  {entry.comment !== null && (
                    <Text size="sm">{t('cases.history.comment', { comment: entry.comment })}</Text>
                  )}
                </Stack>
                <Stack gap={2} align="flex-end">
                  <Text size="sm" component="time" dateTime={entry.at}>
                    {formatDateTime(entry.at)}
                  </Text>
                  {previous !== undefined && (
                    <Text size="xs" c="dimmed">
                      {t('cases.history.after', {
                        duration: words.duration(Date.parse(entry.at) - Date.parse(previous.at)),
                      })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
