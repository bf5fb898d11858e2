import type { Icon } from './icons.js';
import type { ThemeName } from '../themes.js';
import type { Listing } from './listings.js';
import type { IconPack } from './iconpacks.js';

/** userData of GET /api/v1/dashboard (spec-core §3). */
export interface UserData {
  _id: string;
  fullName: string;
  username: string;
  userAvatar: Icon;
  colorTheme: ThemeName;
  isSuperAdmin: boolean;
  camerafeed: boolean;
  networkdevices: boolean;
  authenticator: boolean;
  todolist: boolean;
  snippetmanager: boolean;
  siteName: string;
  siteLogo: Icon;
  hideBranding: boolean;
}

export interface Dashboard {
  authenticators: unknown[];
  userData: UserData;
  sidebarItems: Listing[];
  homepageItems: Listing[];
  iconPacks: IconPack[];
  isHostMode: boolean;
}
