/**
 * "Is this instant inside a maintenance window?" for one-off and weekly windows. Weekly windows
 * follow the wall clock of their zone, so "Sunday 02:30 for 2 hours in Europe/London" starts at
 * 02:30 local time on both sides of a DST change (01:30 or 02:30 UTC). A start that falls in a
 * spring-forward gap begins at the first instant after the gap.
 */
export interface WindowTimes {
  kind: 'once' | 'weekly';
  startsAt: number | null;
  endsAt: number | null;
  days: readonly number[];
  startTime: string | null;
  durationMinutes: number | null;
  timeZone: string;
}

const dayMs = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `timeZone` at `at`, read as if it were UTC (ms). */
export function wallClock(at: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
}

/** The instant at which the zone's clock shows `wall` (ms, read as UTC); after the gap if it never does. */
export function zonedInstant(wall: number, timeZone: string): number {
  const first = wall - (wallClock(wall, timeZone) - wall);
  const offset = wallClock(first, timeZone) - first;
  const second = wall - offset;
  if (wallClock(second, timeZone) === wall) return second;
  if (wallClock(first, timeZone) === wall) return first;
  // In a gap: the later of the two guesses is past it.
  return Math.max(first, second);
}

export function insideWindow(window: WindowTimes, at: number): boolean {
  if (window.kind === 'once') return window.startsAt !== null && window.endsAt !== null && at >= window.startsAt && at < window.endsAt;
  if (!window.startTime || !window.durationMinutes || window.days.length === 0) return false;
  const [h = 0, m = 0] = window.startTime.split(':').map(Number);
  const today = Math.floor(wallClock(at, window.timeZone) / dayMs) * dayMs;
  const spanDays = Math.ceil(window.durationMinutes / 1440);
  for (let back = 0; back <= spanDays; back++) {
    const day = today - back * dayMs;
    if (!window.days.includes(new Date(day).getUTCDay())) continue;
    const start = zonedInstant(day + (h * 60 + m) * 60_000, window.timeZone);
    if (at >= start && at < start + window.durationMinutes * 60_000) return true;
  }
  return false;
}

export const insideAny = (windows: readonly WindowTimes[], at: number): boolean => windows.some((w) => insideWindow(w, at));
