import { useEffect, useState } from 'react';
import { loaderDelayMs } from '../../shared/constants.js';

/**
 * True only once `active` has stayed true for `delayMs`, so fast answers never flash a loader.
 */
export function useDelayedFlag(active: boolean, delayMs: number = loaderDelayMs): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
