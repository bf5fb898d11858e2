import { sqliteTable, text, integer, index, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Icon } from '../../../shared/contracts/icons.js';
import type { HomeDisplay } from '../../../shared/contracts/home.js';
import type { ListingType } from '../../../shared/contracts/listings.js';
import { users } from './users.js';
import { dockerHosts } from './docker.js';

/** What is stored of a link's integration; config is encrypted at rest by the integrations area. */
export interface StoredIntegration {
  _id: string;
  appId: string;
  autoRefreshAfter: number;
  alwaysShowDetailedView: boolean;
  config: string | null;
  /**
   * Self-signed certificates trusted at Test connection (SHA-256), by target origin in `pins`;
   * `fingerprint` is the first target's. Rows saved before pins were per origin have no `pins`:
   * their `fingerprint` belongs to the link's own address (link-config.ts storedPins).
   */
  tls?: { selfSigned: boolean; fingerprint: string | null; pins?: Record<string, string> };
}

/**
 * Folders (category), links, todo lists, snippet lists and streams. parentId cascades, so deleting
 * a folder deletes its whole subtree in the database itself.
 */
export const listings = sqliteTable(
  'listings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnySQLiteColumn => listings.id, { onDelete: 'cascade' }),
    listingType: text('listing_type').$type<ListingType>().notNull(),
    listingName: text('listing_name').notNull(),
    listingUrl: text('listing_url'),
    localUrl: text('local_url'),
    /** A link's one-line note shown on its card and searched by the palette (issue 41). */
    description: text('description'),
    listingIcon: text('listing_icon', { mode: 'json' }).$type<Icon>(),
    inSidebar: integer('in_sidebar', { mode: 'boolean' }).notNull().default(false),
    onFeatured: integer('on_featured', { mode: 'boolean' }).notNull().default(false),
    /** A featured folder's look on Home (issue 44): a tile, or a section with its links inline. */
    homeDisplay: text('home_display').$type<HomeDisplay>().notNull().default('tile'),
    sortOrder: integer('sort_order').notNull().default(9999),
    integration: text('integration', { mode: 'json' }).$type<StoredIntegration>(),
    /**
     * A link's container (issue 42): by host and name, or by a label selector (`key=value`) on
     * any host. Deleting the host keeps the name, so the card shows the container as gone.
     */
    containerHostId: text('container_host_id').references(() => dockerHosts.id, { onDelete: 'set null' }),
    containerName: text('container_name'),
    containerLabel: text('container_label'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('listings_user_parent_idx').on(t.userId, t.parentId, t.sortOrder),
    index('listings_user_featured_idx').on(t.userId, t.onFeatured, t.sortOrder),
    index('listings_user_sidebar_idx').on(t.userId, t.inSidebar),
    index('listings_parent_idx').on(t.parentId),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
