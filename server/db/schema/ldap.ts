import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/**
 * Hearth accounts that sign in through LDAP (issue 45 item 3), linked to their directory entry by
 * entryUUID where the directory has one (it survives a rename), else by DN. An account with a row
 * here is never checked against its local password.
 */
export const ldapAccounts = sqliteTable(
  'ldap_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dn: text('dn').notNull(),
    entryUuid: text('entry_uuid'),
    createdAt: text('created_at').notNull(),
    lastSignInAt: text('last_sign_in_at'),
  },
  (t) => [uniqueIndex('ldap_accounts_dn_idx').on(t.dn), uniqueIndex('ldap_accounts_entry_uuid_idx').on(t.entryUuid)],
);

export type LdapAccountRow = typeof ldapAccounts.$inferSelect;
