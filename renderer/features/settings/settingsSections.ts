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
  title: string;
  description: string;
  Icon: ComponentType<IconProps>;
  /** A route inside Hearth, or an outside address when `external` is set. */
  to: string;
  external?: boolean;
  superAdminOnly?: boolean;
}

export const homeCard: SettingsSection = {
  title: 'Home',
  description: 'Back to your dashboard and its featured listings.',
  Icon: HomeIcon,
  to: '/',
};

/** The settings sections under /manage, in the order the settings home shows them. */
export const settingsSections: readonly SettingsSection[] = [
  { title: 'General', description: 'Site name, logo and which features are switched on.', Icon: SlidersIcon, to: '/manage/general' },
  { title: 'Listings', description: 'Folders, links, todo lists and snippets: add, sort and move.', Icon: GridIcon, to: '/manage/listing' },
  { title: 'Pages', description: 'Write rich-text pages and publish them as links.', Icon: PageIcon, to: '/manage/page' },
  { title: 'Weather', description: 'Location and units of the weather on your home page.', Icon: WeatherIcon, to: '/manage/weather' },
  { title: 'Themes', description: 'Pick one of the light and dark colour themes.', Icon: PaletteIcon, to: '/manage/theme' },
  { title: 'Icon Packs', description: 'Add icon packs to choose icons from.', Icon: ShapesIcon, to: '/manage/iconpack' },
  { title: 'Stream Hub', description: 'RTSP cameras with live preview and playback.', Icon: CameraIcon, to: '/manage/streaming' },
  { title: 'Network Devices', description: 'Devices on your LAN: status and wake-on-LAN.', Icon: DeviceIcon, to: '/manage/networkdevices' },
  { title: 'TOTP Authenticator', description: 'Two-factor codes for your services.', Icon: ShieldIcon, to: '/manage/totp' },
  { title: 'Health Checks', description: 'Watch links, devices and cameras; alerts when one goes down.', Icon: PulseIcon, to: '/manage/monitoring' },
  { title: 'App Integration', description: 'Integrations that show live data on link cards.', Icon: PackageIcon, to: '/manage/apps' },
  { title: 'User Account', description: 'Add and manage the people who use this Hearth.', Icon: UsersIcon, to: '/manage/accounts', superAdminOnly: true },
  { title: 'Docker Hosts', description: 'Docker and podman engines: containers, their logs, and cards from their labels.', Icon: ContainerIcon, to: '/manage/docker', superAdminOnly: true },
  { title: 'Phones & HTTPS', description: 'Trust Hearth on your phone and open it over HTTPS.', Icon: LockIcon, to: '/manage/https', superAdminOnly: true },
  { title: 'Single sign-on', description: 'Sign in with Authentik, Authelia, Keycloak or another OpenID provider.', Icon: LockIcon, to: '/manage/sso', superAdminOnly: true },
  { title: 'Proxy sign-in', description: 'Let Authelia, Authentik or Tailscale in front of Hearth sign people in.', Icon: LockIcon, to: '/manage/forward-auth', superAdminOnly: true },
  { title: 'LDAP sign-in', description: 'Sign people in with their accounts in your LDAP directory.', Icon: LockIcon, to: '/manage/ldap', superAdminOnly: true },
  { title: 'Backup', description: 'Back up everything to one file, on a schedule, and restore it.', Icon: ArchiveIcon, to: '/manage/backup', superAdminOnly: true },
  { title: 'Export & Import', description: 'Your links, lists, snippets and pages as one file, and bringing one in.', Icon: TransferIcon, to: '/manage/transfer' },
  { title: 'Import', description: 'Bring your links from Homepage, Dashy, Homarr or browser bookmarks.', Icon: ImportIcon, to: '/manage/import' },
  { title: 'My Profile', description: 'Your name, avatar, password and branding.', Icon: UserIcon, to: '/manage/profile' },
];

export const externalCards: readonly SettingsSection[] = [
  { title: 'Support', description: 'Report a problem or ask for help on GitHub.', Icon: HelpIcon, to: supportUrl, external: true },
  { title: 'Donate', description: 'Like Hearth? Support its development.', Icon: HeartIcon, to: donateUrl, external: true },
];

/** The sections a user may see: User Account only for the super admin. */
export function visibleSections(isSuperAdmin: boolean): SettingsSection[] {
  return settingsSections.filter((s) => !s.superAdminOnly || isSuperAdmin);
}

export function sectionByPath(pathname: string): SettingsSection | undefined {
  return settingsSections.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`));
}
