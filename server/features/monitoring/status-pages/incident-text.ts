import type { IncidentFormat } from '../../../../shared/contracts/status-pages.js';

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Inline Markdown on text that is already escaped: `code`, **bold**, *em*, and [links](https://…)
 * to http(s) only. Escaping first means no tag or attribute can come from the author: the only
 * markup is what these patterns write, so no sanitiser pass is needed after.
 */
function inline(escaped: string): string {
  // Code spans are held aside (as private-use characters) so the patterns below leave their text alone.
  const codes: string[] = [];
  const held = escaped.replace(/`([^`\n]+)`/g, (_m, code: string) => `\uE000${codes.push(`<code>${code}</code>`) - 1}\uE001`);
  return held
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s()]+)\)/g, '<a href="$2" rel="nofollow noopener noreferrer">$1</a>')
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\n]+)\*(?=$|[^*\w])/g, '$1<em>$2</em>')
    .replace(/\uE000(\d+)\uE001/g, (_m, i: string) => codes[Number(i)] ?? '');
}

/** A block of lines: a list when every line is "- item" or "* item", a heading for "#", else a paragraph. */
function block(lines: string[], markdown: boolean): string {
  if (!markdown) return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  if (lines.every((line) => /^\s*[-*]\s+/.test(line))) return `<ul>${lines.map((line) => `<li>${inline(escapeHtml(line.replace(/^\s*[-*]\s+/, '')))}</li>`).join('')}</ul>`;
  const heading = /^#{1,6}\s+(.*)$/.exec(lines[0] ?? '');
  if (heading && lines.length === 1) return `<h4>${inline(escapeHtml(heading[1] ?? ''))}</h4>`;
  return `<p>${lines.map((line) => inline(escapeHtml(line))).join('<br>')}</p>`;
}

/** An incident's body as HTML: plain text keeps its line breaks; Markdown gets the small safe subset above. */
export function incidentHtml(body: string, format: IncidentFormat): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => block(lines, format === 'markdown'))
    .join('');
}
