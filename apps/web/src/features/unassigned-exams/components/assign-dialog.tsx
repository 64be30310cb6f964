import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhysicianLookup } from '../api';
import type { UnassignedExamView } from '../unassigned-exam-view';
import { PhysicianSelect } from './physician-select';

interface AssignDialogProps {
  /** The exam being assigned; null when the dialog is closed. */
  exam: UnassignedExamView | null;
  lookup: PhysicianLookup;
  pending: boolean;
  /** Why the server refused, told in place. */
  problem: string | null;
  onConfirm: (physician: ComboboxItem) => void;
  onClose: () => void;
}

/** Picks the physician an exam goes to, then confirms. */
export function AssignDialog({
  exam,
  lookup,
  pending,
  problem,
  onConfirm,
  onClose,
}: AssignDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={exam !== null}
      onClose={onClose}
      title={t('unassignedExams.assign.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      {/* Keyed by exam: a new exam starts with no physician chosen. */}
      {exam !== null && (
        <AssignForm
          key={exam.id}
          exam={exam}
          lookup={lookup}
          pending={pending}
          problem={problem}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AssignForm({
  exam,
  lookup,
  pending,
  problem,
  onConfirm,
  onClose,
}: AssignDialogProps & { exam: UnassignedExamView }) {
  const { t } = useTranslation();
  const [physician, setPhysician] = useState<ComboboxItem | null>(null);
  const [missing, setMissing] = useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (physician === null) setMissing(true);
        else onConfirm(physician);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('unassignedExams.assign.exam', {
            patient: exam.patientName ?? t('unassignedExams.table.unnamed'),
            patientId: exam.patientID,
            date: exam.examDate ?? t('unassignedExams.table.none'),
          })}
        </Text>
        <PhysicianSelect
          lookup={lookup}
          value={physician?.value ?? null}
          error={missing ? t('unassignedExams.assign.required') : null}
          onChange={(picked) => {
            setPhysician(picked);
            setMissing(false);
          }}
        />
        {problem !== null && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('unassignedExams.assign.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
