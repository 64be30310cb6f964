import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { needsStatusConfirmation, type CaseTechnician, type OnlineStatus } from '@sagitta/domain';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { useCaseWords } from '../case-words';
import type { CaseNoticeValue } from '../components/case-notice';
import { TechniciansTable } from '../components/technicians-table';
import { useTechnicianStatus } from '../manager-api';
import { refusalOf } from './manager-all-cases';

interface TechniciansPanelProps {
  technicians: UseQueryResult<CaseTechnician[]>;
  onNotice: (notice: CaseNoticeValue) => void;
}

type Asked = { technician: CaseTechnician; next: OnlineStatus } | null;

/**
 * The technicians, their status and load. A manager may set a technician's status: Online at
 * once, Offline and Hold after the header's confirmation (seed §4), naming the technician.
 */
export function TechniciansPanel({ technicians, onNotice }: TechniciansPanelProps) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const change = useTechnicianStatus();
  // The last change asked stays while the dialog closes, so that its words do not blank out.
  const [asking, setAsking] = useState<Asked>(null);
  const [confirming, setConfirming] = useState(false);

  const apply = (technician: CaseTechnician, next: OnlineStatus) => {
    const { name } = technician;
    onNotice(null);
    change.mutate(
      { userId: technician.id, onlineStatus: next },
      {
        onSuccess: (presence) => {
          onNotice({
            kind: 'done',
            text: t('cases.technicians.changed', {
              name,
              status: t(`menu.onlineStatus.${presence.onlineStatus}`),
            }),
          });
        },
        onError: (error) => {
          const message = refusalOf(error, words.serverMessage);
          if (message !== null)
            onNotice({
              kind: 'refused',
              text: t('cases.technicians.changeFailed', { name, message }),
            });
        },
        onSettled: () => {
          setConfirming(false);
        },
      },
    );
  };

  if (technicians.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('cases.technicians.loading')} />
      </Group>
    );
  if (technicians.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('cases.technicians.error')}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void technicians.refetch();
            }}
          >
            {t('cases.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (technicians.data.length === 0)
    return (
      <Text c="dimmed" py="md">
        {t('cases.technicians.empty')}
      </Text>
    );
  return (
    <>
      <TechniciansTable
        technicians={technicians.data}
        busy={technicians.isFetching}
        pendingId={change.isPending ? change.variables.userId : null}
        onStatus={(technician, next) => {
          if (!needsStatusConfirmation(next)) {
            apply(technician, next);
            return;
          }
          setAsking({ technician, next });
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('cases.technicians.confirmTitle', { name: asking?.technician.name ?? '' })}
        body={
          asking?.next === 'Paused'
            ? t('cases.technicians.confirmBody.Paused', { name: asking.technician.name })
            : t('cases.technicians.confirmBody.Offline', { name: asking?.technician.name ?? '' })
        }
        confirmLabel={t('cases.technicians.confirm')}
        pending={change.isPending}
        onConfirm={() => {
          if (asking !== null) apply(asking.technician, asking.next);
        }}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
