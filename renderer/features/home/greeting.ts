/** "Good morning" before noon (from 5 o'clock), "Good afternoon" until 6 pm, else "Good evening". */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
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
  return (locale === undefined ? browserToday : new Intl.DateTimeFormat(locale, todayOptions)).format(date);
}
