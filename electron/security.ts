import type { Session, WebContents } from 'electron';
import { shell } from 'electron';
import type { PermissionDetails } from './trusted-url.js';
import { isPermissionAllowed, isSafeExternalUrl, navigationVerdict } from './trusted-url.js';

/** The window's origin right now (it changes if the server moves to another port), or null. */
export type OriginSource = () => string | null;

function openOutside(url: string): void {
  if (!isSafeExternalUrl(url)) return;
  shell.openExternal(url).catch((error: unknown) => console.error(`Could not open ${url}:`, error));
}

function guardNavigation(event: { preventDefault(): void }, url: string, appOrigin: OriginSource): void {
  const origin = appOrigin();
  const verdict = origin ? navigationVerdict(url, origin) : 'block';
  if (verdict === 'allow') return;
  event.preventDefault();
  if (verdict === 'open-externally') openOutside(url);
}

/**
 * Applied to every web contents the app creates: no popups (outside links go to the system
 * browser), no navigation or redirect away from Hearth's origin, no <webview>.
 */
export function hardenWebContents(contents: WebContents, appOrigin: OriginSource): void {
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => guardNavigation(event, event.url, appOrigin));
  contents.on('will-redirect', (event) => guardNavigation(event, event.url, appOrigin));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Permission prompts and checks: only a short list, and only for Hearth's own origin. */
export function restrictPermissions(session: Session, appOrigin: OriginSource): void {
  const allowed = (permission: string, url: string, details: PermissionDetails): boolean => {
    const origin = appOrigin();
    return origin !== null && isPermissionAllowed(permission, url, origin, details);
  };
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(allowed(permission, details.requestingUrl, { mediaTypes }));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    allowed(permission, requestingOrigin, { mediaType: details.mediaType }),
  );
}
