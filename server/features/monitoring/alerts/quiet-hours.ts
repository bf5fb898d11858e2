/** Quiet hours: "HH:MM" to "HH:MM" on the user's clock; a range may pass midnight (22:00 to 07:00). */
export interface QuietWindow {
  quietFrom: string | null;
  quietTo: string | null;
  timeZone: string;
}

const minutes = (clock: string): number => {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
};

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The minute of the day at `at` in `timeZone` (UTC when the zone is unknown). */
export function minuteOfDay(at: number, timeZone: string): number {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

export function isQuiet(at: number, window: QuietWindow | null | undefined): boolean {
  if (!window?.quietFrom || !window.quietTo) return false;
  const now = minuteOfDay(at, window.timeZone);
  const from = minutes(window.quietFrom);
  const to = minutes(window.quietTo);
  return from < to ? now >= from && now < to : now >= from || now < to;
}
