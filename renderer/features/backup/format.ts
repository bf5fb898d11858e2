/** A file size for people: 1.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/**
 * How long ago an ISO time was, roughly: "just now", "5 minutes ago", "3 days ago"; the words in
 * `language` through Intl (`justNow` is the screen's own text for under a minute).
 */
export function formatAge(iso: string, now: number, language = 'en', justNow = 'just now'): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return justNow;
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'minute'],
    [60 * 60, 'hour'],
    [24 * 60 * 60, 'day'],
  ];
  let [size, name] = steps[0]!;
  for (const step of steps) if (seconds >= step[0]) [size, name] = step;
  const count = Math.floor(seconds / size);
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-count, name);
}
