import { Router, type RequestHandler } from 'express';
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

const refuseKeys: RequestHandler = (req, _res, next) => {
  if (req.apiKey) throw new HttpError(403, messages.apiKeyNotHere);
  next();
};

const refuseReadKeys: RequestHandler = (req, _res, next) => {
  if (req.apiKey?.scope === 'read') throw new HttpError(403, messages.apiKeyReadOnly);
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
  return (req, res, next) => {
    if (req.apiKey) router(req, res, next);
    else next();
  };
}
