import { dnsRecordTypes, normaliseHost, parseJsonPath, parseResolver, pushPathPrefix, type CheckTarget, type DnsRecordType } from '../../../../shared/contracts/monitor-checks.js';
import { monitorLimits, type CheckMethod, type MonitorKind } from '../../../../shared/contracts/monitoring.js';
import { normaliseUrl } from '../../../../shared/contracts/urls.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import type { KumaMonitor } from './kuma.parse.js';

/** How a Kuma monitor is checked in Hearth: a link's HTTP check, a device's ping, or a check of its own. */
export type PlannedCheck =
  | { via: 'link'; url: string; method: CheckMethod; statusMin: number; statusMax: number; keyword: string | null }
  | { via: 'device'; host: string }
  | { via: 'check'; target: CheckTarget };

export interface MappedMonitor {
  kind: MonitorKind | null;
  check: PlannedCheck | null;
  /** The address or host checked: what the reach rule looks at. */
  address: string;
  intervalSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
  notes: string[];
  leftOut: string | null;
}

/** Kuma types with a Hearth check; the rest are left out with the reason. */
const httpTypes = new Set(['http', 'keyword', 'json-query']);

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Kuma's accepted codes ("200-299", "401") as Hearth's one range: from the lowest to the highest;
 * when the codes leave a gap, the preview says the range is wider.
 */
export function statusRange(codes: string[]): { statusMin: number; statusMax: number; gap: boolean } {
  const ranges = codes
    .map((code) => /^(\d{3})(?:\s*-\s*(\d{3}))?$/.exec(code.trim()))
    .flatMap((match) => (match ? [[Number(match[1]), Number(match[2] ?? match[1])] as const] : []))
    .map(([a, b]) => [clamp(Math.min(a, b), 100, 599), clamp(Math.max(a, b), 100, 599)] as const)
    .sort((a, b) => a[0] - b[0]);
  if (ranges.length === 0) return { statusMin: 200, statusMax: 299, gap: false };
  let gap = false;
  let reach = ranges[0]![1];
  for (const [from, to] of ranges.slice(1)) {
    if (from > reach + 1) gap = true;
    reach = Math.max(reach, to);
  }
  return { statusMin: ranges[0]![0], statusMax: reach, gap };
}

const hostOnly = (text: string) => normaliseHost(text.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, ''));

