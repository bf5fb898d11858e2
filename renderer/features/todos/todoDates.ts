import { formatDate } from '../../i18n/format.js';

/** A day (YYYY-MM-DD) in the person's own time zone, offset by whole days. */
export function localDay(now: Date = new Date(), offsetDays = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Past its due day and not done yet: shown in red (spec-core §4). */
export function isOverdue(item: { dueDate: string | null; completed: boolean }, today: string = localDay()): boolean {
  return !item.completed && item.dueDate !== null && item.dueDate < today;
}

/** The words for the near days, in the reader's language (English by default, the spec's). */
export interface NearDayWords {
  today: string;
  tomorrow: string;
  yesterday: string;
}

const englishNearDays: NearDayWords = { today: 'Today', tomorrow: 'Tomorrow', yesterday: 'Yesterday' };

/** "Today", "Tomorrow", "Yesterday", "Wed, 26 Nov", or with the year when it is not this year; dates in `locale`. */
export function formatDueDay(day: string, now: Date = new Date(), locale = 'en', words: NearDayWords = englishNearDays): string {
  if (day === localDay(now)) return words.today;
  if (day === localDay(now, 1)) return words.tomorrow;
  if (day === localDay(now, -1)) return words.yesterday;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return date.getFullYear() === now.getFullYear()
    ? formatDate(locale, date, { weekday: 'short', day: 'numeric', month: 'short' })
    : formatDate(locale, date, { day: 'numeric', month: 'short', year: 'numeric' });
}
