import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: elapsed modeling times and ages follow it.
 * @param intervalMs - how often the time moves on
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
