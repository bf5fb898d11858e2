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

const head = Buffer.from('{"error":false,"message":{');

/**
 * The answer of GET /dashboard as UTF-8 JSON. The listing lists are the bulk of it and change only
 * with listing writes, so their JSON bytes come from the listing cache and are spliced in; the rest
 * is read fresh on every call. Bytes rather than text: encoding the 20 KB listing part again on
 * every request was a sixth of the request's CPU (DESIGN §9's dashboard throughput budget).
 */
export function dashboardBody(db: Db, user: UserRow, options: DashboardOptions): Buffer {
  const listings = options.listingCache.get(
    user.id,
    'dashboard-listings',
    () => {
      const parts: ListingParts = { sidebarItems: [featuredSidebarEntry, ...sidebar(db, user.id)], homepageItems: home(db, user.id) };
      return Buffer.from(`${JSON.stringify(parts).slice(1, -1)},`);
    },
    (bytes) => bytes.length,
  );
  const others: OtherParts = {
    authenticators: options.authenticators,
    userData: toUserData(user),
    iconPacks: listIconPacks(db, user.id),
    isHostMode: options.isHostMode,
  };
  return Buffer.concat([head, listings, Buffer.from(`${JSON.stringify(others).slice(1)}}`)]);
}
