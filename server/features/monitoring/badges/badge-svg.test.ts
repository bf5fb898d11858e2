import { describe, expect, it } from 'vitest';
import { badgeSvg, escapeXml, textWidth } from './badge-svg.js';

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
