import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { setTheme } from '../theme/themeStore.js';
import { DashboardContext, type DashboardState } from './dashboardContext.js';

/** After this long the data counts as stale and reloads on the next navigation or focus. */
const staleAfterMs = 60_000;

export function DashboardProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<Dashboard | null>(null);
  const [loading, setLoading] = useState(true);
  const loadedAt = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const queued = useRef<Promise<void> | null>(null);
  const { pathname } = useLocation();

  const load = useCallback((): Promise<void> => {
    setLoading(true);
    return get<Dashboard>('/dashboard')
      .then((next) => {
        loadedAt.current = Date.now();
        setData(next);
        setTheme(next.userData.colorTheme);
      })
      .catch((error: unknown) => toastError(error, messages.errorLoadingData))
      .finally(() => setLoading(false));
  }, []);

  /**
   * Reloads the dashboard. A refresh asked for while a load is running may follow a change that
   * load did not see, so it runs once more after it; several such requests share that one rerun.
   */
  const refresh = useCallback((): Promise<void> => {
    if (queued.current) return queued.current;
    const previous = inFlight.current;
    const run = (previous ? previous.then(load) : load()).finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    if (previous) {
      queued.current = run;
      void run.finally(() => {
        if (queued.current === run) queued.current = null;
      });
    }
    inFlight.current = run;
    return run;
  }, [load]);

  const refreshIfStale = useCallback(() => {
    if (Date.now() - loadedAt.current > staleAfterMs) void refresh();
  }, [refresh]);

  // Loads when empty (first mount) and reloads stale data when the user moves to another screen.
  useEffect(refreshIfStale, [pathname, refreshIfStale]);

  useEffect(() => {
    window.addEventListener('focus', refreshIfStale);
    return () => window.removeEventListener('focus', refreshIfStale);
  }, [refreshIfStale]);

  const value = useMemo<DashboardState>(() => ({ data, loading, refresh }), [data, loading, refresh]);
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
}
