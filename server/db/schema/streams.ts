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
