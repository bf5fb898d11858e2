import { describe, expect, it } from 'vitest';
import { badgeColours, badgeSvg, escapeXml, textWidth } from './badge-svg.js';

describe('badge SVG', () => {
  it('escapes the five XML specials in text and attributes', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    const svg = badgeSvg('<script>', 'up & "on"', 'up');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('up &amp; &quot;on&quot;');
  });

  it('grows with its text', () => {
    expect(textWidth('MMMM')).toBeGreaterThan(textWidth('iiii'));
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)?.[1]);
    expect(width(badgeSvg('status', 'a long value here', 'grey'))).toBeGreaterThan(width(badgeSvg('status', 'up', 'grey')));
  });

  it('colours the value by state', () => {
    expect(badgeSvg('s', 'up', 'up')).toContain('#2e7d32');
    expect(badgeSvg('s', 'down', 'down')).toContain('#c62828');
  });
});

// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

it('keeps its white text at AA contrast (4.5:1) on every colour', () => {
  for (const [name, colour] of Object.entries(badgeColours)) {
    const ratio = (1 + 0.05) / (luminance(colour) + 0.05);
    expect(ratio, name).toBeGreaterThanOrEqual(4.5);
  }
});
