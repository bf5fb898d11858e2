import { prefetch } from './api/client.js';
import { getToken } from './features/auth/authStore.js';
import { AppShell, HomePage } from './shellScreens.js';
import { preloadRoute } from './routePreload.js';
import { folderListPath } from './features/listings/useFolderList.js';
import { markFolderData } from './features/listings/folderMarks.js';
import { areaPath } from './features/widgets/widgetQueries.js';

/**
 * For a signed-in visitor, starts fetching the first screen's code and data before React mounts,
 * so the shell chunk, the page chunk and the API answers load side by side instead of one after
 * another (each lazy screen would otherwise only ask for its data once it has rendered).
 *
 * Resolves (never rejects) once the code is here and the answers are in or have failed: a screen
 * rendered after that starts from its data (takeArrived), in one render, with no loader first.
 */
export function warmStart(pathname: string): Promise<unknown> {
  if (!getToken()) return Promise.resolve();
  // The screen's own code too (every screen is preloadable), so the first render never suspends.
  const waits: Promise<unknown>[] = [preloadShell(), preloadRoute(pathname), prefetch('/dashboard')];
  if (pathname === '/') {
    waits.push(prefetch('/listing/folder/undefined/list'));
    // Home's widget list too, so the first render holds the widgets beside the cards instead of a
    // second render after them. It is Hearth's own rows, as quick as the cards' answer; the
    // widgets' data (weather, feeds, calendars) still loads on its own and never holds the screen.
    waits.push(prefetch(areaPath('home')));
    return Promise.all(waits);
  }
  const folder = /^\/c\/([A-Za-z0-9_-]+)$/.exec(pathname);
  if (folder?.[1]) {
    const path = folderListPath(folder[1], 'front');
    waits.push(prefetch(path).then(() => markFolderData(path)));
  }
  return Promise.all(waits);
}

let preloaded: Promise<unknown> | undefined;

/**
 * The code of the signed-in shell and home: fetched while the login form is on screen, so that
 * after the sign-in answer only the data remains to load (issue 6, item 13). Safe to call on
 * every keystroke: only the first call fetches. Never rejects.
 */
export function preloadShell(): Promise<unknown> {
  // A failed fetch is no error here: the lazy screen asks again when it renders.
  preloaded ??= Promise.all([AppShell.preload(), HomePage.preload()]).catch(() => undefined);
  return preloaded;
}