/** The check for the monitor's type, or why there is none. */
function checkOf(k: KumaMonitor, notes: string[], pushToken: (token: string) => string | null): { kind: MonitorKind; check: PlannedCheck; address: string } | string {
  if (httpTypes.has(k.type)) {
    const url = normaliseUrl(k.url);
    if (!url) return m.addressInvalid('address');
    if (k.upsideDown) return m.upsideDown;
    if (k.requestExtras.length > 0) notes.push(m.requestNotCarried(k.requestExtras.join(', ')));
    if (k.ignoreTls && url.startsWith('https:')) notes.push(m.ignoreTls);
    if (k.type === 'json-query') {
      if (k.jsonPath.length > 200 || !parseJsonPath(k.jsonPath)) return m.jsonPathMissing(k.jsonPath.slice(0, 80));
      return { kind: 'json', check: { via: 'check', target: { kind: 'json', url, path: k.jsonPath, expected: k.expectedValue.slice(0, 200), comparison: 'equals' } }, address: url };
    }
    if (k.method !== 'GET' && k.method !== 'HEAD') return m.methodMissing(k.method);
    if (k.type === 'keyword' && k.invertKeyword) return m.invertKeyword;
    const { statusMin, statusMax, gap } = statusRange(k.acceptedStatusCodes);
    if (gap) notes.push(m.statusSpan(k.acceptedStatusCodes.join(', '), statusMin, statusMax));
    const keyword = k.type === 'keyword' && k.keyword ? k.keyword.slice(0, monitorLimits.keywordMax) : null;
    notes.push(m.keywordLink);
    return { kind: 'link', check: { via: 'link', url, method: keyword ? 'GET' : k.method, statusMin, statusMax, keyword }, address: url };
  }
  switch (k.type) {
    case 'port': {
      const host = hostOnly(k.hostname);
      if (!host || !k.port || k.port < 1 || k.port > 65535) return m.addressInvalid('host or port');
      return { kind: 'tcp', check: { via: 'check', target: { kind: 'tcp', host, port: k.port } }, address: host };
    }
    case 'ping': {
      const host = hostOnly(k.hostname);
      if (!host) return m.addressInvalid('host');
      notes.push(m.pingDevice);
      return { kind: 'device', check: { via: 'device', host }, address: host };
    }
    case 'dns': {
      const hostname = hostOnly(k.hostname);
      if (!hostname) return m.addressInvalid('host name');
      if (!(dnsRecordTypes as readonly string[]).includes(k.dnsResolveType)) return m.recordTypeMissing(k.dnsResolveType);
      // Kuma keeps the resolver's port in `port` (53 unless changed).
      const server = k.dnsResolveServer.split(',')[0]?.trim() ?? '';
      const resolver = server && k.port && k.port !== 53 ? `${server.includes(':') ? `[${server}]` : server}:${k.port}` : server;
      const parsed = resolver ? parseResolver(resolver) : null;
      if (resolver && !parsed) return m.addressInvalid('DNS server');
      const target: CheckTarget = { kind: 'dns', hostname, recordType: k.dnsResolveType as DnsRecordType, expected: '', resolver };
      return { kind: 'dns', check: { via: 'check', target }, address: parsed?.host ?? '' };
    }
    case 'push': {
      const token = pushToken(k.pushToken);
      notes.push(token === k.pushToken ? m.pushToken(pushPathPrefix) : m.pushNewToken);
      return { kind: 'push', check: { via: 'check', target: { kind: 'push', token: token ?? '' } }, address: '' };
    }
    case 'mqtt': {
      const host = hostOnly(k.hostname);
      if (!host) return m.addressInvalid('broker host');
      if (k.mqttTopic) notes.push(m.mqttTopic(k.mqttTopic));
      if (k.mqttUsername) notes.push(m.mqttLogin);
      return { kind: 'mqtt', check: { via: 'check', target: { kind: 'mqtt', host, port: k.port && k.port <= 65535 ? k.port : 1883 } }, address: host };
    }
    case 'group':
      return m.groupLeftOut;
    case 'docker':
      return m.dockerLeftOut;
    default:
      return m.typeMissing(k.type || '(none)');
  }
}

/**
 * One Kuma monitor as a Hearth check: its kind, target, interval, timeout and how many failures
 * in a row make it down (Kuma's retries plus the first failure), with every difference said.
 * `pushToken` answers the token Hearth keeps for a push monitor (Kuma's own when it fits).
 */
export function mapMonitor(k: KumaMonitor, groupName: string | null, pushToken: (token: string) => string | null): MappedMonitor {
  const notes: string[] = [];
  const interval = Math.round(k.interval);
  const intervalSeconds = clamp(interval, monitorLimits.intervalMin, monitorLimits.intervalMax);
  const timeoutFrom = Math.round(k.timeout ?? interval * 0.8);
  const timeoutSeconds = clamp(timeoutFrom, monitorLimits.timeoutMin, Math.min(monitorLimits.timeoutMax, intervalSeconds - 1));
  const failureThreshold = clamp(k.maxretries + 1, monitorLimits.thresholdMin, monitorLimits.thresholdMax);
  const base = { intervalSeconds, timeoutSeconds, failureThreshold };
  if (k.type === 'push' && interval > monitorLimits.intervalMax) return { ...base, kind: null, check: null, address: '', notes, leftOut: m.pushIntervalTooLong(interval, monitorLimits.intervalMax) };
  const found = checkOf(k, notes, pushToken);
  if (typeof found === 'string') return { ...base, kind: null, check: null, address: '', notes: [], leftOut: found };
  if (intervalSeconds !== interval) notes.push(m.intervalClamped(interval, intervalSeconds));
  if (timeoutSeconds !== timeoutFrom && found.kind !== 'push' && found.kind !== 'device') notes.push(m.timeoutClamped(timeoutFrom, timeoutSeconds));
  if (groupName) notes.push(m.inGroup(groupName));
  if (!k.active) notes.push(m.paused);
  return { ...base, kind: found.kind, check: found.check, address: found.address, notes, leftOut: null };
}
