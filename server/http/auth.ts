import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { ApiKeyArea, ApiKeyScope } from '../../shared/contracts/api-keys.js';
import type { LoginLimiter } from '../features/auth/login-limiter.js';
import { userForToken } from '../features/auth/sessions.service.js';
import { isApiKeyToken, verifyApiKey } from '../features/api-keys/api-keys.service.js';
import { HttpError, refused, type RouteOrigin } from './errors.js';
import { messages } from '../../shared/messages.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserRow;
    /** The session token; absent when an API key signed the request in. */
    token?: string;
    /** The API key that signed the request in, if one did. */
    apiKey?: { id: string; scope: ApiKeyScope; areas: ApiKeyArea[] };
  }
}

/** What signing a request in needs: the database, the sign-in limits and the time. */
export interface AuthDeps {
  db: Db;
  loginLimiter: LoginLimiter;
  clock: () => number;
}

/** Methods that change nothing (RFC 9110 §9.2.1): all a read-only key may use. */
const safeMethods = new Set(['GET', 'HEAD']);

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(req: Request): string | null {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * 401 unless the request carries a live session token or API key; sets req.user. With
 * `keys: false` (sign-out, the session check) an API key is refused with 403 whatever it is.
 * The rules of keys that depend on the route are in features/api-keys/key-rules.ts.
 */
export function requireAuth(auth: AuthDeps, { keys = true }: { keys?: boolean } = {}): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (token && isApiKeyToken(token)) {
      if (!keys) throw new HttpError(403, messages.apiKeyNotHere);
      return signInWithKey(auth, req, token).then(() => next());
    }
    const user = token ? userForToken(auth.db, token, new Date(), req.ip) : null;
    if (!user || !token) throw new HttpError(401, messages.unauthorized);
    req.user = user;
    req.token = token;
    next();
  };
}

/**
 * Keys are counted like sign-ins: an address that sent too many bad keys is refused (429) before
 * the next one is looked at, so keys cannot be guessed faster than passwords.
 */
async function signInWithKey(auth: AuthDeps, req: Request, token: string): Promise<void> {
  const address = req.ip ?? 'unknown';
  await auth.loginLimiter.checkKeyAddress(address);
  const holder = verifyApiKey(auth.db, token, new Date(auth.clock()));
  if (!holder) {
    await auth.loginLimiter.keyFailed(address);
    throw new HttpError(401, messages.apiKeyInvalid);
  }
  if (holder.scope === 'read' && !safeMethods.has(req.method)) throw new HttpError(403, messages.apiKeyReadOnly);
  req.user = holder.user;
  req.apiKey = { id: holder.keyId, scope: holder.scope, areas: holder.areas };
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(req: Request): UserRow {
  if (!req.user) throw new HttpError(401, messages.unauthorized);
  return req.user;
}

/** The signed-in super admin; anyone else is refused as the route's origin says (see `refused`). */
export function requireSuperAdmin(req: Request, origin: RouteOrigin): UserRow {
  const user = currentUser(req);
  if (!user.isSuperAdmin) throw refused(origin);
  return user;
}
