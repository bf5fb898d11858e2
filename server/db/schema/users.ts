import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import type { WebEngine } from '../../../shared/contracts/search.js';
import type { HomeDensity } from '../../../shared/contracts/home.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { defaultSiteName } from '../../../shared/constants.js';
import type { WeatherUnit } from '../../../shared/contracts/weather.js';
import { defaultTheme, type ThemeName } from '../../../shared/themes.js';
import type { UiLanguage } from '../../../shared/ui-languages.js';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt hash of the md5 digest the client sends (see features/auth/password.ts). */
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  siteName: text('site_name').notNull().default(defaultSiteName),
  colorTheme: text('color_theme').$type<ThemeName>().notNull().default(defaultTheme),
  userAvatar: text('user_avatar', { mode: 'json' }).$type<Icon>().notNull().$defaultFn(() => builtinIcon('defaultuser')),
  siteLogo: text('site_logo', { mode: 'json' }).$type<Icon>().notNull().$defaultFn(() => builtinIcon('hearth')),
  isSuperAdmin: integer('is_super_admin', { mode: 'boolean' }).notNull().default(false),
  hideBranding: integer('hide_branding', { mode: 'boolean' }).notNull().default(false),
  camerafeed: integer('camerafeed', { mode: 'boolean' }).notNull().default(false),
  networkdevices: integer('networkdevices', { mode: 'boolean' }).notNull().default(false),
  authenticator: integer('authenticator', { mode: 'boolean' }).notNull().default(false),
  todolist: integer('todolist', { mode: 'boolean' }).notNull().default(false),
  snippetmanager: integer('snippetmanager', { mode: 'boolean' }).notNull().default(false),
  /** Weather location (spec-features §3 Weather settings); null until the user picks one. */
  location: text('location'),
  latitude: text('latitude'),
  longitude: text('longitude'),
  unit: text('unit').$type<WeatherUnit>().notNull().default('metric'),
  /** The command palette's web search (issue 29): an engine and, for SearXNG or custom, its URL. */
  webSearchEngine: text('web_search_engine').$type<WebEngine>().notNull().default('duckduckgo'),
  webSearchUrl: text('web_search_url').notNull().default(''),
  /** Home (issue 44): card density, and the section folders the user has collapsed (ids). */
  homeDensity: text('home_density').$type<HomeDensity>().notNull().default('comfortable'),
  homeCollapsed: text('home_collapsed', { mode: 'json' }).$type<string[]>().notNull().default([]),
  /** The language of Hearth's texts for this user (issue 47); null follows each browser's language. */
  language: text('language').$type<UiLanguage>(),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
