import { useCallback, useEffect, useState } from 'react';
import { RELEASE_NOTES_SCROLL_CHECK_MS, RELEASE_NOTES_SCROLL_TOLERANCE_PX } from '@sagitta/domain';

/**
 * Whether an element's content has been scrolled to its end (seed §2, §9): checked at once, then
 * every 500 ms, within 5 px. Content shorter than the box counts as scrolled; an element with no
 * layout yet (height 0) does not. Once reached, the end stays reached for that element.
 * @returns a callback ref for the scroll container, and whether its end has been reached
 */
export function useScrolledToBottom(): {
  ref: (element: HTMLElement | null) => void;
  scrolledToBottom: boolean;
} {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [reached, setReached] = useState<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    setElement(node);
  }, []);
  const scrolledToBottom = element !== null && reached === element;

  useEffect(() => {
    if (element === null || scrolledToBottom) return;
    const check = () => {
      if (isAtBottom(element)) setReached(element);
    };
    check();
    const timer = window.setInterval(check, RELEASE_NOTES_SCROLL_CHECK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [element, scrolledToBottom]);

  return { ref, scrolledToBottom };
}

function isAtBottom(element: HTMLElement): boolean {
  const { scrollHeight, scrollTop, clientHeight } = element;
  if (clientHeight <= 0) return false;
  return scrollHeight - scrollTop - clientHeight <= RELEASE_NOTES_SCROLL_TOLERANCE_PX;
}
