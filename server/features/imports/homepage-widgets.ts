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
  // Download clients (issue 43).
  sabnzbd: { appId: 'com.sabnzbd', urlField: 'overrideurl', fields: apiKey },
  transmission: { appId: 'com.transmission', urlField: 'overrideurl', fields: { ...login, rpcUrl: 'rpcUrl' } },
  deluge: { appId: 'com.deluge', urlField: 'overrideurl', fields: { password: 'password' } },
  nzbget: { appId: 'com.nzbget', urlField: 'overrideurl', fields: login },
  downloadstation: { appId: 'com.synology.downloadstation', urlField: 'overrideurl', fields: login },
  // Issue 43, media batch.
  audiobookshelf: { appId: 'com.audiobookshelf', urlField: 'overrideurl', fields: apiKey },
  // Homepage's Navidrome widget takes a Subsonic token and its salt, never the password.
  navidrome: { appId: 'com.navidrome', urlField: 'overrideurl', fields: { username: 'user', token: 'token', salt: 'salt' } },
  paperlessngx: { appId: 'com.paperlessngx', urlField: 'overrideurl', fields: { token: 'key', ...login } },
  komga: { appId: 'com.komga', urlField: 'overrideurl', fields: { ...apiKey, ...login } },
  mealie: { appId: 'com.mealie', urlField: 'overrideurl', fields: apiKey },
  prowlarr: { appId: 'com.prowlarr', urlField: 'overrideurl', fields: apiKey },
  lidarr: { appId: 'com.lidarr', urlField: 'overrideurl', fields: apiKey },
  bazarr: { appId: 'com.bazarr', urlField: 'overrideurl', fields: apiKey },
  // Homepage reads all three with its one seerr widget.
  seerr: { appId: 'com.seerr', urlField: 'overrideurl', fields: apiKey },
  overseerr: { appId: 'com.seerr', urlField: 'overrideurl', fields: apiKey },
  jellyseerr: { appId: 'com.seerr', urlField: 'overrideurl', fields: apiKey },
  tautulli: { appId: 'com.tautulli', urlField: 'overrideurl', fields: apiKey },
  emby: { appId: 'com.emby', urlField: 'overrideurl', fields: apiKey },
  // Storage, NAS and backup (issue 43).
  proxmoxbackupserver: { appId: 'com.proxmox.backup', urlField: 'overrideurl', fields: { tokenId: 'username', tokenSecret: 'password', datastore: 'datastore' } },
  scrutiny: { appId: 'com.scrutiny', urlField: 'overrideurl', fields: {} },
  openmediavault: { appId: 'com.openmediavault', urlField: 'overrideurl', fields: login },
  diskstation: { appId: 'com.synology.dsm', urlField: 'overrideurl', fields: { ...login, volume: 'volume' } },
  unraid: { appId: 'com.unraid', urlField: 'overrideurl', fields: apiKey },
  // Network batch (issue 43).
  traefik: { appId: 'com.traefik', urlField: 'overrideurl', fields: login },
  technitium: { appId: 'com.technitium', urlField: 'overrideurl', fields: { token: 'key', range: 'range' } },
  gluetun: { appId: 'com.gluetun', urlField: 'overrideurl', fields: apiKey },
  // Homepage's OPNsense widget takes the API key as username, its secret as password.
  opnsense: { appId: 'com.opnsense', urlField: 'overrideurl', fields: { key: 'username', secret: 'password', wan: 'wan' } },
  // Homepage's pfSense widget sends a REST API v2 key as its own `X-API-Key` header.
  pfsense: { appId: 'com.pfsense', urlField: 'overrideurl', fields: { ...login, wan: 'wan' }, derived: (widget) => headerValue(widget, 'x-api-key', 'apiKey') },
  unifi: { appId: 'com.unifi', urlField: 'overrideurl', fields: { ...login, apiKey: 'key', site: 'site' } },
  // Homepage reads a UniFi console's Network application with the same widget (src/widgets/widgets.js).
  unifi_console: { appId: 'com.unifi', urlField: 'overrideurl', fields: { ...login, apiKey: 'key', site: 'site' } },
  wgeasy: { appId: 'com.wgeasy', urlField: 'overrideurl', fields: login },
  // The "apps" built-ins (issue 43).
  gitea: { appId: 'com.gitea', urlField: 'overrideurl', fields: apiKey },
  grafana: { appId: 'com.grafana', urlField: 'overrideurl', fields: login },
  healthchecks: { appId: 'com.healthchecks', urlField: 'overrideurl', fields: apiKey },
  changedetectionio: { appId: 'com.changedetection', urlField: 'overrideurl', fields: apiKey },
  authentik: { appId: 'com.authentik', urlField: 'overrideurl', fields: apiKey },
  frigate: { appId: 'com.frigate', urlField: 'overrideurl', fields: login },
  miniflux: { appId: 'com.miniflux', urlField: 'overrideurl', fields: apiKey },
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

/** A header the widget sets (`headers:`, any case) as the integration field `field`. */
function headerValue(widget: RawWidget, header: string, field: string): Record<string, string> {
  const headers = widget.raw.headers;
  if (!headers || typeof headers !== 'object') return {};
  const found = Object.entries(headers).find(([name, value]) => name.toLowerCase() === header && typeof value === 'string');
  return found ? { [field]: String(found[1]) } : {};
}

/** Widget keys that hold a credential: one the mapping does not take is said to be left out. */
export const credentialKeys = ['key', 'apiKey', 'token', 'accessToken', 'username', 'password', 'email', 'secret', 'tokenId', 'tokenSecret'] as const;

/**
 * Homepage lets a value name an environment variable or a file instead of holding it; Dashy
 * reads an option that starts with VUE_APP_ from its environment (parseAsEnvVar).
 */
export function isSecretReference(value: string): boolean {
  return /^\s*(\{\{\s*HOMEPAGE_(VAR|FILE)_|\$\{|VUE_APP_)/.test(value);
}
