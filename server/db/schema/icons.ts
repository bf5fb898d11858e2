import { sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/** Uploaded icons: the processed file lives in <dataDir>/uploads/<iconPath>. */
export const icons = sqliteTable(
  'icons',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    iconPath: text('icon_path').notNull().unique(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('icons_user_idx').on(t.userId, t.createdAt)],
);

export type IconRow = typeof icons.$inferSelect;
