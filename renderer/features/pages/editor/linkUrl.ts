/** Link targets a page may hold: web addresses, mail, and paths inside Hearth (such as /p/{pageId}). */
export function isAllowedLinkUrl(url: string): boolean {
  const value = url.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** What a person typed, made into a link: "example.org" becomes "https://example.org". */
export function normaliseLinkUrl(typed: string): string {
  const value = typed.trim();
  if (value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value}`;
}
