import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpFailure } from '../../lib/http';
import { toast } from '../../shell/toasts';
import { launchExam, LAUNCH_TOLERATED } from './launch-exam';

/**
 * Whether the launch toast tells this failure: the launcher's own refusals and a refused
 * address. Other failures were shown by the common failure handler already (error state,
 * sign-out, offline): a toast on top would tell them twice.
 */
function toldHere(error: unknown): boolean {
  return !(error instanceof HttpFailure) || LAUNCH_TOLERATED.includes(error.status);
}

/**
 * Opens an exam in the default application; a failure (the launcher's message, or a refused
 * address) is told in an error toast and the tab opened for it is closed again.
 */
export function useLaunchExam() {
  const { t } = useTranslation();
  // The same function from render to render: the worklist's table is not drawn again for it.
  return useCallback(
    (examId: string) => {
      launchExam(examId).catch((error: unknown) => {
        if (!toldHere(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        toast({ type: 'error', message: t('worklist.launch.failed', { message }) });
      });
    },
    [t],
  );
}
