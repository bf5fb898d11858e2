/** "Good morning" before noon (from 5 o'clock), "Good afternoon" until 6 pm, else "Good evening". */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** "Tuesday, 12 March" in the browser's language. */
export function formatToday(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
}
