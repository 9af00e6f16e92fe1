import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (ms since the epoch), ticking once a second; 0 when past.
 * Never more than `maxSeconds`: the clock only ticks while counting, so right after `until`
 * moves it may be behind for a moment.
 */
export function useCountdown(until: number | undefined, maxSeconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left =
    until === undefined ? 0 : Math.min(maxSeconds, Math.max(0, Math.ceil((until - now) / 1000)));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/** The time in ms since the epoch (for event handlers the purity lint cannot tell from render). */
export const timeNow = (): number => Date.now();

/** "0:42" */
export const formatSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
