import { useCallback, useEffect, useRef, useState } from 'react';
import { WORKLIST_GO_TO_TOP_RATIO, WORKLIST_INFINITE_SCROLL_RATIO } from '@sagitta/domain';
import { scrollProgress, windowScrollMetrics } from './scroll-progress';

/**
 * Watches the page's scroll (seed §2, §9): `beyondTop` past 30 % (the go-to-top button), and
 * `onNearEnd` at 95 % or when the list does not fill the screen (so a tall screen still reaches
 * the next page). `check()` looks again without a scroll: after a page has loaded.
 * @param onNearEnd - load the next page, if any
 */
export function useWorklistScroll(onNearEnd: () => void) {
  const [beyondTop, setBeyondTop] = useState(false);
  const nearEnd = useRef(onNearEnd);
  useEffect(() => {
    nearEnd.current = onNearEnd;
  });

  const check = useCallback(() => {
    const progress = scrollProgress(windowScrollMetrics());
    setBeyondTop(progress !== null && progress > WORKLIST_GO_TO_TOP_RATIO);
    if (progress === null || progress >= WORKLIST_INFINITE_SCROLL_RATIO) nearEnd.current();
  }, []);

  useEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check]);

  return { beyondTop, check };
}
