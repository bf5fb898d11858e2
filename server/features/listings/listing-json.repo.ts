import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * One listings row as the client sees it (the same object toListing() builds), written by SQLite
 * itself. Building the 1,000-item folder list this way skips a JavaScript object per row and
 * JSON.stringify: the JSON text comes straight out of the query. listing-json.test.ts holds the
 * two to the same answer for every kind of row.
 */
const listingJson = sql.raw(`json_object(
  '_id', id,
  'listingType', listing_type,
  'listingName', listing_name,
  'listingUrl', listing_url,
  'localUrl', local_url,
  'description', description,
  'listingIcon', json(listing_icon),
  'inSidebar', json(CASE WHEN in_sidebar THEN 'true' ELSE 'false' END),
  'onFeatured', json(CASE WHEN on_featured THEN 'true' ELSE 'false' END),
  'homeDisplay', home_display,
  'parentId', parent_id,
  'sortOrder', sort_order,
  'integration', CASE WHEN integration IS NULL THEN NULL ELSE json_object(
    '_id', integration ->> '$._id',
    'appId', integration ->> '$.appId',
    'autoRefreshAfter', integration ->> '$.autoRefreshAfter',
    'alwaysShowDetailedView', json(CASE WHEN integration ->> '$.alwaysShowDetailedView' THEN 'true' ELSE 'false' END),
    'config', json('{}')
  ) END,
  'createdAt', created_at,
  'updatedAt', updated_at
)`);

/** The JSON array of the user's listings matching `where`, in the user's order. */
function itemsJson(db: Db, userId: string, where: SQL): string {
  const row = db.get<{ items: string }>(sql`
    SELECT json_group_array(${listingJson} ORDER BY sort_order, created_at) AS items
    FROM listings WHERE user_id = ${userId} AND ${where}`);
  return row.items;
}

/** A folder's children as JSON, streams excluded: what childItems(…, false) lists. */
export function folderItemsJson(db: Db, userId: string, folderId: string): string {
  return itemsJson(db, userId, sql`parent_id = ${folderId} AND listing_type != 'stream'`);
}

/** The home page's items as JSON: what featuredRootItems() lists. */
export function homeItemsJson(db: Db, userId: string): string {
  return itemsJson(db, userId, sql`parent_id IS NULL AND on_featured = 1 AND listing_type != 'stream'`);
}

/**
 * The children of the user's featured root folders shown as sections (streams excluded), as JSON:
 * the home draws every section from this one list, grouping it by parentId.
 */
export function sectionItemsJson(db: Db, userId: string): string {
  return itemsJson(
    db,
    userId,
    sql`listing_type != 'stream' AND parent_id IN (SELECT id FROM listings WHERE user_id = ${userId} AND parent_id IS NULL AND on_featured = 1 AND listing_type = 'category' AND home_display = 'section')`,
  );
}
