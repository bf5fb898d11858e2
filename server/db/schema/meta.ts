import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Small facts about this Hearth installation (e.g. the fingerprint of its secret key). */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
