import { z } from 'zod';
import { parseCron } from '../cron.js';
import { scheduleMessages as m } from '../messages.js';

/** Scheduled wake, shut-down and sleep (issue 46 item 8). */
export const scheduleActions = ['wake', 'shutdown', 'sleep'] as const;
export type ScheduleAction = (typeof scheduleActions)[number];
export const scheduleActionLabels: Record<ScheduleAction, string> = { wake: 'Wake', shutdown: 'Shut down', sleep: 'Sleep' };
export const scheduleOutcomes = ['done', 'skipped', 'failed'] as const;
export type ScheduleOutcome = (typeof scheduleOutcomes)[number];

const knownZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const scheduleSaveSchema = z
  .object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameRequired),
    action: z.enum(scheduleActions, { error: m.actionInvalid }),
    cron: z.string({ error: m.cronRequired }).trim().min(1, m.cronRequired).max(100, m.cronRequired),
    timeZone: z.string({ error: m.timeZoneInvalid }).trim().refine(knownZone, { error: m.timeZoneInvalid }).default('UTC'),
    deviceIds: z.array(z.string().min(1).max(64), { error: m.devicesRequired }).min(1, m.devicesRequired).max(500),
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const parsed = parseCron(v.cron);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed, path: ['cron'] });
  });
export type ScheduleSave = z.input<typeof scheduleSaveSchema>;
export type ScheduleSaveBody = z.output<typeof scheduleSaveSchema>;

export interface ScheduleRun {
  deviceId: string;
  deviceName: string;
  at: string;
  outcome: ScheduleOutcome;
  text: string;
}

export interface DeviceSchedule {
  _id: string;
  name: string;
  action: ScheduleAction;
  cron: string;
  timeZone: string;
  deviceIds: string[];
  enabled: boolean;
  /** The next time it runs (ISO), null when disabled or never. */
  nextRunAt: string | null;
  /** The latest runs, newest first. */
  runs: ScheduleRun[];
}
