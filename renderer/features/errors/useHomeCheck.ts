import { useEffect, useState } from 'react';
import { get } from '../../api/client.js';

export type HomeCheckState = 'checking' | 'failed';

/**
 * Calls GET /home on mount and every `intervalMs` until it answers, then calls `onUp` once.
 * The call is quiet: its failures must not trigger the shared navigation rules again.
 */
export function useHomeCheck(intervalMs: number, onUp: () => void): { state: HomeCheckState; retry: () => void } {
  const [state, setState] = useState<HomeCheckState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    get<string>('/home', { quiet: true })
      .then(() => {
        if (!stopped) onUp();
      })
      .catch(() => {
        if (!stopped) setState('failed');
      });
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), intervalMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [attempt, intervalMs, onUp]);

  const retry = () => {
    setState('checking');
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
