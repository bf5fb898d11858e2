/** The most a WebSocket close frame's reason may hold: 125 payload bytes less the 2-byte code (RFC 6455 §5.5). */
export const maxCloseReasonBytes = 123;

/**
 * `text` cut to fit a close frame's reason (ws throws on a longer one), on a character boundary,
 * ending in "…" when cut.
 */
export function closeReason(text: string): string {
  if (Buffer.byteLength(text) <= maxCloseReasonBytes) return text;
  const room = maxCloseReasonBytes - Buffer.byteLength('…');
  let cut = '';
  for (const char of text) {
    if (Buffer.byteLength(cut + char) > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}
