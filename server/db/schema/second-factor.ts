import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/**
 * A user's own TOTP second factor (issue 45 item 4). The seed is sealed with the installation's
 * key; `confirmedAt` stays null until a code from the app proves the enrolment. `lastStep` is the
 * time step of the last accepted code, so a code is never accepted twice.
 */
export const userTotp = sqliteTable('user_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: text('confirmed_at'),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: text('created_at').notNull(),
});

/** Single-use recovery codes: only a keyed digest is kept; `usedAt` marks a spent one. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeDigest: text('code_digest').notNull(),
    usedAt: text('used_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Passkeys (WebAuthn credentials). A credential belongs to one RP ID (the host name it was made
 * on), kept so the profile can say where it works and sign-in offers only the ones that can.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The credential ID, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** JSON array of transports the authenticator named. */
    transports: text('transports').notNull().default('[]'),
    rpId: text('rp_id').notNull(),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId), uniqueIndex('passkeys_credential_idx').on(t.credentialId)],
);

export type UserTotpRow = typeof userTotp.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
