import { z } from 'zod';
import { maintenanceMessages as m } from '../messages.js';

/**
 * Maintenance windows (issue 46 item 3): a one-off span, or a weekly one (days of the week, a
 * start time and a duration on a chosen IANA zone's clock). Cron is not offered: no cron parser
 * is among the project's packages, and weekly covers the household cases (backups, updates).
 */
export const maintenanceKinds = ['once', 'weekly'] as const;
export type MaintenanceKind = (typeof maintenanceKinds)[number];

/** 0 = Sunday, as Date#getUTCDay counts. */
export const weekdayLabels = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const maxDurationMinutes = 7 * 24 * 60;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function knownZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const instant = (message: string) => z.string({ error: message }).refine((v) => Number.isFinite(Date.parse(v)), { error: message });

/** The form's body; `monitorIds` null means every monitor of the user, now and later. */
export const maintenanceSaveSchema = z
  .object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameRequired),
    kind: z.enum(maintenanceKinds, { error: m.kindInvalid }),
    startsAt: instant(m.startInvalid).nullish(),
    endsAt: instant(m.endInvalid).nullish(),
    days: z.array(z.number().int().min(0).max(6), { error: m.daysRequired }).max(7).nullish(),
    startTime: z
      .string({ error: m.timeInvalid })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid)
      .nullish(),
    durationMinutes: z.number({ error: m.durationInvalid }).int(m.durationInvalid).min(1, m.durationInvalid).max(maxDurationMinutes, m.durationInvalid).nullish(),
    timeZone: z.string({ error: m.timeZoneInvalid }).trim().refine(knownZone, { error: m.timeZoneInvalid }).default('UTC'),
    monitorIds: z.array(z.string().min(1).max(64), { error: m.monitorsRequired }).max(2000).nullable(),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.monitorIds && v.monitorIds.length === 0) fail(m.monitorsRequired, 'monitorIds');
    if (v.kind === 'once') {
      if (!v.startsAt) return fail(m.startInvalid, 'startsAt');
      if (!v.endsAt) return fail(m.endInvalid, 'endsAt');
      if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) fail(m.endBeforeStart, 'endsAt');
      return;
    }
    if (!v.days || v.days.length === 0) fail(m.daysRequired, 'days');
    if (!v.startTime) fail(m.timeInvalid, 'startTime');
    if (!v.durationMinutes) fail(m.durationInvalid, 'durationMinutes');
  });
export type MaintenanceSave = z.infer<typeof maintenanceSaveSchema>;

/** A window as the API answers it. */
export interface MaintenanceWindow {
  _id: string;
  name: string;
  kind: MaintenanceKind;
  startsAt: string | null;
  endsAt: string | null;
  days: number[];
  startTime: string | null;
  durationMinutes: number | null;
  timeZone: string;
  monitorIds: string[] | null;
  /** Whether the window is open now. */
  active: boolean;
}
