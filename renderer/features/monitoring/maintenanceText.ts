import { formatDate } from '../../i18n/format.js';

/** A weekday's short name in the reader's language ("Sun", "So", "日"): 0 is Sunday (4 January 1970 was one). */
export const weekdayName = (locale: string, day: number): string => formatDate(locale, Date.UTC(1970, 0, 4 + day, 12), { weekday: 'short', timeZone: 'UTC' });
