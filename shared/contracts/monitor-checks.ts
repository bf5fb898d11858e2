import { z } from 'zod';
import { monitorMessages as m } from '../messages.js';
import { normaliseUrl } from './urls.js';

/**
 * Checks of their own (issue 46), not tied to a link, device or camera: a TCP port, a JSON
 * query, a push (heartbeat) URL a cron job calls, a DNS record, a TLS certificate's expiry and an
 * MQTT broker that answers.
 */
export const checkKinds = ['tcp', 'json', 'push', 'dns', 'tls', 'mqtt'] as const;
export type CheckKind = (typeof checkKinds)[number];

export const isCheckKind = (kind: string): kind is CheckKind => (checkKinds as readonly string[]).includes(kind);

export const checkKindLabels: Record<CheckKind, string> = { tcp: 'TCP port', json: 'JSON query', push: 'Push URL', dns: 'DNS record', tls: 'TLS certificate', mqtt: 'MQTT broker' };

export const jsonComparisons = ['equals', 'contains'] as const;
export type JsonComparison = (typeof jsonComparisons)[number];
export const dnsRecordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'] as const;
export type DnsRecordType = (typeof dnsRecordTypes)[number];

/** What a check of its own checks, as saved (the push token is made by the server). */
export type CheckTarget =
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'json'; url: string; path: string; expected: string; comparison: JsonComparison }
  | { kind: 'push'; token: string }
  | { kind: 'dns'; hostname: string; recordType: DnsRecordType; expected: string; resolver: string }
  | { kind: 'tls'; host: string; port: number; warnDays: number }
  | { kind: 'mqtt'; host: string; port: number };

/** The push route; a cron job calls it (GET or POST) with `?status=down&msg=…` to report a failure. */
export const pushPathPrefix = '/api/v1/push/';

/** A push may come this late after its interval before the monitor is down, at the least. */
export const pushGraceSeconds = 60;

/**
 * `data.status`, `items[0].ok`, `$.a["b c"]` as the keys and indexes to follow; null when it
 * cannot be read. A leading `$` or `$.` is allowed, as other tools write it.
 */
export function parseJsonPath(text: string): (string | number)[] | null {
  let rest = text.trim().replace(/^\$\.?/, '');
  if (!rest) return null;
  const steps: (string | number)[] = [];
  while (rest) {
    const match = /^\[(\d{1,9})\]|^\["((?:[^"\\]|\\.)*)"\]|^\.?([^.[\]]+)/.exec(rest);
    if (!match) return null;
    if (match[1] !== undefined) steps.push(Number(match[1]));
    else if (match[2] !== undefined) steps.push(match[2].replace(/\\(.)/g, '$1'));
    else if (steps.length === 0 || match[0].startsWith('.')) steps.push(match[3] as string);
    else return null;
    rest = rest.slice(match[0].length);
  }
  return steps;
}

const hostPattern = /^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?)*\.?$/;
const ipv6Pattern = /^[0-9A-Fa-f:.]{2,45}$/;

/** A host name or an IP address (IPv6 with or without brackets), without brackets. */
export function normaliseHost(text: string): string | null {
  const host = text.trim().replace(/^\[(.*)\]$/, '$1');
  if (hostPattern.test(host)) return host.toLowerCase();
  if (host.includes(':') && ipv6Pattern.test(host)) return host.toLowerCase();
  return null;
}

const ipv4Pattern = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** A DNS server as `IP` or `IP:port` (`[IPv6]:port`); empty for the system's resolvers. */
export function parseResolver(text: string): { host: string; port: number } | null {
  const value = text.trim();
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::(\d{1,5}))?$/.exec(value);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  let host: string | undefined;
  let port: string | undefined;
  if (bracketed) [, host, port] = bracketed;
  else if (value.split(':').length > 2 && ipv6Pattern.test(value)) host = value;
  else if (v4 && ipv4Pattern.test(v4[1] ?? '')) [, host, port] = v4;
  if (!host) return null;
  const number = port === undefined ? 53 : Number(port);
  return number >= 1 && number <= 65535 ? { host: host.toLowerCase(), port: number } : null;
}

