import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATIENT_NOTE_MAX_LENGTH } from '@sagitta/domain';
import { noteProblem } from '../note-problem';

interface NoteFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** The server's message when it still refused the note (400), shown under the field. */
  serverProblem?: string;
  /** Sends the note; resolves true when it was saved (the form then empties). */
  onSubmit: (note: string) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * A note's text with the seed's rule checked as it is typed: a forbidden character or too long a
 * text is said inline and the send button stays disabled, so the server's 400 is a last resort.
 */
export function NoteForm({
  label,
  submitLabel,
  initial = '',
  pending,
  serverProblem,
  onSubmit,
  onCancel,
}: NoteFormProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initial);
  const problem = noteProblem(text);
  // An empty field only disables the button: it is not an error until something was typed.
  const shown =
    problem !== undefined && !(problem === 'empty' && text === '')
      ? t(`patientFile.notes.problems.${problem}`, {
          max: PATIENT_NOTE_MAX_LENGTH.toLocaleString(i18n.language),
        })
      : serverProblem;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (problem !== undefined || pending) return;
        void onSubmit(text.trim()).then((saved) => {
          if (saved && initial === '') setText('');
        });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          value={text}
          rows={3}
          resize="vertical"
          error={shown}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel !== undefined && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" disabled={problem !== undefined} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
