import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import { toast } from '../../../shell/toasts';
import { useBulkAction, type BulkAction } from '../api';
import type { BulkConfirmDialogProps, BulkDialogRequest } from './bulk-confirm-dialog';
import { bulkOutcome } from './bulk-outcome';

/**
 * The life of a bulk action: asked (the dialog opens), confirmed (the call runs), answered.
 * All changed: a success toast and the dialog closes. Some not: an error toast with the counts,
 * and the dialog lists each user left unchanged with the reason. Either way the selection is
 * cleared (`onAnswered`) and the list refreshed (`useBulkAction`).
 * @param onAnswered - called once the server has answered
 */
export function useBulkConfirmation(onAnswered: () => void) {
  const { t } = useTranslation();
  const bulk = useBulkAction();
  const [pending, setPending] = useState<BulkDialogRequest | null>(null);
  // Kept apart from `pending` so that the dialog closes as a modal does (transition, focus
  // back to the button that opened it) with its content still there.
  const [opened, setOpened] = useState(false);

  const ask = (action: BulkAction, users: readonly User[]) => {
    bulk.reset();
    setPending({ action, users, partial: null });
    setOpened(true);
  };

  const confirm = (action: BulkAction, users: readonly User[]) => {
    const userIds = users.map((user) => user.userId);
    bulk.mutate(
      { action, userIds },
      {
        onSuccess: (result) => {
          onAnswered();
          const outcome = bulkOutcome(result);
          if (outcome.kind === 'done') {
            toast({
              type: 'success',
              message: t(`userAdmin.bulk.done.${action}`, { count: outcome.count }),
            });
            setOpened(false);
            return;
          }
          toast({
            type: 'error',
            title: t('userAdmin.bulk.partialTitle'),
            message: t(`userAdmin.bulk.partial.${action}`, {
              failed: outcome.failures.length,
              requested: outcome.requested,
            }),
          });
          setPending({ action, users, partial: outcome });
        },
      },
    );
  };

  const dialog: BulkConfirmDialogProps = {
    opened,
    request: pending,
    running: bulk.isPending,
    error: bulk.error?.message ?? null,
    onConfirm: () => {
      if (pending !== null) confirm(pending.action, pending.users);
    },
    onClose: () => {
      setOpened(false);
    },
  };

  return { ask, dialog, running: bulk.isPending };
}
