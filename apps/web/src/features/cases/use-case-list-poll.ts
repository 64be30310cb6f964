import { useEffect, useRef } from 'react';
import { CASE_LIST_POLL_MS } from './api';

/**
 * Reads a shown case list again every CASE_LIST_POLL_MS, so that a case taken or assigned
 * elsewhere leaves it without a reload; a hidden tab skips its turns.
 * @param poll - reloads the list in the background
 */
export function useCaseListPoll(poll: () => Promise<void>): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void pollRef.current();
    }, CASE_LIST_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
}
