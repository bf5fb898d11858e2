import { sqliteTable, text, primaryKey, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';
import { listings } from './listings.js';

/** Pinned cameras of a user (at most 4, oldest dropped first), kept here so every device sees them. */
export const streamPins = sqliteTable(
  'stream_pins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    pinnedAt: text('pinned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('stream_pins_listing_idx').on(t.listingId)],
);
export type StreamPinRow = typeof streamPins.$inferSelect;

/**
 * A camera's password, sealed with the installation's key (secret-box.ts) like TOTP secrets and
 * integration passwords. The listing's URL keeps the password's place with the mask, so the
 * database (and a copy of it) holds no camera password in clear.
 */
export const streamSecrets = sqliteTable('stream_secrets', {
  listingId: text('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  passwordSealed: text('password_sealed').notNull(),
});
