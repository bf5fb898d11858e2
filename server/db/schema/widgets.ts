import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { WidgetKind } from '../../../shared/contracts/widgets.js';
import { users } from './users.js';
import { pages } from './pages.js';

/**
 * Widgets (issue 44): per user, on the home (page_id null) or on one of the user's custom pages,
 * which takes its widgets with it when deleted. config is the kind's settings, checked on save.
 */
export const widgets = sqliteTable(
  'widgets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: text('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WidgetKind>().notNull(),
    config: text('config', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('widgets_user_area_idx').on(t.userId, t.pageId, t.position)],
);

export type WidgetRow = typeof widgets.$inferSelect;
export type NewWidgetRow = typeof widgets.$inferInsert;
