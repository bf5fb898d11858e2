/**
 * URL trust rules for the desktop window. The window only ever shows Hearth's own server; anything
 * else is either opened in the system browser (http, https, mailto) or dropped.
 */

const externalProtocols: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** True when `url` belongs to the app's own origin (scheme, host and port all equal). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const parsed = parseUrl(url);
  const origin = parseUrl(appOrigin);
  if (!parsed || !origin) return false;
  // URL.origin is the string "null" for schemes without an origin (file:, data:, ...).
  if (parsed.origin === 'null') return false;
  return parsed.origin === origin.origin;
}

/**
 * True when `url` may be handed to the operating system (shell.openExternal). Only web and mail
 * links: file:, smb:, custom app schemes and the like could launch local programs.
 */
export function isSafeExternalUrl(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed || !externalProtocols.has(parsed.protocol)) return false;
  if (parsed.protocol === 'mailto:') return parsed.pathname.length > 0;
  return parsed.hostname.length > 0;
}

export type NavigationVerdict = 'allow' | 'open-externally' | 'block';

/** What to do when the window tries to navigate (or open a popup) to `url`. */
export function navigationVerdict(url: string, appOrigin: string): NavigationVerdict {
  if (isAppUrl(url, appOrigin)) return 'allow';
  return isSafeExternalUrl(url) ? 'open-externally' : 'block';
}

// Permissions Hearth's own pages may use (copy buttons, full-screen cameras, QR scanning with the
// webcam, notifications for wake and stream events). Everything else, and every other origin, is
// refused.
const grantablePermissions: ReadonlySet<string> = new Set([
  'clipboard-read',
  'clipboard-sanitized-write',
  'fullscreen',
  'media',
  'notifications',
]);

/**
 * What Electron says about a media request: `mediaTypes` on a request, `mediaType` on a check.
 * Both are absent for other permissions.
 */
export interface PermissionDetails {
  mediaTypes?: readonly string[] | undefined;
  mediaType?: string | undefined;
}

/** The webcam only: a request that names no device, or the microphone, is refused. */
function isVideoOnly(details: PermissionDetails): boolean {
  if (details.mediaTypes !== undefined) return details.mediaTypes.length > 0 && details.mediaTypes.every((type) => type === 'video');
  return details.mediaType === 'video';
}

/** Whether a page at `requestingUrl` may be granted `permission`. */
export function isPermissionAllowed(permission: string, requestingUrl: string, appOrigin: string, details: PermissionDetails = {}): boolean {
  if (!grantablePermissions.has(permission) || !isAppUrl(requestingUrl, appOrigin)) return false;
  return permission === 'media' ? isVideoOnly(details) : true;
}
