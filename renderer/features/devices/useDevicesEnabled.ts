import { useDashboard } from '../dashboard/dashboardContext.js';

/** Devices show only in host mode with the user's flag on; null until the dashboard has loaded. */
export function useDevicesEnabled(): boolean | null {
  const { data } = useDashboard();
  if (!data) return null;
  return data.isHostMode && data.userData.networkdevices;
}
