import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second down to zero; `restart` starts it again
 * from `seconds` (e.g. after each OTP send). Counted from the clock, so a slow tab stays right.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const running = endsAt !== null && now < endsAt;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, restart };
}
