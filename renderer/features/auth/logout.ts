import { defaultTheme } from '../../../shared/themes.js';
import { get, post } from '../../api/client.js';
import { forgetSignIn } from './authStore.js';
import { setTheme } from '../theme/themeStore.js';
import { forgetOfflineCopies } from '../pwa/connectionStore.js';

/**
 * Signs out (spec-core §4): revokes the token on the server (a failure does not matter, the
 * sign-in is forgotten either way), clears the login, sets the theme to dark and reloads.
 */
export async function logout(): Promise<void> {
  // Signed in through an OIDC provider: its end-session page is next (asked before the token goes).
  const providerLogout = await get<{ redirect: string | null }>('/auth/oidc/logout', { quiet: true }).catch(() => null);
  try {
    await post<string>('/logout', {}, { quiet: true });
  } catch {
    // The token may already be gone or the server unreachable; signing out locally still works.
  }
  // The reload is the only navigation: were the screens told first, the shell would redirect to
  // /login on its own and the reload would land later, cutting off whatever happened between.
  forgetSignIn();
  forgetOfflineCopies();
  setTheme(defaultTheme);
  window.location.replace(providerLogout?.redirect ?? '/login');
}
