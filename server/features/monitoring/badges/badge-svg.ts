/**
 * Shields-style badges (a grey label, a coloured value), drawn by hand: the widths come from an
 * estimate of Verdana 11px, wide enough that no text is clipped. The colours keep white text at
 * AA contrast (≥ 4.5:1), which the brighter shields.io greens do not.
 */
export const badgeColours = {
  label: '#555555',
  up: '#2e7d32',
  down: '#c62828',
  warn: '#8a5a00',
  grey: '#616161',
} as const;
export type BadgeColour = keyof typeof badgeColours;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

// Rough advance widths of Verdana at 11px: narrow letters, wide letters, the rest.
const narrow = new Set('iIl.,:;|!\'`ftj()[] ');
const wide = new Set('mwMW%@');

/** The width in pixels that text takes in Verdana 11px, rounded up. */
export function textWidth(text: string): number {
  let width = 0;
  for (const c of text) width += narrow.has(c) ? 3.9 : wide.has(c) ? 10.5 : c >= 'A' && c <= 'Z' ? 7.6 : 6.8;
  return Math.ceil(width);
}

const padding = 6;

export function badgeSvg(label: string, value: string, colour: BadgeColour): string {
  const lw = textWidth(label) + 2 * padding;
  const vw = textWidth(value) + 2 * padding;
  const width = lw + vw;
  const l = escapeXml(label);
  const v = escapeXml(value);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${v}">`,
    `<title>${l}: ${v}</title>`,
    `<rect width="${lw}" height="20" fill="${badgeColours.label}"/>`,
    `<rect x="${lw}" width="${vw}" height="20" fill="${badgeColours[colour]}"/>`,
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">`,
    `<text x="${lw / 2}" y="14">${l}</text>`,
    `<text x="${lw + vw / 2}" y="14">${v}</text>`,
    `</g></svg>`,
  ].join('');
}
