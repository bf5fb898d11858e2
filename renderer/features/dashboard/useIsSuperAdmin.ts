import { useSignIn } from '../auth/authStore.js';
import { useDashboard } from './dashboardContext.js';

/** isSuperAdmin from the dashboard; until it has loaded, the role remembered at sign-in. */
export function useIsSuperAdmin(): boolean {
  const { data } = useDashboard();
  const signIn = useSignIn();
  return data ? data.userData.isSuperAdmin : signIn?.role === 'admin';
}
