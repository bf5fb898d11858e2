import { sqliteTable, text, integer, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AppConfigField } from '../../../shared/contracts/integrations.js';

/**
 * Installed integration packages. Global (not per user): the super admin installs them and every
 * user may use them. The package itself lives in <dataDir>/apps/<appId>.
 */
export const apps = sqliteTable(
  'apps',
  {
    id: text('id').primaryKey(),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    version: text('version').notNull(),
    description: text('description').notNull(),
    appIcon: text('app_icon').notNull(),
    /** 0 installing dependencies, 1 ready, -1 npm install failed (spec-core §3). */
    npmInstalled: integer('npm_installed').notNull().default(0),
    coreSettings: integer('core_settings', { mode: 'boolean' }).notNull().default(false),
    configured: integer('configured', { mode: 'boolean' }).notNull().default(true),
    config: text('config', { mode: 'json' }).$type<AppConfigField[]>().notNull(),
    autoRefreshAfterSeconds: integer('auto_refresh_after_seconds').notNull().default(0),
    alwaysShowDetailedView: integer('always_show_detailed_view', { mode: 'boolean' }).notNull().default(false),
    repoLink: text('repo_link'),
    licenseName: text('license_name'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('apps_app_id_idx').on(t.appId)],
);

export type AppRow = typeof apps.$inferSelect;
export type NewAppRow = typeof apps.$inferInsert;
