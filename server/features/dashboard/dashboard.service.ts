import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { toUserData } from './user-data.js';

export interface DashboardOptions {
  isHostMode: boolean;
}

export function loadDashboard(_db: Db, user: UserRow, options: DashboardOptions): Dashboard {
  return {
    authenticators: [],
    userData: toUserData(user),
    sidebarItems: [],
    homepageItems: [],
    iconPacks: [],
    isHostMode: options.isHostMode,
  };
}
