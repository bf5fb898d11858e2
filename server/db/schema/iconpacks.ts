import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.js';

/** Icon packs added by URL. userId null means a pack every user sees (not deletable by users). */
export const iconPacks = sqliteTable(
  'icon_packs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    iconProvider: text('icon_provider').notNull(),
    iconName: text('icon_name').notNull(),
    iconPackVersion: text('icon_pack_version').notNull().default(''),
    jsonUrl: text('json_url').notNull(),
    packDeveloper: text('pack_developer').notNull().default(''),
    credit: text('credit', { mode: 'json' }).$type<{ name: string; url: string }>(),
    /** Kept with the row so listing packs never has to read the cached pack JSON. */
    hasLightVariants: integer('has_light_variants', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('icon_packs_user_idx').on(t.userId)],
);

export type IconPackRow = typeof iconPacks.$inferSelect;
