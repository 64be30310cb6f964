import { useEffect, useRef, useState } from 'react';

/** How often the remaining time is read again; finer than a second so the display never lags. */
const TICK_MS = 250;

/**
 * Counts down from `durationMs`, then calls `onDone` once.
 * @param durationMs - the time until `onDone`
 * @param onDone - what happens at the end (the latest one given is called)
 * @returns the whole seconds left, rounded up (15, 14, … 1, then 0)
 */
export function useCountdown(durationMs: number, onDone: () => void): number {
  const [remainingMs, setRemainingMs] = useState(durationMs);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const deadline = Date.now() + durationMs;
    const done = window.setTimeout(() => {
      setRemainingMs(0);
      onDoneRef.current();
    }, durationMs);
    const ticker = window.setInterval(() => {
      setRemainingMs(Math.max(0, deadline - Date.now()));
    }, TICK_MS);
    return () => {
      window.clearTimeout(done);
      window.clearInterval(ticker);
    };
  }, [durationMs]);

  return Math.ceil(remainingMs / 1000);
}
