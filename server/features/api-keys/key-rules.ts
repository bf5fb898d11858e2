import { Router, type Request, type RequestHandler } from 'express';
import { apiKeyAreaLabels, type ApiKeyArea } from '../../../shared/contracts/api-keys.js';
import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';

/**
 * Routes no API key may call: who may sign in and with what (accounts, passwords, keys, admin
 * user management) and whole-installation backups, which carry every account. The paths go to
 * Express's own matcher, so letter case and a trailing slash match exactly as the routes do.
 * /logout and /session sit before this router and refuse keys themselves (requireAuth's option).
 */
export const keyFreePaths = [
  '/accounts',
  '/accounts/{*rest}',
  '/account',
  '/account/{*rest}',
  '/backups',
  '/backups/{*rest}',
  // Installing, updating or removing an integration puts code in the server: only a signed-in person does that.
  '/app/install',
  '/app/fromzip',
  '/app/sync',
  '/app/:appId/install',
  '/app/:appId/update',
  '/app/:appId/delete',
  '/https/settings',
  // Who a proxy may sign in, and as what.
  '/settings/forward-auth',
  // Which directory signs people in, with which service account.
  '/settings/ldap',
  '/settings/ldap/{*rest}',
  // Which identity providers may sign people in, and as what (single sign-on).
  '/settings/oidc',
  '/settings/oidc/{*rest}',
];

/**
 * GET routes that change things: the original API deletes, moves and toggles with GET, so a
 * read-only key is refused on these even though the method is safe. api-keys.test.ts walks the
 * router and fails when a GET route named like a change is missing here.
 */
export const getsThatWrite = [
  '/accounts/delete/:userId',
  '/accounts/debrand',
  '/accounts/rebrand',
  '/listing/delete/:id',
  '/listing/move/:id/to/:target',
  '/iconpack/delete/:id',
  '/images/delete/:id',
  '/networkdevices/delete/:id',
  '/networkdevices/wake/:id',
  '/page/action/:pageId/:action',
  '/page/delete/:pageId',
  '/snippet/:snippetId/delete',
  '/snippet/:snippetId/delete/:codeId',
  '/todo/:listingId/delete/:todoId',
  '/todo/completion/:todoId',
  '/totp/delete/:authId',
  '/app/sync',
  '/app/:appId/install',
  '/app/:appId/update',
  '/app/:appId/delete',
];

/** The area each first path segment under /api/v1 belongs to. A segment not listed is in none. */
const areaBySegment: Record<string, ApiKeyArea> = {
  listing: 'links',
  page: 'links',
  iconpack: 'links',
  images: 'links',
  dashboard: 'links',
  home: 'links',
  import: 'links',
  transfer: 'links',
  todo: 'todos',
  snippet: 'snippets',
  monitoring: 'monitoring',
  networkdevices: 'devices',
  devices: 'devices',
  stream: 'streams',
  totp: 'authenticator',
  app: 'integrations',
  docker: 'containers',
  widgets: 'widgets',
  feeds: 'widgets',
  calendar: 'widgets',
  weather: 'widgets',
  settings: 'settings',
  update: 'settings',
};

/** The area of a path under /api/v1 (`/listing/3/move` is links), or null for a path in none. */
export function areaOfPath(path: string): ApiKeyArea | null {
  const segment = path.split('/')[1] ?? '';
  return Object.hasOwn(areaBySegment, segment) ? (areaBySegment[segment] ?? null) : null;
}

/** A change by a key limited to some areas must fall in one of them; a path in no area is refused. */
function checkArea(req: Request): void {
  const areas = req.apiKey?.areas ?? [];
  if (areas.length === 0) return;
  const area = areaOfPath(req.path);
  if (area && areas.includes(area)) return;
  throw new HttpError(403, messages.apiKeyAreaRefused(areas.map((a) => apiKeyAreaLabels[a].toLowerCase()).join(', ')));
}

const safeMethods = new Set(['GET', 'HEAD']);

const refuseKeys: RequestHandler = (req, _res, next) => {
  if (req.apiKey) throw new HttpError(403, messages.apiKeyNotHere);
  next();
};

const refuseReadKeys: RequestHandler = (req, _res, next) => {
  if (req.apiKey?.scope === 'read') throw new HttpError(403, messages.apiKeyReadOnly);
  checkArea(req);
  next();
};

const limitChanges: RequestHandler = (req, _res, next) => {
  if (!safeMethods.has(req.method)) checkArea(req);
  next();
};

/**
 * Mounted right after requireAuth: the limits of API keys that depend on the route. A request
 * signed in with a session skips the matching (every dashboard call would pay for it otherwise).
 */
export function apiKeyRules(): RequestHandler {
  const router = Router();
  router.all(keyFreePaths, refuseKeys);
  router.get(getsThatWrite, refuseReadKeys);
  router.all('/{*rest}', limitChanges);
  return (req, res, next) => {
    if (req.apiKey) router(req, res, next);
    else next();
  };
}
