import { formatDate } from '../../i18n/format.js';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/**
 * A snippet's date in local time: in English as the spec shows it, "MMM Do YYYY, h:mm A" (e.g.
 * "Mar 3rd 2025, 4:05 PM"); in any other language the date and time as `locale` writes them.
 */
export function formatSnippetDate(iso: string, language = 'en', locale: string = language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language !== 'en') return formatDate(locale, date, { dateStyle: 'medium', timeStyle: 'short' });
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${months[date.getMonth()] ?? ''} ${ordinal(date.getDate())} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
