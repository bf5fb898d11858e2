import type { ListingRow } from '../../db/schema/index.js';
import type { Listing } from '../../../shared/contracts/listings.js';
import { maskStreamUrl } from '../../../shared/contracts/streams.js';

/** A listing as the client sees it. Integration config never leaves the server here. */
export function toListing(row: ListingRow): Listing {
  return {
    _id: row.id,
    listingType: row.listingType,
    listingName: row.listingName,
    // A camera URL may carry a password: it never leaves the server in full.
    listingUrl: row.listingType === 'stream' && row.listingUrl ? maskStreamUrl(row.listingUrl) : row.listingUrl,
    localUrl: row.localUrl,
    description: row.description,
    listingIcon: row.listingIcon,
    inSidebar: row.inSidebar,
    onFeatured: row.onFeatured,
    homeDisplay: row.homeDisplay,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    integration: row.integration
      ? {
          _id: row.integration._id,
          appId: row.integration.appId,
          autoRefreshAfter: row.integration.autoRefreshAfter,
          alwaysShowDetailedView: row.integration.alwaysShowDetailedView,
          config: {},
        }
      : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
