import { formatDate } from '../../i18n/format.js';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before noon (from 5 o'clock), afternoon until 6 pm, else evening: the greeting's key. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

const todayOptions: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/**
 * The browser language's formatter, made when the home's code loads (while the login form is
 * filled in): the first date format of a page loads the language's data, tens of milliseconds
 * that would otherwise fall between the sign-in answer and the cards.
 */
const browserToday = new Intl.DateTimeFormat(undefined, todayOptions);

/** "Tuesday, 12 March" in the browser's language (or the one given). */
export function formatToday(date: Date, locale?: string): string {
  if (locale === undefined || locale === browserToday.resolvedOptions().locale) return browserToday.format(date);
  return formatDate(locale, date, todayOptions);
}
