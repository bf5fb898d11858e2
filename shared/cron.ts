/**
 * A five-field cron expression (minute hour day-of-month month day-of-week), as crontab(5) reads
 * it: `*`, numbers, ranges `a-b`, lists `a,b`, steps `*\/n` and `a-b/n`; day of week 0-7 with 0
 * and 7 both Sunday; month and day names are not taken. When both day fields are restricted, a
 * day matches if either does (crontab's rule).
 */
export interface CronSpec {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** Whether the day fields were `*`: decides between "and" and "or" for days. */
  anyDay: boolean;
  anyWeekday: boolean;
}

/** The wall clock a cron expression is matched against (in the schedule's time zone). */
export interface WallTime {
  minute: number;
  hour: number;
  day: number;
  /** 1-12 */
  month: number;
  /** 0 (Sunday) - 6 */
  weekday: number;
}

const fieldNames = ['minute', 'hour', 'day of month', 'month', 'day of week'] as const;
const bounds: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(text: string, [low, high]: [number, number]): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!match) return null;
    const step = match[4] === undefined ? 1 : Number(match[4]);
    let from = low;
    let to = high;
    if (match[1] !== '*') {
      from = Number(match[2]);
      // "5/15" means from 5 to the end in steps of 15, as in Vixie cron.
      to = match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? high : from;
    }
    if (step < 1 || from < low || to > high || from > to) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** The parsed expression, or a sentence naming the field that is wrong. */
export function parseCron(expression: string): CronSpec | string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return 'A schedule has five fields: minute, hour, day of month, month, day of week (e.g. "30 23 * * 1-5").';
  const sets: Set<number>[] = [];
  for (const [i, field] of fields.entries()) {
    const set = parseField(field, bounds[i] ?? [0, 0]);
    if (!set) return `The ${fieldNames[i]} field "${field}" is not valid (allowed ${bounds[i]?.join('-')}, with *, ranges a-b, lists a,b and steps /n).`;
    sets.push(set);
  }
  const [minutes, hours, days, months, weekdays] = sets as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, anyDay: fields[2]?.startsWith('*') ?? false, anyWeekday: fields[4]?.startsWith('*') ?? false };
}

export function cronMatches(spec: CronSpec, at: WallTime): boolean {
  if (!spec.minutes.has(at.minute) || !spec.hours.has(at.hour) || !spec.months.has(at.month)) return false;
  const day = spec.days.has(at.day);
  const weekday = spec.weekdays.has(at.weekday);
  if (spec.anyDay || spec.anyWeekday) return day && weekday;
  return day || weekday;
}

/** The wall time of a UTC-read wall-clock instant (ms), as wallClock() in maintenance-time answers it. */
export function wallTimeOf(wallMs: number): WallTime {
  const d = new Date(wallMs);
  return { minute: d.getUTCMinutes(), hour: d.getUTCHours(), day: d.getUTCDate(), month: d.getUTCMonth() + 1, weekday: d.getUTCDay() };
}

/**
 * The next wall-clock minute (UTC-read ms) after `fromWallMs` that matches, looking at most
 * `maxDays` ahead (four years: a 29 February comes round); null when none does (e.g. "0 0 31 2 *"). Days that cannot match are skipped whole.
 */
export function nextWallMatch(spec: CronSpec, fromWallMs: number, maxDays = 1462): number | null {
  const minuteMs = 60_000;
  const dayMs = 86_400_000;
  const start = Math.floor(fromWallMs / minuteMs) * minuteMs + minuteMs;
  const firstDay = Math.floor(start / dayMs) * dayMs;
  for (let dayStart = firstDay; dayStart < firstDay + maxDays * dayMs; dayStart += dayMs) {
    const probe = wallTimeOf(dayStart);
    if (!cronMatches(spec, { ...probe, minute: [...spec.minutes][0] ?? 0, hour: [...spec.hours][0] ?? 0 })) continue;
    for (const hour of [...spec.hours].sort((a, b) => a - b)) {
      for (const minute of [...spec.minutes].sort((a, b) => a - b)) {
        const at = dayStart + (hour * 60 + minute) * minuteMs;
        if (at >= start) return at;
      }
    }
  }
  return null;
}
