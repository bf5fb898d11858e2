import type { TotpEntry } from './totp.js';
import type { Icon } from './icons.js';
import type { WeatherUnit } from './weather.js';
import type { ThemeName } from '../themes.js';
import type { UiLanguage } from '../ui-languages.js';
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
  /** The saved weather location (null until chosen) and unit, as the original API carried them. */
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  unit: WeatherUnit;
  /** The language of Hearth's texts for this user (issue 47); null follows the browser's. */
  language: UiLanguage | null;
}

/**
 * The first entry of sidebarItems, as the original API puts it there: the home page. Clients
 * written for the original show it; Hearth's sidebar shows it as Home.
 */
export interface FeaturedSidebarEntry {
  _id: null;
  listingName: 'Featured';
  listingType: 'link';
  listingUrl: '/';
}

export const featuredSidebarEntry: FeaturedSidebarEntry = { _id: null, listingName: 'Featured', listingType: 'link', listingUrl: '/' };

export type SidebarItem = FeaturedSidebarEntry | Listing;

export function isFeaturedEntry(item: SidebarItem): item is FeaturedSidebarEntry {
  return item._id === null;
}

export interface Dashboard {
  authenticators: TotpEntry[];
  userData: UserData;
  /** The Featured entry, then the user's sidebar listings in their own order (tree order). */
  sidebarItems: SidebarItem[];
  homepageItems: Listing[];
  iconPacks: IconPack[];
  isHostMode: boolean;
}
