import { prefetch } from './api/client.js';
import { getToken } from './features/auth/authStore.js';

/**
 * For a signed-in visitor, starts fetching the first screen's code and data before React mounts,
 * so the shell chunk, the page chunk and the API answers load side by side instead of one after
 * another (each lazy screen would otherwise only ask for its data once it has rendered).
 */
export function warmStart(pathname: string): void {
  if (!getToken()) return;
  void import('./components/AppShell.js');
  prefetch('/dashboard');
  if (pathname === '/') {
    void import('./features/home/HomePage.js');
    prefetch('/listing/folder/undefined/list');
    return;
  }
  const folder = /^\/c\/([A-Za-z0-9_-]+)$/.exec(pathname);
  if (folder?.[1]) {
    void import('./features/listings/FolderPage.js');
    prefetch(`/listing/folder/${folder[1]}/list`);
  }
}
