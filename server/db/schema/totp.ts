import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';
import type { Icon } from '../../../shared/contracts/icons.js';

/**
 * Authenticator entries. The secret is stored sealed (AES-256-GCM, server/secrets) and never in
 * clear; `secret_digest` is a keyed digest of it, so a duplicate is found without decrypting.
 */
export const authenticators = sqliteTable(
  'authenticators',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    accountName: text('account_name').notNull(),
    serviceIcon: text('service_icon', { mode: 'json' }).$type<Icon>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretDigest: text('secret_digest').notNull(),
    algorithm: text('algorithm').notNull().default('SHA1'),
    digits: integer('digits').notNull().default(6),
    period: integer('period').notNull().default(30),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('authenticators_user_idx').on(t.userId, t.sortOrder), uniqueIndex('authenticators_secret_idx').on(t.userId, t.secretDigest)],
);

export type AuthenticatorRow = typeof authenticators.$inferSelect;
