import { createContext, useContext } from 'react';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';

export interface DashboardState {
  /** The last good answer of GET /dashboard, or null until the first one arrives. */
  data: Dashboard | null;
  loading: boolean;
  /** Reloads the dashboard data (after a save that changes it). */
  refresh: () => Promise<void>;
}

/** The query key of GET /dashboard. */
export const dashboardKey = ['dashboard'] as const;

export const DashboardContext = createContext<DashboardState | null>(null);

/** Dashboard data of the signed-in user; only inside the protected shell. */
export function useDashboard(): DashboardState {
  const state = useContext(DashboardContext);
  if (!state) throw new Error('useDashboard must be used inside <DashboardProvider>');
  return state;
}
