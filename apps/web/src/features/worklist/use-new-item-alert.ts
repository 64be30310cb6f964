import { useRef, useState } from 'react';
import type { WorklistFeedMessage } from '@sagitta/domain';
import type { UploadWatch } from './use-dicom-import';
import type { UploadOutcome } from './upload-dicom-file';

/**
 * The Refresh button's new-item alert (seed §4), raised by the live feed, except for the exams
 * the user has just imported with the import panel: the worklist reloads after their import, so
 * the alert would ask them to refresh for exams they already see. Exams imported by anyone else
 * still raise it.
 *
 * Their own exams are known by the `acquisitionId` that each upload's answer gives. The server
 * announces a new exam before it answers the upload, so a feed message may come before the id it
 * should match: an `EXAM_IMPORTED` that arrives while a file is being sent waits until that
 * file's answer, then raises the alert only if it was not that file's exam. Other statuses
 * (a modeling ended) always raise it: refreshing shows something the user has not seen yet.
 * @returns whether to highlight Refresh, the feed's and the import panel's listeners, and
 * `seen` for a refresh
 */
export function useNewItemAlert() {
  const [newItems, setNewItems] = useState(false);
  // Plain refs: remembering an id or a waiting message changes nothing on screen.
  const ownExams = useRef(new Set<string>());
  const waiting = useRef(new Set<string>());
  const sending = useRef(false);

  const announced = (message: WorklistFeedMessage) => {
    if (message.status === 'EXAM_IMPORTED') {
      if (ownExams.current.has(message.acquisitionId)) return;
      if (sending.current) {
        waiting.current.add(message.acquisitionId);
        return;
      }
    }
    setNewItems(true);
  };

  const uploads: UploadWatch = {
    onSending: () => {
      sending.current = true;
    },
    onSent: (outcome: UploadOutcome) => {
      sending.current = false;
      if (outcome.kind === 'stored' || outcome.kind === 'already-stored') {
        if (outcome.acquisitionId !== undefined) {
          ownExams.current.add(outcome.acquisitionId);
          waiting.current.delete(outcome.acquisitionId);
        }
      }
      // What arrived meanwhile and was not this file's exam is someone else's.
      if (waiting.current.size > 0) {
        waiting.current.clear();
        setNewItems(true);
      }
    },
  };

  return {
    newItems,
    announced,
    uploads,
    seen: () => {
      setNewItems(false);
    },
  };
}
