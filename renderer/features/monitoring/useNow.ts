import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: "checked 3 min ago" moves on by itself. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
