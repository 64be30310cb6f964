import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CaseType } from '@sagitta/domain';
import { ConfirmDialog } from '../../shell/confirm-dialog';
import { DialogWhileOpen } from '../../shell/dialog-while-open';
import { toast } from '../../shell/toasts';
import { needsPediatricConfirmation, requestModel, requestRefusal } from './model-request-api';

/** Pre-op first: the usual request, chosen unless the physician says otherwise. */
const TYPE_CHOICES: readonly CaseType[] = ['PreOp', 'PostOp', 'PreopRod'];

/** Where the request stands: no dialog, the type choice, or the pediatric confirmation. */
type Step = 'closed' | 'type' | 'pediatric';

interface RequestModelButtonProps {
  examId: string;
  /**
   * The exam as the row names it (type and date, already in words); a list of many patients'
   * exams (the worklist) names the patient too.
   */
  exam: { type: string; date: string; patient?: string };
  /** After the request, granted or not: the exam's modeling starts with the case. */
  onSettled: () => Promise<unknown>;
}

/**
 * Requests a 3D model of an exam (issue 18): the type, then `POST /api/v1/cases`. The server
 * says whether the request is pediatric (under 18 or no birth date): the physician confirms it
 * and the same request goes again, confirmed. Other refusals are said in the dialog.
 */
export function RequestModelButton({ examId, exam, onSettled }: RequestModelButtonProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  const [type, setType] = useState<CaseType>('PreOp');
  const request = useMutation({
    mutationFn: (pediatricConfirmed: boolean) => requestModel({ examId, type, pediatricConfirmed }),
    onSuccess: (created) => {
      setStep('closed');
      toast({
        type: 'success',
        message: created.awaitingApproval
          ? t('modelRequests.requestedPediatric')
          : t('modelRequests.requested'),
      });
    },
    onError: (error, pediatricConfirmed) => {
      setStep(!pediatricConfirmed && needsPediatricConfirmation(error) ? 'pediatric' : 'type');
    },
    onSettled,
  });
  const refusal = needsPediatricConfirmation(request.error)
    ? undefined
    : requestRefusal(request.error);
  const close = () => {
    if (!request.isPending) setStep('closed');
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        loading={request.isPending}
        aria-label={
          exam.patient === undefined
            ? t('modelRequests.requestLabel', exam)
            : t('modelRequests.requestPatientLabel', { ...exam, patient: exam.patient })
        }
        onClick={(event) => {
          // In a worklist row: the click is the button's, not the row's.
          event.stopPropagation();
          request.reset();
          setType('PreOp');
          setStep('type');
        }}
      >
        {t('modelRequests.request')}
      </Button>
      <DialogWhileOpen
        opened={step === 'type'}
        onClose={close}
        title={t('modelRequests.dialog.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {exam.patient === undefined
              ? t('modelRequests.dialog.exam', exam)
              : t('modelRequests.dialog.patientExam', { ...exam, patient: exam.patient })}
          </Text>
          <Radio.Group
            label={t('modelRequests.dialog.type')}
            value={type}
            onChange={(value) => {
              setType(value);
            }}
          >
            <Stack gap="xs" mt={4}>
              {TYPE_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(`modelRequests.types.${choice}`)}
                  description={t(`modelRequests.typeHints.${choice}`)}
                  disabled={request.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
          {refusal !== undefined && (
            <Alert color="red" role="alert">
              {'key' in refusal ? t(`modelRequests.refusals.${refusal.key}`) : refusal.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={request.isPending}
              onClick={() => {
                request.mutate(false);
              }}
            >
              {t('modelRequests.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </DialogWhileOpen>
      <ConfirmDialog
        opened={step === 'pediatric'}
        title={t('modelRequests.pediatric.title')}
        body={t('modelRequests.pediatric.body')}
        confirmLabel={t('modelRequests.pediatric.confirm')}
        pending={request.isPending}
        onConfirm={() => {
          request.mutate(true);
        }}
        onCancel={close}
      />
    </>
  );
}