const whole = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (value === '' || !Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const text = (message: string, max: number) => z.string({ error: message }).trim().max(max, message);

const host = z.string({ error: m.hostInvalid }).transform((value, ctx) => {
  const found = normaliseHost(value);
  if (!found) {
    ctx.addIssue({ code: 'custom', message: value.trim() ? m.hostInvalid : m.hostRequired });
    return z.NEVER;
  }
  return found;
});

const port = whole(m.portInvalid, 1, 65535);

const common = {
  /** Set when changing a saved check. */
  monitorId: z.string().max(100).nullish(),
  name: z.string({ error: m.checkNameRequired }).trim().min(1, m.checkNameRequired).max(100, m.checkNameTooLong),
  enabled: z.boolean({ error: m.flagInvalid }).default(true),
  intervalSeconds: whole(m.intervalInvalid, 30, 3600),
  timeoutSeconds: whole(m.timeoutInvalid, 1, 60),
  failureThreshold: whole(m.thresholdInvalid, 1, 10).default(1),
};

/** POST /monitoring/check/save and /monitoring/check/test: one flat body per kind, so each field has its own message. */
export const checkSaveSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ ...common, kind: z.literal('tcp'), host, port }),
      z.object({
        ...common,
        kind: z.literal('json'),
        url: z.string({ error: m.checkUrlInvalid }).transform((value, ctx) => {
          const url = normaliseUrl(value);
          if (!url) ctx.addIssue({ code: 'custom', message: value.trim() ? m.checkUrlInvalid : m.checkUrlRequired });
          return url ?? z.NEVER;
        }),
        path: z
          .string({ error: m.jsonPathInvalid })
          .trim()
          .max(200, m.jsonPathInvalid)
          .refine((value) => parseJsonPath(value) !== null, m.jsonPathInvalid),
        expected: text(m.expectedTooLong, 200),
        comparison: z.enum(jsonComparisons, { error: m.comparisonInvalid }).default('equals'),
      }),
      z.object({ ...common, kind: z.literal('push') }),
      z.object({
        ...common,
        kind: z.literal('dns'),
        hostname: host,
        recordType: z.enum(dnsRecordTypes, { error: m.recordTypeInvalid }),
        expected: text(m.expectedTooLong, 200).default(''),
        resolver: z
          .string({ error: m.resolverInvalid })
          .trim()
          .default('')
          .refine((value) => value === '' || parseResolver(value) !== null, m.resolverInvalid),
      }),
      z.object({ ...common, kind: z.literal('tls'), host, port: port.default(443), warnDays: whole(m.warnDaysInvalid, 1, 365).default(14) }),
      z.object({ ...common, kind: z.literal('mqtt'), host, port: port.default(1883) }),
    ],
    { error: m.checkKindInvalid },
  )
  .superRefine((body, ctx) => {
    if (body.timeoutSeconds >= body.intervalSeconds) ctx.addIssue({ code: 'custom', message: m.timeoutLongerThanInterval, path: ['timeoutSeconds'] });
  });
export type CheckSave = z.output<typeof checkSaveSchema>;
export type CheckSaveInput = z.input<typeof checkSaveSchema>;

/** A check of its own as its form edits it; a push check also has the path its cron job calls. */
export type CheckSettings = {
  _id: string;
  name: string;
  enabled: boolean;
  intervalSeconds: number;
  timeoutSeconds: number;
  failureThreshold: number;
} & (Exclude<CheckTarget, { kind: 'push' }> | { kind: 'push'; pushPath: string });

/** A check's target in a few words: what a card and the list show. */
export function checkTargetText(target: CheckTarget | null): string {
  if (!target) return '';
  switch (target.kind) {
    case 'tcp':
    case 'tls':
    case 'mqtt':
      return `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
    case 'json':
      return `${target.url} → ${target.path}`;
    case 'push':
      return 'Push URL';
    case 'dns':
      return `${target.recordType} ${target.hostname}${target.resolver ? ` @ ${target.resolver}` : ''}`;
  }
}
