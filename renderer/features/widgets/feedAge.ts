/** How old an item is, as a feed reader shows it: "now", "12m", "3h", "5d", "7w", then the date. */
export function feedAge(seconds: number, publishedAt: string): string {
  if (seconds < 60) return 'now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  if (days < 56) return `${Math.floor(days / 7)}w`;
  return publishedAt.slice(0, 10);
}

/** The age said in full, for screen readers and the tooltip. */
export function feedAgeLabel(seconds: number, publishedAt: string): string {
  const short = feedAge(seconds, publishedAt);
  const units: Record<string, string> = { m: 'minute', h: 'hour', d: 'day', w: 'week' };
  const match = /^(\d+)([mhdw])$/.exec(short);
  if (!match) return short === 'now' ? 'just now' : `on ${short}`;
  const n = Number(match[1]);
  return `${n} ${units[match[2]!]}${n === 1 ? '' : 's'} ago`;
}
