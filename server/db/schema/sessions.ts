import { sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/** Sign-in sessions. Only the SHA-256 of a token is stored, never the token itself. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** The User-Agent of the sign-in, for the sessions screen (null for sessions made before it was kept). */
    userAgent: text('user_agent'),
    /** The client address the session was last seen from (refreshed with last_used_at). */
    address: text('address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
