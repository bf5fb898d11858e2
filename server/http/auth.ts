import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { userForToken } from '../features/auth/sessions.service.js';
import { HttpError, refused, type RouteOrigin } from './errors.js';
import { messages } from '../../shared/messages.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserRow;
    token?: string;
  }
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(req: Request): string | null {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** 401 unless the request carries a live session token; sets req.user. */
export function requireAuth(db: Db): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    const user = token ? userForToken(db, token) : null;
    if (!user || !token) throw new HttpError(401, messages.unauthorized);
    req.user = user;
    req.token = token;
    next();
  };
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
