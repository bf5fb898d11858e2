import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';
import { listings } from './listings.js';

/**
 * Snippets of a snippet list (a listing of type snippet). `id` is the public id. `seq` is the
 * rowid and the change order: every change moves the snippet to the next seq, so "newest change
 * first" is seq descending, both here and in the full-text index (snippet_search, made by the
 * snippets_fts migration and keyed by seq), which can then page a search in its own order. Only
 * an INTEGER PRIMARY KEY keeps its value through VACUUM.
 */
export const snippets = sqliteTable(
  'snippets',
  {
    seq: integer('seq').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    snippetTitle: text('snippet_title').notNull(),
    snippetLanguage: text('snippet_language').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // Every index ends with the rowid (seq), so both serve ORDER BY seq DESC.
  (t) => [index('snippets_user_idx').on(t.userId), index('snippets_listing_idx').on(t.listingId, t.userId)],
);

/** The code items (files) of a snippet, in the order they were added. */
export const snippetItems = sqliteTable(
  'snippet_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippetId: text('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    snippetFilename: text('snippet_filename').notNull().default(''),
    snippetCode: text('snippet_code').notNull().default(''),
    snippetLanguage: text('snippet_language').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('snippet_items_snippet_idx').on(t.snippetId, t.createdAt)],
);

export type SnippetRow = typeof snippets.$inferSelect;
export type NewSnippetRow = typeof snippets.$inferInsert;
export type SnippetItemRow = typeof snippetItems.$inferSelect;
export type NewSnippetItemRow = typeof snippetItems.$inferInsert;
