import { z } from 'zod';
import { monitorMessages as m } from '../messages.js';
import { checkKinds } from './monitor-checks.js';
import type { AlertChannel } from './alert-channels.js';

export * from './alert-channels.js';

/**
 * What can be watched: a link (HTTP), a network device (ping), a camera (relay or probe) or the
 * container a link is bound to (running, and healthy when it has a health check); or a check of
 * its own with no target (monitor-checks.ts).
 */
export const targetKinds = ['link', 'device', 'camera', 'container'] as const;
export type TargetKind = (typeof targetKinds)[number];
/** The target kinds and the checks of their own (monitor-checks.ts). */
export const monitorKinds = [...targetKinds, ...checkKinds] as const;
export type MonitorKind = (typeof monitorKinds)[number];

export const checkMethods = ['GET', 'HEAD'] as const;
export type CheckMethod = (typeof checkMethods)[number];

/** The damped verdict kept per monitor; pending until the first result; maintenance inside a maintenance window (no alerts). */
export const monitorStates = ['pending', 'up', 'down', 'maintenance'] as const;
export type MonitorState = (typeof monitorStates)[number];

/**
 * What a card shows: the damped state; "degraded" while up but failing or near certificate
 * expiry; "late" when no result came in time (see resultDueBy), whatever the last one said, so a
 * monitor Hearth has stopped checking never reads as up; or paused.
 */
export const monitorHealths = [...monitorStates, 'degraded', 'late', 'paused'] as const;
export type MonitorHealth = (typeof monitorHealths)[number];

/** Slack after a check's interval and timeout before it counts as late: timers on a busy machine, the write that records it. */
export const lateGraceMs = 15_000;

/**
 * When the next result is due at the latest, in ms: the next check starts within an interval of
 * the last result (or of the save, for a monitor not checked since) and ends within its timeout.
 * Null when neither time is known.
 */
export function resultDueBy(monitor: { lastCheckedAt: number | null; savedAt: number; intervalSeconds: number; timeoutSeconds: number }): number | null {
  const from = Math.max(monitor.lastCheckedAt ?? Number.NEGATIVE_INFINITY, Number.isFinite(monitor.savedAt) ? monitor.savedAt : Number.NEGATIVE_INFINITY);
  if (!Number.isFinite(from)) return null;
  return from + (monitor.intervalSeconds + monitor.timeoutSeconds) * 1000 + lateGraceMs;
}

/**
 * The summary as it stands at `now`: past its `dueBy`, "late", saying for how long and what the
 * last check found. The server answers with it; a screen that keeps a summary a while applies it
 * again, so a card does not go on saying "up" between refreshes.
 */
export function summaryAt(summary: MonitorSummary, now: number): MonitorSummary {
  if (summary.health === 'paused' || summary.health === 'late' || summary.dueBy === null || now <= Date.parse(summary.dueBy)) return summary;
  const minutes = summary.lastCheckedAt === null ? null : Math.floor((now - Date.parse(summary.lastCheckedAt)) / 60_000);
  const failure = summary.health === 'down' || summary.health === 'degraded' ? summary.message : null;
  return { ...summary, health: 'late', message: m.late(minutes, failure) };
}

export const historyRanges = ['24h', '7d', '30d', '90d'] as const;
export type HistoryRange = (typeof historyRanges)[number];
export const historyRangeMs: Record<HistoryRange, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, '90d': 90 * 86_400_000 };

export const monitorLimits = {
  intervalMin: 30,
  intervalMax: 3600,
  timeoutMin: 1,
  timeoutMax: 60,
  thresholdMin: 1,
  thresholdMax: 10,
  keywordMax: 200,
  /**
   * Monitors one account may have. A person's links, devices and cameras rarely pass a hundred;
   * the cap bounds what one account can ask of the shared check slots. Super admins run the
   * server and may watch a whole home lab for everyone (the budget is 500 monitors at 60 s, a
   * fair part of a core's 2%), so theirs is higher, not unlimited.
   */
  perUser: 200,
  perSuperAdmin: 1000,
} as const;

/** A certificate that ends within this many days makes the check "degraded" and sends one warning. */
export const certificateWarningDays = 14;
/** The uptime bar on a card: 48 slots of 30 minutes. */
export const uptimeBarSlots = 48;
export const uptimeBarSlotMs = 30 * 60_000;

export const defaultsFor = (kind: MonitorKind) => ({
  intervalSeconds: kind === 'camera' ? 300 : 60,
  timeoutSeconds: kind === 'camera' ? 10 : 10,
  method: 'GET' as CheckMethod,
  statusMin: 200,
  statusMax: 399,
  keyword: '',
  failureThreshold: 2,
});

const whole = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const bool = z.boolean({ error: m.flagInvalid });

