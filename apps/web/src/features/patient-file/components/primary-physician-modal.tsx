import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fullName, hrefFor, type PatientRecord } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { changeFailureMessage, patientFileKey, physicianChoicesQuery } from '../api';
import { useChangePrimaryPhysician } from '../use-patient-changes';

interface PrimaryPhysicianModalProps {
  record: PatientRecord;
  /** The physician whose list the file belongs to; giving the patient away leaves that list. */
  scopePhysicianId: string | null;
  actingPhysicianId: string | null;
  onClose: () => void;
}

/**
 * Gives the patient to another active physician of the institution. When the patient leaves the
 * caller's list, the file is no longer theirs to see: the page goes back to the Patients page.
 */
export function PrimaryPhysicianModal({
  record,
  scopePhysicianId,
  actingPhysicianId,
  onClose,
}: PrimaryPhysicianModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useQuery(physicianChoicesQuery(record.id, actingPhysicianId));
  const change = useChangePrimaryPhysician(record.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const problem = changeFailureMessage(change.error);
  const physicians = (choices.data?.items ?? []).filter(
    (physician) => physician.id !== record.primaryPhysician?.id,
  );

  const confirm = () => {
    if (chosen === null) return;
    change.mutate(chosen, {
      onSuccess: () => {
        const physician = physicians.find((candidate) => candidate.id === chosen);
        const name = physician === undefined ? '' : fullName(physician);
        onClose();
        if (chosen !== scopePhysicianId) {
          toast({ type: 'success', message: t('patientFile.physician.movedAway', { name }) });
          void navigate(hrefFor('patient-list'));
          return;
        }
        toast({ type: 'success', message: t('patientFile.physician.changed', { name }) });
        void queryClient.invalidateQueries({ queryKey: patientFileKey(record.id, 'record') });
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('patientFile.physician.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <Stack gap="md">
        {choices.isPending && <Loader size="sm" aria-label={t('patientFile.physician.loading')} />}
        {choices.isError && <Text c="red.8">{t('patientFile.physician.loadFailed')}</Text>}
        {choices.isSuccess && physicians.length === 0 && (
          <Text>{t('patientFile.physician.none')}</Text>
        )}
        {physicians.length > 0 && (
          <Radio.Group
            label={t('patientFile.physician.choose')}
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap="xs" mt="xs">
              {physicians.map((physician) => (
                <Radio key={physician.id} value={physician.id} label={fullName(physician)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {problem !== undefined && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button disabled={chosen === null} loading={change.isPending} onClick={confirm}>
            {t('patientFile.physician.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
