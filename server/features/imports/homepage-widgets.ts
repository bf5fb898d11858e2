import { customApiFields } from './custom-api-widget.js';
import type { RawWidget } from './import-tree.js';

/**
 * Homepage widget types that have a built-in Hearth integration, and which widget value fills
 * which of the integration's fields. Field names on the left are the integration manifests'
 * (resources/integrations/<appId>/manifest.json); on the right, the widget's keys as Homepage
 * documents them (gethomepage.dev/widgets/services/<type>). Types not listed import as links.
 */
export interface WidgetMapping {
  appId: string;
  /** The integration field that takes the widget's url. */
  urlField: string;
  fields: Record<string, string>;
  /** Values worked out from the widget rather than copied; they are checked like copied ones. */
  derived?: (widget: RawWidget) => Record<string, string>;
  /** Fields without which the integration shows nothing: lacking one, the link stays plain. */
  requires?: string[];
  /** Widget keys `derived` reads, besides those named in `fields`. */
  consumes?: string[];
}

const apiKey = { apiKey: 'key' };
const login = { username: 'username', password: 'password' };

export const homepageWidgets: Readonly<Record<string, WidgetMapping>> = {
  sonarr: { appId: 'com.sonarr', urlField: 'overrideurl', fields: apiKey },
  radarr: { appId: 'com.radarr', urlField: 'overrideurl', fields: apiKey },
  jellyfin: { appId: 'com.jellyfin', urlField: 'overrideurl', fields: apiKey },
  immich: { appId: 'com.immich', urlField: 'overrideurl', fields: apiKey },
  speedtest: { appId: 'com.speedtest.tracker', urlField: 'overrideurl', fields: apiKey },
  truenas: { appId: 'com.truenas.scale', urlField: 'appurl', fields: apiKey },
  plex: { appId: 'com.plex', urlField: 'overrideurl', fields: { token: 'key' } },
  homeassistant: { appId: 'com.homeassistant', urlField: 'overrideurl', fields: { token: 'key' } },
  adguard: { appId: 'com.adguardhome', urlField: 'overrideurl', fields: login },
  qbittorrent: { appId: 'com.qbittorrent', urlField: 'overrideurl', fields: login },
  // Homepage's Nextcloud widget takes the serverinfo monitoring token in `key`, or a login.
  nextcloud: { appId: 'com.nextcloud', urlField: 'overrideurl', fields: { token: 'key', ...login } },
  npm: { appId: 'com.proxyman', urlField: 'overrideurl', fields: { email: 'username', password: 'password' } },
  uptimekuma: { appId: 'com.uptimekuma', urlField: 'overrideurl', fields: { slug: 'slug' } },
  // Homepage's Proxmox widget signs in with an API token: username is its ID (user@realm!name),
  // password its secret; its Portainer widget with an access token in `key`.
  // Homarr's keeps the whole token in its apiKey (`user@realm!name=secret`, sent as
  // `PVEAPIToken=<apiKey>`), which reaches here as `key`.
  proxmox: { appId: 'com.proxmox', urlField: 'overrideurl', fields: { tokenId: 'username', tokenSecret: 'password' }, derived: splitProxmoxToken, consumes: ['key'] },
  portainer: { appId: 'com.portainer', urlField: 'overrideurl', fields: { accessToken: 'key' } },
  customapi: { appId: 'com.customapi', urlField: 'url', fields: {}, derived: customApiFields, requires: ['field1Label', 'field1Path'] },
  pihole: {
    appId: 'com.pihole',
    urlField: 'overrideurl',
    fields: { password: 'key' },
    // Homepage reads Pi-hole 5 unless the widget says `version: 6`.
    derived: (widget) => ({ version: Number(widget.values.version) >= 6 ? '6' : '5' }),
  },
  // Monitoring (issue 43). Homepage reads Glances' API 3 unless the widget says `version: 4`.
  glances: { appId: 'com.glances', urlField: 'overrideurl', fields: login, derived: (widget) => ({ version: Number(widget.values.version) >= 4 ? '4' : '3' }) },
  gotify: { appId: 'com.gotify', urlField: 'overrideurl', fields: { token: 'key' } },
  ntfy: { appId: 'com.ntfy', urlField: 'overrideurl', fields: { topic: 'topic', token: 'key', ...login }, requires: ['topic'] },
  netdata: { appId: 'com.netdata', urlField: 'overrideurl', fields: {} },
  // Homepage's Beszel widget signs in as a PocketBase superuser (the admin of before 0.9 for version 1, which Hearth does not read).
  beszel: { appId: 'com.beszel', urlField: 'overrideurl', fields: { email: 'username', password: 'password', system: 'systemId' }, derived: () => ({ account: 'superuser' }) },
  peanut: { appId: 'com.peanut', urlField: 'overrideurl', fields: { device: 'key', ...login } },
};

function splitProxmoxToken(widget: RawWidget): Record<string, string> {
  const key = widget.values.key;
  if (typeof key !== 'string' || widget.values.username !== undefined) return {};
  const at = key.indexOf('=');
  return at > 0 ? { tokenId: key.slice(0, at), tokenSecret: key.slice(at + 1) } : {};
}

/** Widget keys that hold a credential: one the mapping does not take is said to be left out. */
export const credentialKeys = ['key', 'apiKey', 'token', 'accessToken', 'username', 'password', 'email', 'secret', 'tokenId', 'tokenSecret'] as const;

/** Homepage lets a value name an environment variable or a file instead of holding it. */
export function isSecretReference(value: string): boolean {
  return /^\s*(\{\{\s*HOMEPAGE_(VAR|FILE)_|\$\{)/.test(value);
}
