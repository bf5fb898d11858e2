import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { IncidentFormat, IncidentSeverity, StatusGroup } from '../../../shared/contracts/status-pages.js';
import { users } from './users.js';

/**
 * Public status pages (issue 46 item 2). The groups are kept as JSON, not a join table: a page
 * names a few dozen monitors and is always read whole, and a deleted monitor's id just matches
 * nothing. Slug and custom domain are unique across all users: both pick the page for anyone.
 */
export const statusPages = sqliteTable(
  'status_pages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    groups: text('groups', { mode: 'json' }).$type<StatusGroup[]>().notNull(),
    customDomain: text('custom_domain'),
    showAddresses: integer('show_addresses', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('status_pages_user_idx').on(t.userId), uniqueIndex('status_pages_slug_idx').on(t.slug), uniqueIndex('status_pages_domain_idx').on(t.customDomain)],
);

/** Incident posts on a page, newest first; times in ms since the epoch. */
export const statusIncidents = sqliteTable(
  'status_incidents',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    format: text('format').$type<IncidentFormat>().notNull().default('text'),
    severity: text('severity').$type<IncidentSeverity>().notNull(),
    createdAt: integer('created_at').notNull(),
    resolvedAt: integer('resolved_at'),
  },
  (t) => [index('status_incidents_page_idx').on(t.pageId, t.createdAt)],
);

export type StatusPageRow = typeof statusPages.$inferSelect;
export type StatusIncidentRow = typeof statusIncidents.$inferSelect;
