import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, caseFeedMessage } from '@sagitta/domain';
import { liveSocketUrl, readFrame, type OpenLiveSocket } from '../../lib/realtime/live-socket';
import { useLiveSocket } from '../../lib/realtime/use-live-socket';
import { CASES_KEY } from './api';

/** A burst of changes (a technician going Offline hands back several) reads the lists once. */
export const LIVE_CASES_REFRESH_MS = 300;
/** While the channel is down, the lists are read again this often (the channel is the rule). */
export const CASE_LIST_FALLBACK_POLL_MS = 60_000;

/**
 * Keeps the case lists shown live (issue 18): each message of the case channel (`/case-list/ws`,
 * only cases this technician may see) reads every case query shown again, so that a case taken
 * or assigned elsewhere leaves the queue without a reload. While the channel is down the lists
 * are read again every minute instead, and once when it is back. One channel per page: call it
 * from the page, not from each list.
 * @param openSocket - the socket factory (a fake one in tests)
 */
export function useLiveCases(openSocket?: OpenLiveSocket): void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useRef(() => {
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
    }, LIVE_CASES_REFRESH_MS);
  });
  useEffect(
    () => () => {
      clearTimeout(pending.current);
    },
    [],
  );

  const connected = useLiveSocket(
    liveSocketUrl(window.location, API_PATHS.caseFeed, {}),
    (data) => {
      if (readFrame(data, caseFeedMessage) !== null) refresh.current();
    },
    openSocket,
  );

  const openedBefore = useRef(false);
  useEffect(() => {
    if (connected) {
      // Back after a drop: what changed meanwhile was not heard.
      if (openedBefore.current) refresh.current();
      openedBefore.current = true;
      return;
    }
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh.current();
    }, CASE_LIST_FALLBACK_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [connected]);
}
