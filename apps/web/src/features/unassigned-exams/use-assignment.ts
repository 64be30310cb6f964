import { useState } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HttpFailure } from '../../lib/http';
import { toast } from '../../shell/toasts';
import { useAssignExam } from './api';
import type { UnassignedExamView } from './unassigned-exam-view';

/**
 * The Assign dialog's state: which exam it is open for, and the assignment itself. A success
 * closes it with a toast; a refusal the server explains (already assigned, gone) stays in it.
 */
export function useAssignment() {
  const { t } = useTranslation();
  const assign = useAssignExam();
  const [exam, setExam] = useState<UnassignedExamView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = (target: UnassignedExamView) => {
    assign.reset();
    setProblem(null);
    setExam(target);
  };

  const close = () => {
    setExam(null);
  };

  const confirm = (physician: ComboboxItem) => {
    if (exam === null) return;
    const patient = exam.patientName ?? t('unassignedExams.table.unnamed');
    setProblem(null);
    assign.mutate(
      { examId: exam.id, physicianId: physician.value },
      {
        onSuccess: () => {
          setExam(null);
          toast({
            type: 'success',
            message: t('unassignedExams.assign.done', { patient, physician: physician.label }),
          });
        },
        onError: (error) => {
          // Tolerated refusals come with the server's message; the rest were told globally.
          if (error instanceof HttpFailure && (error.status === 404 || error.status === 409)) {
            setProblem(error.message);
          }
        },
      },
    );
  };

  return { exam, problem, pending: assign.isPending, open, close, confirm };
}
export type Assignment = ReturnType<typeof useAssignment>;
