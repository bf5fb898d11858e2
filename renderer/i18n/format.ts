/**
 * Dates, times, numbers, sizes and relative times in the reader's language, through Intl.
 * Each helper takes the language explicitly, so it is pure and testable; screens pass the active one.
 */

export function formatDate(language: string, value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(language, options).format(value);
}

export function formatTime(language: string, value: Date | number, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(language, options).format(value);
}

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** A size in 1024 steps (what file managers show), with the unit in the reader's language. */
export function formatBytes(language: string, bytes: number): string {
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: byteUnits[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(Math.sign(bytes) * value);
}

const relativeSteps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "in 2 days": the largest unit that keeps the number at least 1. */
export function formatRelative(language: string, when: Date | number, now: Date | number = Date.now()): string {
  let amount = (new Date(when).getTime() - new Date(now).getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
