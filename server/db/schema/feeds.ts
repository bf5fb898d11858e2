import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/**
 * Feeds a user follows (issue 44 item 6). The validators (ETag, Last-Modified) are kept per feed
 * so a refresh asks conditionally and a 304 reuses the stored items; `fetched_at` (ms) holds the
 * last time the server asked, so no widget can make it ask faster than the minimum interval.
 */
export const feeds = sqliteTable(
  'feeds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The name the user gave; null: the feed's own title. */
    customTitle: text('custom_title'),
    feedTitle: text('feed_title'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the server last asked (ms since the epoch), answered or not; null: never. */
    checkedAt: integer('checked_at'),
    /** When the feed last answered 200 or 304 (ms since the epoch). */
    fetchedAt: integer('fetched_at'),
    errorKind: text('error_kind'),
    errorMessage: text('error_message'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('feeds_user_url_idx').on(t.userId, t.url)],
);

/** A feed's items as last read; `read` is the user's and survives refreshes (matched by guid). */
export const feedItems = sqliteTable(
  'feed_items',
  {
    id: text('id').primaryKey(),
    feedId: text('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    publishedAt: integer('published_at').notNull(),
    thumbnail: text('thumbnail'),
    summaryHtml: text('summary_html').notNull(),
    read: integer('read', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [uniqueIndex('feed_items_feed_guid_idx').on(t.feedId, t.guid), index('feed_items_user_published_idx').on(t.userId, t.publishedAt)],
);

export type FeedRow = typeof feeds.$inferSelect;
export type FeedItemRow = typeof feedItems.$inferSelect;
