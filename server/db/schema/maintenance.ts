import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { MaintenanceKind } from '../../../shared/contracts/maintenance.js';
import { users } from './users.js';

/**
 * A user's maintenance windows (issue 46 item 3): one-off (starts_at, ends_at in ms) or weekly
 * (days, start time, duration on the zone's clock). `monitor_ids` null covers every monitor of the
 * user; a list is kept as JSON, not a join table, because a window names a handful of monitors and
 * is read whole (a deleted monitor's id just matches nothing).
 */
export const maintenanceWindows = sqliteTable(
  'maintenance_windows',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<MaintenanceKind>().notNull(),
    startsAt: integer('starts_at'),
    endsAt: integer('ends_at'),
    days: text('days', { mode: 'json' }).$type<number[]>().notNull(),
    startTime: text('start_time'),
    durationMinutes: integer('duration_minutes'),
    timeZone: text('time_zone').notNull().default('UTC'),
    monitorIds: text('monitor_ids', { mode: 'json' }).$type<string[] | null>(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('maintenance_windows_user_idx').on(t.userId)],
);

export type MaintenanceRow = typeof maintenanceWindows.$inferSelect;
