import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { toUserData } from './user-data.js';
import { home, sidebar } from '../listings/listings.service.js';
import type { ListingCache } from '../listings/listing-cache.js';
import { listIconPacks } from '../iconpacks/iconpacks.service.js';

export interface DashboardOptions {
  isHostMode: boolean;
  listingCache: ListingCache;
}

export function loadDashboard(db: Db, user: UserRow, options: DashboardOptions): Dashboard {
  return {
    authenticators: [],
    userData: toUserData(user),
    sidebarItems: options.listingCache.get(user.id, 'sidebar', () => sidebar(db, user.id)),
    homepageItems: options.listingCache.get(user.id, 'home', () => home(db, user.id)),
    iconPacks: listIconPacks(db, user.id),
    isHostMode: options.isHostMode,
  };
}
