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

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const yearFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "Today", "Tomorrow", "Yesterday", "Wed, 26 Nov", or with the year when it is not this year. */
export function formatDueDay(day: string, now: Date = new Date()): string {
  if (day === localDay(now)) return 'Today';
  if (day === localDay(now, 1)) return 'Tomorrow';
  if (day === localDay(now, -1)) return 'Yesterday';
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : yearFormat.format(date);
}
