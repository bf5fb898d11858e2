import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { deleteSession, findLiveSession, insertSession, touchSession } from './sessions.repo.js';

/** Sessions last 30 days from their last use. */
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * Refresh last seen (and with it the expiry) at most once a minute per session: the sessions screen
 * shows it to the minute, and no request pays for a write beyond that.
 */
const touchIntervalMs = 60 * 1000;

/** Where a request came from, as the sessions screen shows it. */
export interface SessionClient {
  userAgent?: string | null;
  address?: string | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Db, userId: string, client: SessionClient = {}, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    // A header is the client's to fill: keep what a person would read, not a megabyte.
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    address: client.address ?? null,
  });
  return token;
}

/**
 * The user a bearer token belongs to, or null for a missing, unknown, revoked or expired one.
 * `address` (when known) is kept as where the session was last seen, with the minute's touch.
 */
export function userForToken(db: Db, token: string, now = new Date(), address?: string): UserRow | null {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const found = findLiveSession(db, tokenHash, now.toISOString());
  if (!found) return null;
  if (now.getTime() - Date.parse(found.session.lastUsedAt) > touchIntervalMs) {
    touchSession(db, tokenHash, { lastUsedAt: now.toISOString(), expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(), ...(address ? { address } : {}) });
  }
  return found.user;
}

/** Whether a token hash still names a live session (the ws hub checks its open sockets with it). */
export function isLiveSession(db: Db, tokenHash: string, now: string): boolean {
  return findLiveSession(db, tokenHash, now) !== undefined;
}

export function revokeToken(db: Db, token: string): void {
  deleteSession(db, hashToken(token));
}
