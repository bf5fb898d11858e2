import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { toUserData } from './user-data.js';
import { home, sidebar } from '../listings/listings.service.js';

export interface DashboardOptions {
  isHostMode: boolean;
}

export function loadDashboard(db: Db, user: UserRow, options: DashboardOptions): Dashboard {
  return {
    authenticators: [],
    userData: toUserData(user),
    sidebarItems: sidebar(db, user.id),
    homepageItems: home(db, user.id),
    iconPacks: [],
    isHostMode: options.isHostMode,
  };
}
