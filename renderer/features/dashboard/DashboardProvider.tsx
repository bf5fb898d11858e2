import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { messages } from '../../../shared/messages.js';
import { get, takeArrived } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { setTheme } from '../theme/themeStore.js';
import { followProfile } from '../../i18n/i18n.js';
import { applyInstallManifest } from '../pwa/installManifest.js';
import { DashboardContext, dashboardKey, type DashboardState } from './dashboardContext.js';

/** After this long the data counts as stale and reloads on the next navigation or focus. */
const staleAfterMs = 60_000;

export function DashboardProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => get<Dashboard>('/dashboard', { signal }),
    // Asked for at sign-in (warmStart.ts): the first render starts from that answer.
    initialData: () => takeArrived<Dashboard>('/dashboard'),
    staleTime: staleAfterMs,
    refetchOnWindowFocus: true,
  });
  const { data, isError, error, errorUpdatedAt, isFetching } = query;

  useEffect(() => {
    if (!data) return;
    setTheme(data.userData.colorTheme);
    // Chosen on another device, or changed back to this device's language: follows without a reload.
    void followProfile(data.userData.language);
    applyInstallManifest(data.userData.siteName, data.userData.colorTheme);
  }, [data]);

  useEffect(() => {
    if (isError) toastError(error, messages.errorLoadingData);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);

  // Stale data reloads when the user moves to another screen.
  useEffect(() => {
    void client.refetchQueries({ queryKey: dashboardKey, stale: true, type: 'active' });
  }, [pathname, client]);

  /**
   * Reloads the dashboard after a change. A load already running may not have seen that change,
   * so it is cancelled and asked again; several refreshes at once share that one new load.
   */
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: dashboardKey }), [client]);

  const value = useMemo<DashboardState>(() => ({ data: data ?? null, loading: isFetching, refresh }), [data, isFetching, refresh]);
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
}
