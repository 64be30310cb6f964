import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, worklistFeedMessage } from '@sagitta/domain';
import { liveSocketUrl, readFrame, type OpenLiveSocket } from '../../lib/realtime/live-socket';
import { useLiveSocket } from '../../lib/realtime/use-live-socket';
import { PATIENT_RECORDS_KEY } from './api';

/** A burst of imports refreshes the lists once a second at most, the first within a second. */
export const LIVE_REFRESH_MS = 1_000;

/**
 * Keeps the patient lists live: an exam imported for the physician (a new patient, a newer last
 * exam, a patient moved to them) asks the lists shown again. It listens to the worklist's feed,
 * which carries exactly those events, scoped as the lists are.
 * @param physicianId - the acting physician of a clinical staff member or sales rep, else null
 * @param openSocket - the socket factory (a fake one in tests)
 */
export function useLiveRecords(physicianId: string | null, openSocket?: OpenLiveSocket): void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(pending.current);
    },
    [],
  );

  useLiveSocket(
    liveSocketUrl(window.location, API_PATHS.worklistFeed, { physicianId }),
    (data) => {
      if (readFrame(data, worklistFeedMessage)?.status !== 'EXAM_IMPORTED') return;
      if (pending.current !== undefined) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        void queryClient.invalidateQueries({ queryKey: PATIENT_RECORDS_KEY });
      }, LIVE_REFRESH_MS);
    },
    openSocket,
  );
}
