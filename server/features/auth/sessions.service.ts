import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { deleteSession, findLiveSession, insertSession, touchSession } from './sessions.repo.js';

/** Sessions last 30 days from their last use. */
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Refresh the expiry at most once an hour, so reads don't write on every request. */
const touchIntervalMs = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(db: Db, userId: string, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  });
  return token;
}

/** The user a bearer token belongs to, or null for a missing, unknown, revoked or expired one. */
export function userForToken(db: Db, token: string, now = new Date()): UserRow | null {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const found = findLiveSession(db, tokenHash, now.toISOString());
  if (!found) return null;
  if (now.getTime() - Date.parse(found.session.lastUsedAt) > touchIntervalMs) {
    touchSession(db, tokenHash, now.toISOString(), new Date(now.getTime() + sessionLifetimeMs).toISOString());
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
