import type { ComponentType } from 'react';
import {
  ArchiveIcon,
  CameraIcon,
  DeviceIcon,
  GridIcon,
  HeartIcon,
  HelpIcon,
  HomeIcon,
  ImportIcon,
  LockIcon,
  PackageIcon,
  PageIcon,
  PaletteIcon,
  ShapesIcon,
  ShieldIcon,
  SlidersIcon,
  TransferIcon,
  UserIcon,
  UsersIcon,
  WeatherIcon,
} from '../../components/icons/NavIcons.js';
import type { IconProps } from '../../components/icons/Svg.js';
import { donateUrl, supportUrl } from './externalLinks.js';
import { PulseIcon } from '../monitoring/MonitorIcons.js';
import { ContainerIcon } from '../containers/ContainerIcons.js';

/** One card of the settings home (spec-core §2 /manage) and, when internal, one settings menu entry. */
export interface SettingsSection {
  /** Its texts' key in the catalogue: settings.sections.<id>.title and .description. */
  id: string;
  /** The English title and description (en.json holds the same; the settings menu still reads these). */
  title: string;
  description: string;
  Icon: ComponentType<IconProps>;
  /** A route inside Hearth, or an outside address when `external` is set. */
  to: string;
  external?: boolean;
  superAdminOnly?: boolean;
}

export const homeCard: SettingsSection = {
  id: 'home',
  title: 'Home',
  description: 'Back to your dashboard and its featured listings.',
  Icon: HomeIcon,
  to: '/',
};

/** The settings sections under /manage, in the order the settings home shows them. */
export const settingsSections: readonly SettingsSection[] = [
  { id: 'general', title: 'General', description: 'Site name, logo and which features are switched on.', Icon: SlidersIcon, to: '/manage/general' },
  { id: 'listings', title: 'Listings', description: 'Folders, links, todo lists and snippets: add, sort and move.', Icon: GridIcon, to: '/manage/listing' },
  { id: 'pages', title: 'Pages', description: 'Write rich-text pages and publish them as links.', Icon: PageIcon, to: '/manage/page' },
  { id: 'weather', title: 'Weather', description: 'Location and units of the weather on your home page.', Icon: WeatherIcon, to: '/manage/weather' },
  { id: 'themes', title: 'Themes', description: 'Pick one of the light and dark colour themes.', Icon: PaletteIcon, to: '/manage/theme' },
  { id: 'iconPacks', title: 'Icon Packs', description: 'Add icon packs to choose icons from.', Icon: ShapesIcon, to: '/manage/iconpack' },
  { id: 'streamHub', title: 'Stream Hub', description: 'RTSP cameras with live preview and playback.', Icon: CameraIcon, to: '/manage/streaming' },
  { id: 'networkDevices', title: 'Network Devices', description: 'Devices on your LAN: status and wake-on-LAN.', Icon: DeviceIcon, to: '/manage/networkdevices' },
  { id: 'totp', title: 'TOTP Authenticator', description: 'Two-factor codes for your services.', Icon: ShieldIcon, to: '/manage/totp' },
  { id: 'healthChecks', title: 'Health Checks', description: 'Watch links, devices and cameras; alerts when one goes down.', Icon: PulseIcon, to: '/manage/monitoring' },
  { id: 'apps', title: 'App Integration', description: 'Integrations that show live data on link cards.', Icon: PackageIcon, to: '/manage/apps' },
  { id: 'accounts', title: 'User Account', description: 'Add and manage the people who use this Hearth.', Icon: UsersIcon, to: '/manage/accounts', superAdminOnly: true },
  { id: 'docker', title: 'Docker Hosts', description: 'Docker and podman engines: containers, their logs, and cards from their labels.', Icon: ContainerIcon, to: '/manage/docker', superAdminOnly: true },
  { id: 'https', title: 'Phones & HTTPS', description: 'Trust Hearth on your phone and open it over HTTPS.', Icon: LockIcon, to: '/manage/https', superAdminOnly: true },
  { id: 'sso', title: 'Single sign-on', description: 'Sign in with Authentik, Authelia, Keycloak or another OpenID provider.', Icon: LockIcon, to: '/manage/sso', superAdminOnly: true },
  { id: 'forwardAuth', title: 'Proxy sign-in', description: 'Let Authelia, Authentik or Tailscale in front of Hearth sign people in.', Icon: LockIcon, to: '/manage/forward-auth', superAdminOnly: true },
  { id: 'ldap', title: 'LDAP sign-in', description: 'Sign people in with their accounts in your LDAP directory.', Icon: LockIcon, to: '/manage/ldap', superAdminOnly: true },
  { id: 'backup', title: 'Backup', description: 'Back up everything to one file, on a schedule, and restore it.', Icon: ArchiveIcon, to: '/manage/backup', superAdminOnly: true },
  { id: 'transfer', title: 'Export & Import', description: 'Your links, lists, snippets and pages as one file, and bringing one in.', Icon: TransferIcon, to: '/manage/transfer' },
  { id: 'import', title: 'Import', description: 'Bring your links from Homepage, Dashy, Homarr or browser bookmarks.', Icon: ImportIcon, to: '/manage/import' },
  { id: 'profile', title: 'My Profile', description: 'Your name, avatar, password and branding.', Icon: UserIcon, to: '/manage/profile' },
];

export const externalCards: readonly SettingsSection[] = [
  { id: 'support', title: 'Support', description: 'Report a problem or ask for help on GitHub.', Icon: HelpIcon, to: supportUrl, external: true },
  { id: 'donate', title: 'Donate', description: 'Like Hearth? Support its development.', Icon: HeartIcon, to: donateUrl, external: true },
];

/** The sections a user may see: User Account only for the super admin. */
export function visibleSections(isSuperAdmin: boolean): SettingsSection[] {
  return settingsSections.filter((s) => !s.superAdminOnly || isSuperAdmin);
}

export function sectionByPath(pathname: string): SettingsSection | undefined {
  return settingsSections.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`));
}
