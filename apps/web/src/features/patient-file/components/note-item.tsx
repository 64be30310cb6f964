import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type PatientNote } from '@sagitta/domain';
import { formatDateTime } from '../../../lib/format/date';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { changeFailureMessage } from '../api';
import { useRoleLabel } from '../role-label';
import type { useNoteChanges } from '../use-patient-notes';
import { NoteForm } from './note-form';

interface NoteItemProps {
  note: PatientNote;
  changes: ReturnType<typeof useNoteChanges>;
  canWrite: boolean;
}

/**
 * One note: its author and role, when, the edited and New marks, and for the author (who alone
 * may) edit and delete, the deletion confirmed first.
 */
export function NoteItem({ note, changes, canWrite }: NoteItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const author = fullName(note.author);
  const role = useRoleLabel()(note.author.role);
  const mayChange = canWrite && note.mine;

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={t('patientFile.notes.byAuthor', { author })}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {author}
          </Text>
          <Text size="sm" c="dimmed">
            {role}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={note.createdAt}>
            {formatDateTime(note.createdAt)}
          </Text>
          {note.edited && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('patientFile.notes.edited')}
            </Text>
          )}
          {!note.seen && (
            <Badge color="orange" variant="light">
              {t('patientFile.notes.new')}
            </Badge>
          )}
        </Group>
        {editing ? (
          <EditNote
            note={note}
            changes={changes}
            onDone={() => {
              setEditing(false);
            }}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note}
          </Text>
        )}
        {mayChange && !editing && (
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={t('patientFile.notes.editLabel')}
              onClick={() => {
                setEditing(true);
              }}
            >
              {t('patientFile.notes.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red.9"
              // The subtle variant writes its text in the colour's light shade (red.6, 3.3:1 on
              // white): the dark shade reads at AA.
              c="red.9"
              size="compact-xs"
              aria-label={t('patientFile.notes.deleteLabel')}
              onClick={() => {
                setDeleting(true);
              }}
            >
              {t('patientFile.notes.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('patientFile.notes.confirmDelete.title')}
        body={t('patientFile.notes.confirmDelete.body')}
        confirmLabel={t('patientFile.notes.confirmDelete.confirm')}
        danger
        pending={changes.remove.isPending}
        onCancel={() => {
          setDeleting(false);
        }}
        onConfirm={() => {
          changes.remove.mutate(note.id, {
            onSettled: () => {
              setDeleting(false);
            },
          });
        }}
      />
    </Paper>
  );
}

function EditNote({
  note,
  changes,
  onDone,
}: {
  note: PatientNote;
  changes: ReturnType<typeof useNoteChanges>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NoteForm
      label={t('patientFile.notes.editField')}
      submitLabel={t('patientFile.notes.save')}
      initial={note.note}
      pending={changes.edit.isPending}
      serverProblem={changeFailureMessage(changes.edit.error)}
      onCancel={onDone}
      onSubmit={async (text) => {
        try {
          await changes.edit.mutateAsync({ noteId: note.id, note: text });
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
