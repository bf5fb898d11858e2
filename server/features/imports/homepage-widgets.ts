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
  /** Values worked out from the widget rather than copied. */
  derived?: (widget: RawWidget) => Record<string, string>;
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
  nextcloud: { appId: 'com.nextcloud', urlField: 'overrideurl', fields: login },
  npm: { appId: 'com.proxyman', urlField: 'overrideurl', fields: { email: 'username', password: 'password' } },
  uptimekuma: { appId: 'com.uptimekuma', urlField: 'overrideurl', fields: { slug: 'slug' } },
  // Homepage's Proxmox widget signs in with an API token: username is its ID (user@realm!name),
  // password its secret; its Portainer widget with an access token in `key`.
  proxmox: { appId: 'com.proxmox', urlField: 'overrideurl', fields: { tokenId: 'username', tokenSecret: 'password' } },
  portainer: { appId: 'com.portainer', urlField: 'overrideurl', fields: { accessToken: 'key' } },
  pihole: {
    appId: 'com.pihole',
    urlField: 'overrideurl',
    fields: { password: 'key' },
    // Homepage reads Pi-hole 5 unless the widget says `version: 6`.
    derived: (widget) => ({ version: Number(widget.values.version) >= 6 ? '6' : '5' }),
  },
};

/** Homepage lets a value name an environment variable or a file instead of holding it. */
export function isSecretReference(value: string): boolean {
  return /^\s*(\{\{\s*HOMEPAGE_(VAR|FILE)_|\$\{)/.test(value);
}
