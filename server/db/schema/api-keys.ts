import { sql } from 'drizzle-orm';
import { sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import type { ApiKeyArea } from '../../../shared/contracts/api-keys.js';
import { users } from './users.js';

/**
 * API keys a user made for scripts (issue 45 item 5). The key is `hearth_<id>_<secret>`: the id
 * finds the row, and only the SHA-256 of the secret is kept (the secret is 32 random bytes, so a
 * fast hash is enough; a slow one would only slow every scripted call).
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' (GET and HEAD only) or 'write'. */
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    /** What a write key may change, as a JSON array; empty, everything. */
    areas: text('areas', { mode: 'json' }).$type<ApiKeyArea[]>().notNull().default(sql`'[]'`),
    secretHash: text('secret_hash').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
