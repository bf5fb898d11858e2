/** What a clock shows for one instant in one zone ("local": this device's own). */
export interface ClockFace {
  time: string;
  date: string;
  /** The zone's short name at that instant ("GMT+9", "CET"), for a clock whose label is empty. */
  zone: string;
  /** ISO instant for the <time> element. */
  iso: string;
}

export function clockFace(now: Date, timeZone: string, locale?: string): ClockFace {
  const zone = timeZone === 'local' ? undefined : timeZone;
  const time = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(now);
  const date = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(now);
  const zonePart = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(now).find((p) => p.type === 'timeZoneName');
  return { time, date, zone: zonePart?.value ?? '', iso: now.toISOString() };
}

/** Milliseconds until the next minute starts: the face changes no more often than that. */
export function untilNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000);
}

/** The zones to choose from: the runtime's list, with "local" first and UTC present. */
export function timeZoneChoices(supported: readonly string[]): string[] {
  return ['local', ...new Set(['UTC', ...supported])];
}
