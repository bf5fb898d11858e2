import type { CalendarEvent, CalendarKind } from '../../../shared/contracts/calendar.js';

/**
 * The calendar widget's layout as pure functions of the API's answer (issue 44 item 5): events by
 * day for the agenda, the weeks of a month for the month view. Days are the viewer's, in the time
 * zone given (the browser's by default); all-day events keep their date wherever the viewer is.
 */
export interface DayEvents {
  /** YYYY-MM-DD in the viewer's zone. */
  day: string;
  events: CalendarEvent[];
}

export const kindLabels: Record<CalendarKind, string> = { sonarr: 'Sonarr', radarr: 'Radarr', lidarr: 'Lidarr', ical: 'iCal', caldav: 'CalDAV' };

const dayMs = 86_400_000;

/** YYYY-MM-DD of an instant in `timeZone`. */
export function dayIn(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from `first` to `last` (YYYY-MM-DD), both included, at most 62. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); days.length < 62; at += dayMs) {
    const day = utcDay(at);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/** Every day an event covers: all-day events by their own dates, timed ones in the viewer's zone. */
export function eventDays(event: CalendarEvent, timeZone: string): string[] {
  const start = Date.parse(event.start);
  const end = Math.max(Date.parse(event.end), start + 1);
  // An all-day event ends at the midnight after its last day; a timed one may end exactly at midnight.
  if (event.allDay) return daysBetween(utcDay(start), utcDay(end - 1));
  return daysBetween(dayIn(start, timeZone), dayIn(end - 1, timeZone));
}

/** The agenda: days with events, in order, all-day events first within a day. */
export function agendaDays(events: readonly CalendarEvent[], timeZone: string): DayEvents[] {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) for (const day of eventDays(event, timeZone)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, events: [...list].sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title)) }));
}

export interface MonthCell {
  day: string;
  inMonth: boolean;
  events: CalendarEvent[];
}

/** The weeks (Monday first) covering the month of `month` (YYYY-MM), each day with its events. */
export function monthWeeks(month: string, events: readonly CalendarEvent[], timeZone: string): MonthCell[][] {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const weekday = (new Date(first).getUTCDay() + 6) % 7;
  const byDay = new Map(agendaDays(events, timeZone).map((d) => [d.day, d.events]));
  const weeks: MonthCell[][] = [];
  for (let at = first - weekday * dayMs; ; ) {
    const week: MonthCell[] = [];
    for (let i = 0; i < 7; i++, at += dayMs) {
      const day = utcDay(at);
      week.push({ day, inMonth: day.startsWith(month), events: byDay.get(day) ?? [] });
    }
    weeks.push(week);
    if (!utcDay(at).startsWith(month)) break;
  }
  return weeks;
}
