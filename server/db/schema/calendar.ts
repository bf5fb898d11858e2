import { sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import type { CalendarSourceKind } from '../../../shared/contracts/calendar.js';
import { users } from './users.js';

/**
 * Calendars a user added for the calendar widget (issue 44): iCal addresses and CalDAV accounts.
 * The address is sealed (secret-box.ts) as well as the password: a shared iCal link carries its
 * access token in the path. The host is kept plain so the list can say where a calendar lives.
 */
export const calendarSources = sqliteTable(
  'calendar_sources',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarSourceKind>().notNull(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    urlSealed: text('url_sealed').notNull(),
    username: text('username'),
    passwordSealed: text('password_sealed'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('calendar_sources_user_idx').on(t.userId)],
);

export type CalendarSourceRow = typeof calendarSources.$inferSelect;
export type NewCalendarSourceRow = typeof calendarSources.$inferInsert;
