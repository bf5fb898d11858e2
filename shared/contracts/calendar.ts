import { z } from 'zod';

/**
 * The calendar widget (issue 44 item 5): one answer merging the user's Sonarr, Radarr and Lidarr
 * links with the iCal and CalDAV calendars they added. A range is bounded so that no source,
 * however many recurrences it holds, is asked for more than a couple of months at once.
 */
export const calendarMaxDays = 62;

/** Where an event comes from: a built-in's link, or a calendar the user added. */
export const calendarKinds = ['sonarr', 'radarr', 'lidarr', 'ical', 'caldav'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** The sources a user adds themselves; the *arr ones come from their links. */
export const calendarSourceKinds = ['ical', 'caldav'] as const;
export type CalendarSourceKind = (typeof calendarSourceKinds)[number];

export const calendarMessages = {
  rangeMissing: 'Give the range as ?from=YYYY-MM-DD&to=YYYY-MM-DD.',
  dateInvalid: (name: string, value: string) => `"${value}" is not a date for ${name}: use YYYY-MM-DD, e.g. 2026-11-28.`,
  rangeBackwards: '"to" must be on or after "from".',
  rangeTooLong: `Ask for at most ${calendarMaxDays} days at a time.`,
  nameRequired: 'Give the calendar a name.',
  kindInvalid: 'The calendar must be "ical" or "caldav".',
  urlInvalid: 'The calendar address must be an http:// or https:// URL.',
  sourceNotFound: 'This calendar does not exist.',
  sourceSaved: 'Calendar saved.',
  sourceDeleted: 'Calendar deleted.',
  tooMany: 'At most 50 calendars per account.',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a YYYY-MM-DD that names a real day, else null ("2026-02-30" is not one). */
export function parseDay(value: string): number | null {
  if (!isoDate.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value ? ms : null;
}

export interface CalendarRange {
  from: string;
  to: string;
  /** [start, end) in ms: from's midnight UTC to the midnight after `to`. */
  startMs: number;
  endMs: number;
}

/** The range a query asks for, or the message saying what is wrong with it. */
export function parseRange(from: unknown, to: unknown): CalendarRange | { message: string } {
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return { message: calendarMessages.rangeMissing };
  const startMs = parseDay(from);
  if (startMs === null) return { message: calendarMessages.dateInvalid('from', from.slice(0, 40)) };
  const last = parseDay(to);
  if (last === null) return { message: calendarMessages.dateInvalid('to', to.slice(0, 40)) };
  if (last < startMs) return { message: calendarMessages.rangeBackwards };
  const endMs = last + 86_400_000;
  if ((endMs - startMs) / 86_400_000 > calendarMaxDays) return { message: calendarMessages.rangeTooLong };
  return { from, to, startMs, endMs };
}

const httpUrl = z
  .string({ error: calendarMessages.urlInvalid })
  .trim()
  .max(2000, calendarMessages.urlInvalid)
  .refine((v) => /^https?:$/.test(URL.parse(v)?.protocol ?? ''), calendarMessages.urlInvalid);

export const calendarSourceSaveSchema = z.object({
  kind: z.enum(calendarSourceKinds, { error: calendarMessages.kindInvalid }),
  name: z.string({ error: calendarMessages.nameRequired }).trim().min(1, calendarMessages.nameRequired).max(100, 'A name has at most 100 characters.'),
  url: httpUrl,
  username: z.string().max(200, 'A user name has at most 200 characters.').optional(),
  password: z.string().max(1000, 'A password has at most 1000 characters.').optional(),
});
export type CalendarSourceSave = z.infer<typeof calendarSourceSaveSchema>;

/** A saved source as the browser sees it: the address and the password stay on the server. */
export interface CalendarSourceView {
  id: string;
  kind: CalendarSourceKind;
  name: string;
  /** Only the origin: an iCal address often carries its secret token in the path. */
  host: string;
  username: string | null;
  passwordSet: boolean;
}

export interface CalendarEvent {
  id: string;
  sourceId: string;
  kind: CalendarKind;
  title: string;
  /** ISO date-time; for all-day events the day's midnight UTC. */
  start: string;
  end: string;
  allDay: boolean;
  /** The item in its service (the episode's series, the movie, the album), when there is one. */
  url: string | null;
}

export interface CalendarSourceStatus {
  id: string;
  kind: CalendarKind;
  name: string;
  /** Why this source gave nothing, in words a person can act on; null when it answered. */
  error: string | null;
  /** True when the source held more events in the range than one answer carries. */
  truncated?: boolean;
}

export interface CalendarAnswer {
  from: string;
  to: string;
  events: CalendarEvent[];
  sources: CalendarSourceStatus[];
}
