import { dayIn, monthWeeks } from './calendarView.js';

/**
 * The ranges the calendar widget asks the API for, as pure functions of "today" in the viewer's
 * zone: the agenda from today on, the month as the whole grid it shows (the days of the weeks
 * before and after included, so no cell is blank for want of data). Both stay within the API's
 * 62 days.
 */
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Today as YYYY-MM-DD where the viewer is. */
export function today(now: number, timeZone: string): string {
  return dayIn(now, timeZone);
}

/** `days` days from `first` on, `first` included. */
export function agendaRange(first: string, days: number): DayRange {
  return { from: first, to: addDays(first, Math.max(1, days) - 1) };
}

/** From the Monday before the month's first day to the Sunday after its last. */
export function monthRange(month: string): DayRange {
  const weeks = monthWeeks(month, [], 'UTC');
  return { from: weeks[0]?.[0]?.day ?? `${month}-01`, to: weeks.at(-1)?.at(-1)?.day ?? `${month}-28` };
}

/** The month (YYYY-MM) `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, index - 1 + delta, 1));
  return at.toISOString().slice(0, 7);
}
