import type { Db } from '../../db/client.js';
import type { SessionRow } from '../../db/schema/index.js';
import type { AccountSession } from '../../../shared/contracts/account-sessions.js';
import { messages } from '../../../shared/messages.js';
import { notFound } from '../../http/errors.js';
import { deleteSession, listUserSessions } from '../auth/sessions.repo.js';
import { deleteSessionsExcept } from '../accounts/accounts.repo.js';
import { hashToken } from '../auth/sessions.service.js';
import { describeUserAgent } from './user-agent.js';

/** The id a session is shown and revoked by: enough of its token's hash to tell a user's sessions apart, and no more. */
const publicId = (tokenHash: string) => tokenHash.slice(0, 16);

function toAccountSession(row: SessionRow, currentHash: string | null): AccountSession {
  return {
    id: publicId(row.tokenHash),
    ...describeUserAgent(row.userAgent),
    address: row.address ? row.address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : null,
    createdAt: row.createdAt,
    lastSeenAt: row.lastUsedAt,
    current: row.tokenHash === currentHash,
  };
}

/** The user's live sessions, this one (`token`) first. */
export function userSessions(db: Db, userId: string, token: string | null, now: Date): AccountSession[] {
  const currentHash = token ? hashToken(token) : null;
  const list = listUserSessions(db, userId, now.toISOString()).map((row) => toAccountSession(row, currentHash));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Ends one of the user's sessions; someone else's id answers like a missing one. */
export function revokeSession(db: Db, userId: string, id: string, now: Date): void {
  const row = listUserSessions(db, userId, now.toISOString()).find((s) => publicId(s.tokenHash) === id);
  if (!row) throw notFound(messages.sessionNotFound);
  deleteSession(db, row.tokenHash);
}

/** Ends every session of the user but the one that asks. */
export function revokeOtherSessions(db: Db, userId: string, token: string | null): void {
  deleteSessionsExcept(db, userId, token ? hashToken(token) : null);
}
