import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { featuredSidebarEntry, type Dashboard } from '../../../shared/contracts/dashboard.js';
import { toUserData } from './user-data.js';
import { home, sidebar } from '../listings/listings.service.js';
import type { ListingCache } from '../listings/listing-cache.js';
import { listIconPacks } from '../iconpacks/iconpacks.service.js';
import type { TotpEntry } from '../../../shared/contracts/totp.js';

export interface DashboardOptions {
  isHostMode: boolean;
  listingCache: ListingCache;
  /** The user's authenticator entries with their current codes (never secrets). */
  authenticators: TotpEntry[];
}

type ListingParts = Pick<Dashboard, 'sidebarItems' | 'homepageItems'>;
type OtherParts = Omit<Dashboard, keyof ListingParts>;

/**
 * The answer of GET /dashboard as JSON text. The listing lists are the bulk of it and change only
 * with listing writes, so their JSON comes from the listing cache and is spliced in; the rest is
 * read fresh on every call.
 */
export function dashboardJson(db: Db, user: UserRow, options: DashboardOptions): string {
  const listings = options.listingCache.get(
    user.id,
    'dashboard-listings',
    () => {
      const parts: ListingParts = { sidebarItems: [featuredSidebarEntry, ...sidebar(db, user.id)], homepageItems: home(db, user.id) };
      return JSON.stringify(parts).slice(1, -1);
    },
    (json) => json.length,
  );
  const others: OtherParts = {
    authenticators: options.authenticators,
    userData: toUserData(user),
    iconPacks: listIconPacks(db, user.id),
    isHostMode: options.isHostMode,
  };
  return `{"error":false,"message":{${listings},${JSON.stringify(others).slice(1)}}`;
}
