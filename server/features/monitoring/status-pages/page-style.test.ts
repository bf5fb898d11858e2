import { describe, expect, it } from 'vitest';
import { palettes, type Palette } from './page-style.js';

// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const ratio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const text: (keyof Palette)[] = ['text', 'muted', 'up', 'degraded', 'down', 'maintenance', 'unknown', 'link'];
const parts: (keyof Palette)[] = ['barUp', 'barPartial', 'barDown', 'barEmpty'];

describe.each(['light', 'dark'] as const)('the public status page in %s', (scheme) => {
  const p = palettes[scheme];
  it.each(text)('keeps %s text at AA (4.5:1) on the page and on a card', (name) => {
    expect(ratio(p[name], p.surface)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(p[name], p.bg)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(parts)('keeps the bar colour %s at 3:1 on a card', (name) => {
    expect(ratio(p[name], p.surface)).toBeGreaterThanOrEqual(3);
  });
});
