import { kumaImportMessages as m } from '../../../../shared/messages.js';
import { badRequest } from '../../../http/errors.js';
import { isRecord } from '../import-tree.js';

/**
 * Uptime Kuma's JSON backup as Kuma 1.6 – 1.23 wrote it (src/components/settings/Backup.vue):
 * `{ version, notificationList, monitorList }`, where a notification is its database row with
 * its settings as a JSON string in `config`, and a monitor is what Monitor.toJSON() answers.
 * Only the fields Hearth maps are read; anything else in the file is ignored.
 */
export interface KumaNotification {
  id: number;
  name: string;
  type: string;
  active: boolean;
  /** The provider's own fields (ntfyserverurl, discordWebhookUrl, …), from `config`. */
  config: Record<string, unknown>;
}

export interface KumaTag {
  name: string;
  value: string;
}

export interface KumaMonitor {
  id: number;
  name: string;
  type: string;
  active: boolean;
  parent: number | null;
  url: string;
  method: string;
  hostname: string;
  port: number | null;
  interval: number;
  timeout: number | null;
  maxretries: number;
  keyword: string;
  invertKeyword: boolean;
  ignoreTls: boolean;
  upsideDown: boolean;
  acceptedStatusCodes: string[];
  dnsResolveType: string;
  dnsResolveServer: string;
  jsonPath: string;
  expectedValue: string;
  pushToken: string;
  mqttTopic: string;
  mqttUsername: string;
  /** Kuma's notification ids this monitor alerts. */
  notificationIds: number[];
  tags: KumaTag[];
  /** What the request carried that Hearth's check does not send (headers, body, a login). */
  requestExtras: string[];
}

export interface KumaBackup {
  version: string;
  notifications: KumaNotification[];
  monitors: KumaMonitor[];
  proxies: number;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
/** Kuma's booleans come as true/false from toJSON and as 1/0 from database rows. */
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Versions 1.6.0 (the first with a backup) to 1.x; Kuma 2 dropped the JSON backup. */
export function readableVersion(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major === 1 && minor >= 6;
}

function parseNotification(row: Record<string, unknown>): KumaNotification {
  let config: Record<string, unknown> = {};
  try {
    const parsed: unknown = typeof row.config === 'string' ? JSON.parse(row.config) : row.config;
    if (isRecord(parsed)) config = parsed;
  } catch {
    // A damaged config: the notification is shown as left out for want of its settings.
  }
  return { id: num(row.id) ?? -1, name: str(row.name) || str(config.name) || 'Notification', type: str(config.type), active: row.active === undefined ? true : flag(row.active), config };
}

function parseMonitor(row: Record<string, unknown>): KumaMonitor {
  const ids = isRecord(row.notificationIDList) ? Object.entries(row.notificationIDList).filter(([, on]) => flag(on)).map(([id]) => Number(id)).filter(Number.isFinite) : [];
  const tags = Array.isArray(row.tags) ? row.tags.filter(isRecord).map((tag) => ({ name: str(tag.name), value: str(tag.value) })).filter((tag) => tag.name) : [];
  const extras: string[] = [];
  if (str(row.headers)) extras.push('headers');
  if (str(row.body)) extras.push('a body');
  if (str(row.authMethod) || str(row.basic_auth_user)) extras.push('a login');
  return {
    id: num(row.id) ?? -1,
    name: str(row.name) || 'Monitor',
    type: str(row.type),
    active: row.active === undefined ? true : flag(row.active),
    parent: num(row.parent),
    url: str(row.url),
    method: (str(row.method) || 'GET').toUpperCase(),
    hostname: str(row.hostname),
    port: num(row.port),
    interval: num(row.interval) ?? 60,
    timeout: num(row.timeout),
    maxretries: Math.max(0, num(row.maxretries) ?? 0),
    keyword: str(row.keyword),
    invertKeyword: flag(row.invertKeyword),
    ignoreTls: flag(row.ignoreTls),
    upsideDown: flag(row.upsideDown),
    acceptedStatusCodes: Array.isArray(row.accepted_statuscodes) ? row.accepted_statuscodes.map(str).filter(Boolean) : [],
    dnsResolveType: str(row.dns_resolve_type).toUpperCase() || 'A',
    dnsResolveServer: str(row.dns_resolve_server),
    jsonPath: str(row.jsonPath),
    expectedValue: str(row.expectedValue),
    pushToken: str(row.pushToken),
    mqttTopic: str(row.mqttTopic),
    mqttUsername: str(row.mqttUsername),
    notificationIds: ids,
    tags,
    requestExtras: extras,
  };
}

/** Reads the backup's text; a file that is not one, or from a version Hearth does not read, is a 400 saying so. */
export function parseKumaBackup(text: string): KumaBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw badRequest(m.notJson(error instanceof Error ? error.message : String(error)));
  }
  if (!isRecord(data) || data.version === undefined || data.monitorList === undefined || data.notificationList === undefined) throw badRequest(m.notBackup);
  const version = str(data.version);
  if (!readableVersion(version)) throw badRequest(m.wrongVersion(version.slice(0, 40) || '(none)'));
  for (const list of ['notificationList', 'monitorList'] as const) if (!Array.isArray(data[list])) throw badRequest(m.listNotArray(list));
  const rows = (list: unknown): Record<string, unknown>[] => (Array.isArray(list) ? list.filter(isRecord) : []);
  return {
    version,
    notifications: rows(data.notificationList).map(parseNotification),
    monitors: rows(data.monitorList).map(parseMonitor),
    proxies: rows(data.proxyList).length,
  };
}
