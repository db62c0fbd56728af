import { useEffect, useState } from 'react';

/** The time, ticking every `everyMs` while `ticking` is truthy (a new value restarts it), so a countdown or an expiry on screen follows it. */
export function useNow(ticking: unknown, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
