import { isRecord, type RawWidget } from './import-tree.js';

/**
 * Dashy widgets (Lissy93/dashy src/components/Widgets/, docs/widgets.md) that read a service
 * Hearth has a built-in for, put in Homepage's words (its widget type and keys), so that they go
 * through the one widget mapping (homepage-widgets.ts): fields carried, keys only when ticked.
 * Each names the options its widget's component reads.
 */
interface DashyWidget {
  /** The Homepage widget type it becomes. */
  type: string;
  /** The link's name when the widget has no `label`. */
  name: string;
  /** The service's address, as the widget's component builds it. */
  url: (options: Record<string, unknown>) => string | null;
  /** The widget's options as Homepage's keys (`key`, `username`, `password`, `slug`, `version`). */
  values: (options: Record<string, unknown>) => Record<string, string>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

/** Only the values the widget has, under Homepage's key names. */
function pick(options: Record<string, unknown>, keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).flatMap(([to, from]) => {
    const value = text(options[from]);
    return value === null ? [] : [[to, value]];
  }));
}

const hostname = (options: Record<string, unknown>) => text(options.hostname);
const login = (options: Record<string, unknown>) => pick(options, { username: 'username', password: 'password' });

// PiHoleStats.vue etc. read `hostname` and `apiKey` (Pi-hole 5's API token); the -v6 widgets send `apiKey` as the password.
const pihole = (version: '5' | '6'): DashyWidget => ({ type: 'pihole', name: 'Pi-hole', url: hostname, values: (o) => ({ ...pick(o, { key: 'apiKey' }), version }) });
// AdGuard*.vue: `hostname`, then Basic auth from `username` and `password`.
const adguard: DashyWidget = { type: 'adguard', name: 'AdGuard Home', url: hostname, values: login };
// NextcloudMixin.js: `hostname`, `username` and an app password in `password`.
const nextcloud: DashyWidget = { type: 'nextcloud', name: 'Nextcloud', url: hostname, values: login };

// GlancesMixin.js: `hostname`, `apiVersion` (3 unless set), Basic auth from `username` and `password`.
const glances: DashyWidget = { type: 'glances', name: 'Glances', url: hostname, values: (o) => ({ ...login(o), version: text(o.apiVersion) ?? '3' }) };
// NdCpuHistory.vue and its siblings read `host` only (Netdata's API without a token).
const netdata: DashyWidget = { type: 'netdata', name: 'Netdata', url: (o) => text(o.host), values: () => ({}) };
const glancesTypes = ['alerts', 'compact-metrics', 'cpu-history', 'cpu-speedometer', 'cpu-temp', 'current-cores', 'current-cpu', 'current-mem', 'disk-io', 'disk-space', 'ip-address', 'load-history', 'mem-history', 'mem-speedometer', 'network-interfaces', 'network-traffic', 'system-load', 'uptime'];

export const dashyWidgets: Readonly<Record<string, DashyWidget>> = {
  // The widget types of Dashy's WidgetBase.vue (Lissy93/dashy @ fde9941).
  ...Object.fromEntries(glancesTypes.map((name) => [`gl-${name}`, glances])),
  'nd-cpu-history': netdata,
  'nd-load-history': netdata,
  'nd-ram-history': netdata,
  'pi-hole-stats': pihole('5'),
  'pi-hole-top-queries': pihole('5'),
  'pi-hole-traffic': pihole('5'),
  'pi-hole-stats-v6': pihole('6'),
  'pi-hole-top-queries-v6': pihole('6'),
  'pi-hole-traffic-v6': pihole('6'),
  'adguard-stats': adguard,
  'adguard-dns-info': adguard,
  'adguard-filter-status': adguard,
  'adguard-top-domains': adguard,
  'nextcloud-stats': nextcloud,
  'nextcloud-system': nextcloud,
  'nextcloud-user': nextcloud,
  'nextcloud-notifications': nextcloud,
  'nextcloud-php-opcache': nextcloud,
  'nextcloud-user-status': nextcloud,
  // GluetunStatus.vue reads `hostname` only: the control server without auth.
  'gluetun-status': { type: 'gluetun', name: 'Gluetun', url: hostname, values: () => ({}) },
  // Proxmox.vue signs in with `PVEAPIToken=<user_name>!<token_name>=<token_uuid>`.
  'proxmox-lists': {
    type: 'proxmox',
    name: 'Proxmox VE',
    url: (o) => text(o.cluster_url),
    values: (o) => {
      const user = text(o.user_name);
      const token = text(o.token_name);
      return { ...(user && token ? { username: `${user}!${token}` } : {}), ...pick(o, { password: 'token_uuid' }) };
    },
  },
  // Sabnzbd.vue calls `<sabnzbdUrl><pathPrefix, "/sabnzbd" unless set>/api?apikey=<apiKey>`.
  sabnzbd: {
    type: 'sabnzbd',
    name: 'SABnzbd',
    url: (o) => {
      const base = text(o.sabnzbdUrl);
      const prefix = typeof o.pathPrefix === 'string' ? o.pathPrefix : '/sabnzbd';
      return base ? `${base.replace(/\/+$/, '')}${prefix.replace(/\/+$/, '')}` : null;
    },
    values: (o) => pick(o, { key: 'apiKey' }),
  },
  'synology-download': { type: 'downloadstation', name: 'Download Station', url: hostname, values: login },
  // HealthChecks.vue: `host`, healthchecks.io when unset, and `apiKey`.
  'health-checks': { type: 'healthchecks', name: 'Healthchecks', url: (o) => text(o.host) ?? 'https://healthchecks.io', values: (o) => pick(o, { key: 'apiKey' }) },
  // UptimeKumaStatusPage.vue reads a status page: `host` and `slug`.
  'uptime-kuma-status-page': { type: 'uptimekuma', name: 'Uptime Kuma', url: (o) => text(o.host), values: (o) => pick(o, { slug: 'slug' }) },
};

/** A Dashy widget as a link's widget: its name, address and Homepage widget, or null when Hearth has no built-in for it. */
export function dashyWidget(raw: Record<string, unknown>): { name: unknown; url: string | null; widget: RawWidget } | null {
  const type = typeof raw.type === 'string' ? raw.type.trim().toLowerCase() : '';
  const known = dashyWidgets[type];
  if (!known) return null;
  const options = isRecord(raw.options) ? raw.options : {};
  const url = known.url(options);
  return { name: text(raw.label) ?? known.name, url, widget: { type: known.type, url, values: known.values(options), raw: options } };
}