/** POST /monitoring/save: start, change or stop watching one target. */
export const monitorSaveSchema = z
  .object({
    kind: z.enum(targetKinds, { error: m.kindInvalid }),
    targetId: z.string({ error: m.targetRequired }).trim().min(1, m.targetRequired).max(100, m.targetRequired),
    enabled: bool.default(true),
    intervalSeconds: whole(m.intervalInvalid, monitorLimits.intervalMin, monitorLimits.intervalMax),
    timeoutSeconds: whole(m.timeoutInvalid, monitorLimits.timeoutMin, monitorLimits.timeoutMax),
    method: z.enum(checkMethods, { error: m.methodInvalid }).default('GET'),
    statusMin: whole(m.statusRangeInvalid, 100, 599).default(200),
    statusMax: whole(m.statusRangeInvalid, 100, 599).default(399),
    keyword: z.string({ error: m.keywordTooLong }).max(monitorLimits.keywordMax, m.keywordTooLong).default(''),
    failureThreshold: whole(m.thresholdInvalid, monitorLimits.thresholdMin, monitorLimits.thresholdMax).default(2),
    selfSigned: bool.default(false),
    /** The certificate a test showed (sha256 as Node prints it), to trust on save. */
    fingerprint: z
      .string()
      .regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, m.fingerprintInvalid)
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.statusMin > body.statusMax) ctx.addIssue({ code: 'custom', message: m.statusRangeInvalid, path: ['statusMin'] });
    if (body.timeoutSeconds >= body.intervalSeconds) ctx.addIssue({ code: 'custom', message: m.timeoutLongerThanInterval, path: ['timeoutSeconds'] });
    if (body.keyword.trim() && body.method === 'HEAD') ctx.addIssue({ code: 'custom', message: m.keywordNeedsGet, path: ['keyword'] });
  });
export type MonitorSave = z.output<typeof monitorSaveSchema>;
export type MonitorSaveInput = z.input<typeof monitorSaveSchema>;

/** A monitor's settings as the form edits them. */
export interface MonitorSettings {
  _id: string;
  kind: MonitorKind;
  targetId: string;
  enabled: boolean;
  intervalSeconds: number;
  timeoutSeconds: number;
  method: CheckMethod;
  statusMin: number;
  statusMax: number;
  keyword: string;
  failureThreshold: number;
  selfSigned: boolean;
}

/** One watched target as cards and the status screen show it. */
export interface MonitorSummary {
  _id: string;
  kind: MonitorKind;
  targetId: string;
  name: string;
  /** What is checked: the URL, the device's address or the camera's host. */
  target: string;
  health: MonitorHealth;
  /** Why it is down, degraded or paused; null when all is well. */
  message: string | null;
  lastCheckedAt: string | null;
  latencyMs: number | null;
  /** Share of successful checks over the last 24 h (0..1), null without data. */
  uptime24h: number | null;
  /** `uptimeBarSlots` slots, oldest first: share up (0..1), or null where nothing was checked. */
  bar: (number | null)[];
  /** When the bar's last slot ends (ISO). */
  barEndsAt: string;
  certExpiresAt: string | null;
  intervalSeconds: number;
  /** When the next result is due at the latest (ISO): after it, the monitor is "late". Null while paused. */
  dueBy: string | null;
}

export interface MonitorIncident {
  startedAt: string;
  endedAt: string | null;
  reason: string;
}

/** GET /monitoring/monitor/{id}/history?range=…: what the detail view draws. */
export interface MonitorHistory {
  range: HistoryRange;
  uptime: Record<HistoryRange, number | null>;
  /** Columns for the chart: seconds since the epoch, latency min / avg / max (ms, null without an answer) and failed checks. */
  points: { t: number[]; min: (number | null)[]; avg: (number | null)[]; max: (number | null)[]; down: number[]; /** 24h only: 1 where the check fell in a maintenance window. */ maintenance?: number[] };
  incidents: MonitorIncident[];
}

/** A target that can be watched, for the "what to monitor" list. */
export interface MonitorTarget {
  kind: MonitorKind;
  targetId: string;
  name: string;
  target: string;
  monitorId: string | null;
  /** Why it cannot be monitored (a link to a page, a device without an address), else null. */
  unavailable: string | null;
}

/** POST /monitoring/test: one check now with the form's settings. */
export interface CheckOutcome {
  ok: boolean;
  message: string;
  latencyMs: number | null;
  status: number | null;
  certificate: { fingerprint256: string; subject: string; issuer: string; validTo: string; authorized: boolean } | null;
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /monitoring/alerts/quiet: both times or neither. */
export const quietHoursSchema = z
  .object({
    quietFrom: z.string().trim().default(''),
    quietTo: z.string().trim().default(''),
    timeZone: z.string().trim().min(1, m.timeZoneInvalid).max(64, m.timeZoneInvalid),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.quietFrom) !== Boolean(body.quietTo)) ctx.addIssue({ code: 'custom', message: m.quietBothTimes, path: ['quietTo'] });
    for (const key of ['quietFrom', 'quietTo'] as const) if (body[key] && !clock.test(body[key])) ctx.addIssue({ code: 'custom', message: m.quietTimeInvalid, path: [key] });
    if (body.quietFrom && body.quietFrom === body.quietTo) ctx.addIssue({ code: 'custom', message: m.quietSameTimes, path: ['quietTo'] });
  });
export type QuietHours = z.output<typeof quietHoursSchema>;

export interface AlertSettingsView {
  quietFrom: string;
  quietTo: string;
  timeZone: string;
  channels: AlertChannel[];
}

/** What an alert says, in the socket message and every channel. */
export const alertEvents = ['down', 'up', 'certificate', 'test'] as const;
export type AlertEvent = (typeof alertEvents)[number];

export interface AlertMessage {
  type: 'alert';
  event: AlertEvent;
  monitorId: string | null;
  name: string;
  title: string;
  body: string;
  at: string;
}

export interface StatusMessage {
  type: 'status';
  monitor: MonitorSummary;
}

/** The monitoring socket at `/ws/monitoring?token=`: status changes and alerts of the caller's monitors. */
export type MonitorSocketMessage = AlertMessage | StatusMessage;
export const monitorSocketPath = '/ws/monitoring';
