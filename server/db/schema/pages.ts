import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/** Custom rich-text pages (spec-features §3). page_content is HTML, sanitised before it is stored. */
export const pages = sqliteTable(
  'pages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageTitle: text('page_title').notNull(),
    pageContent: text('page_content').notNull().default(''),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('pages_user_idx').on(t.userId, t.createdAt)],
);

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;
