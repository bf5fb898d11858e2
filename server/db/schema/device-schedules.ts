import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { ScheduleAction, ScheduleOutcome } from '../../../shared/contracts/device-schedules.js';
import { users } from './users.js';

/**
 * Cron-style wake, shut-down and sleep for one device or a group (issue 46 item 8). The device
 * list is JSON, not a join table: a schedule names a handful of devices and is read whole; a
 * deleted device's id just matches nothing.
 */
export const deviceSchedules = sqliteTable(
  'device_schedules',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    action: text('action').$type<ScheduleAction>().notNull(),
    cron: text('cron').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    deviceIds: text('device_ids', { mode: 'json' }).$type<string[]>().notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    /** The minute (ms) it last ran at, so a minute is never run twice. */
    lastRunAt: integer('last_run_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('device_schedules_user_idx').on(t.userId)],
);

/** What each run did per device: done, skipped (already in that state) or failed, with why. */
export const deviceScheduleRuns = sqliteTable(
  'device_schedule_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => deviceSchedules.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    at: integer('at').notNull(),
    outcome: text('outcome').$type<ScheduleOutcome>().notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('device_schedule_runs_schedule_idx').on(t.scheduleId, t.at)],
);

export type DeviceScheduleRow = typeof deviceSchedules.$inferSelect;
export type NewDeviceScheduleRow = typeof deviceSchedules.$inferInsert;
export type DeviceScheduleRunRow = typeof deviceScheduleRuns.$inferSelect;
