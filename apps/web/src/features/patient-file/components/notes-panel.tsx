import { useDeferredValue, useMemo } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeFailureMessage } from '../api';
import { useMarkNotesSeen, useNoteChanges, usePatientNotes } from '../use-patient-notes';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';

interface NotesPanelProps {
  patientId: string;
  physicianId: string | null;
  canWrite: boolean;
}

/**
 * The patient's notes, newest first: shared among the patient's physician, their staff and
 * representatives. Unseen notes are marked New and reported read as the panel shows them.
 */
export function NotesPanel({ patientId, physicianId, canWrite }: NotesPanelProps) {
  const { t } = useTranslation();
  const notes = usePatientNotes(patientId, physicianId);
  const changes = useNoteChanges(patientId);
  // The notes are drawn in the background, a few at a time, so that the file answers meanwhile;
  // they count as seen once drawn.
  const pages = useDeferredValue(notes.data?.pages);
  const shown = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const unseen = shown.filter((note) => !note.seen).length;
  useMarkNotesSeen(patientId, physicianId, shown);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="patient-notes-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4" id="patient-notes-title">
            {t('patientFile.notes.title')}
          </Title>
          {unseen > 0 && (
            <Badge color="orange" variant="light">
              {t('patientFile.notes.unseen', { count: unseen })}
            </Badge>
          )}
        </Group>
        {canWrite && (
          <NoteForm
            label={t('patientFile.notes.newNote')}
            submitLabel={t('patientFile.notes.add')}
            pending={changes.add.isPending}
            serverProblem={changeFailureMessage(changes.add.error)}
            onSubmit={async (text) => {
              try {
                await changes.add.mutateAsync(text);
                return true;
              } catch {
                return false;
              }
            }}
          />
        )}
        {changeFailureMessage(changes.remove.error) !== undefined && (
          <Text size="sm" c="red.8" role="alert">
            {changeFailureMessage(changes.remove.error)}
          </Text>
        )}
        {(notes.isPending || (notes.isSuccess && pages === undefined)) && (
          <Loader size="sm" aria-label={t('patientFile.notes.loading')} />
        )}
        {notes.isError && <Text c="red.8">{t('patientFile.notes.loadFailed')}</Text>}
        {notes.isSuccess && pages !== undefined && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('patientFile.notes.empty')}
          </Text>
        )}
        {shown.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((note) => (
              <NoteItem key={note.id} note={note} changes={changes} canWrite={canWrite} />
            ))}
          </Stack>
        )}
        {notes.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            loading={notes.isFetchingNextPage}
            onClick={() => void notes.fetchNextPage()}
          >
            {t('patientFile.notes.more')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
