import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReleaseNotesBody } from '../../../shell/release-notes/release-notes-body';
import { formatDate } from '../../../lib/format/date';
import type { ReadableRelease } from '../use-readable-releases';

/** Past releases, as given (newest first), each with its date and notes. */
export function ReleaseHistory({ releases }: { releases: readonly ReadableRelease[] }) {
  const { t } = useTranslation();
  if (releases.length === 0) return <Text c="dimmed">{t('info.noReleases')}</Text>;
  return (
    <Stack gap="xl">
      {releases.map((release) => (
        <Stack
          key={release.id}
          component="article"
          gap="xs"
          aria-labelledby={`release-${release.id}`}
        >
          <Title order={3} id={`release-${release.id}`}>
            {release.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('releaseNotes.releasedOn', { date: formatDate(release.releasedAt) })}
          </Text>
          <ReleaseNotesBody notes={release.notes} />
        </Stack>
      ))}
    </Stack>
  );
}
