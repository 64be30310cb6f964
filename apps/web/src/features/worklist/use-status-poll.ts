import { useEffect, useRef } from 'react';
import { WORKLIST_STATUS_POLL_MS } from '@sagitta/domain';

/**
 * Seed §9: the worklist polls exam statuses every WORKLIST_STATUS_POLL_MS while the page is
 * shown; a hidden tab skips its turns (nothing to show, and the server is spared).
 * @param poll - reloads the list in the background
 */
export function useStatusPoll(poll: () => Promise<void>): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void pollRef.current();
    }, WORKLIST_STATUS_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
}
