import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';
import { sessions } from './sessions.js';

/** OIDC providers a super admin added (issue 45 item 1). The client secret is sealed (secret-box). */
export const oidcProviders = sqliteTable('oidc_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  discoveryUrl: text('discovery_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  scopes: text('scopes').notNull(),
  groupClaim: text('group_claim').notNull(),
  adminGroup: text('admin_group').notNull(),
  userGroup: text('user_group').notNull(),
  autoCreate: integer('auto_create', { mode: 'boolean' }).notNull(),
  linkByEmail: integer('link_by_email', { mode: 'boolean' }).notNull(),
  allowHttp: integer('allow_http', { mode: 'boolean' }).notNull(),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

/** Who a provider's `sub` is in Hearth: linked once, then matched by (provider, sub) only. */
export const oidcLinks = sqliteTable(
  'oidc_links',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => oidcProviders.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.sub] }), index('oidc_links_user_idx').on(t.userId)],
);

/** Sessions begun through a provider: signing out of them also ends the provider's (RP-initiated logout). */
export const oidcSessions = sqliteTable('oidc_sessions', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  providerId: text('provider_id')
    .notNull()
    .references(() => oidcProviders.id, { onDelete: 'cascade' }),
});

export type OidcProviderRow = typeof oidcProviders.$inferSelect;
