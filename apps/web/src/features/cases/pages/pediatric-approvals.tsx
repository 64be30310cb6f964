import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hrefFor, type CaseSummary } from '@sagitta/domain';
import { ConfirmDialog } from '../../../shell/confirm-dialog';
import { useCaseWords } from '../case-words';
import type { CaseNoticeValue } from '../components/case-notice';
import { useApproveCase } from '../manager-api';
import { CaseListPanel } from './case-list-panel';
import { refusalOf } from './manager-all-cases';

interface PediatricApprovalsProps {
  page: number;
  onPage: (page: number) => void;
  onNotice: (notice: CaseNoticeValue) => void;
}

/**
 * The pediatric requests waiting for a manager's approval: each approved (after a confirmation)
 * enters the queue.
 */
export function PediatricApprovals({ page, onPage, onNotice }: PediatricApprovalsProps) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const approve = useApproveCase();
  // The last request asked about stays while the dialog closes, so that its words do not blank out.
  const [asking, setAsking] = useState<CaseSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const patient = asking === null ? '' : words.patient(asking.patient);

  const confirm = () => {
    if (asking === null) return;
    onNotice(null);
    approve.mutate(asking.id, {
      onSuccess: () => {
        onNotice({ kind: 'done', text: t('cases.approvals.approved', { patient }) });
      },
      onError: (error) => {
        const message = refusalOf(error, words.serverMessage);
        if (message !== null)
          onNotice({ kind: 'refused', text: t('cases.approvals.refused', { patient, message }) });
      },
      onSettled: () => {
        setConfirming(false);
      },
    });
  };

  return (
    <>
      <CaseListPanel
        params={{ view: 'approvals', filter: 'All', page }}
        onPage={onPage}
        caption={t('cases.manager.tabs.approvals')}
        empty={t('cases.approvals.empty')}
        caseHref={(item) => hrefFor('3d-services-history', { id: item.id })}
        actions={(item) => (
          <Button
            size="xs"
            aria-label={t('cases.approvals.approveOf', { patient: words.patient(item.patient) })}
            onClick={() => {
              setAsking(item);
              setConfirming(true);
            }}
          >
            {t('cases.approvals.approve')}
          </Button>
        )}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('cases.approvals.confirmTitle')}
        body={t('cases.approvals.confirmBody', { patient })}
        confirmLabel={t('cases.approvals.confirm')}
        pending={approve.isPending}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
