import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the home's sections (issue 44) in every theme, light and dark: the title, its
 * item count, the Open link and the empty note as text (4.5:1) on the section's background, and
 * the focus ring (3:1) on it.
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const sections = css('home-sections');
const text = 4.5;
const ui = 3;

function pairs(): { what: string; fg: string; on: string[]; min: number }[] {
  const sectionBg = rule(sections, '.home-section').background ?? '';
  const countBg = rule(sections, '.home-section-count').background ?? '';
  return [
    { what: 'section title', fg: rule(sections, '.home-section-toggle').color ?? '', on: [sectionBg, rule(sections, '.home-section-toggle:hover').background ?? ''], min: text },
    { what: 'item count', fg: rule(sections, '.home-section-count').color ?? '', on: [countBg], min: text },
    { what: 'Open link', fg: rule(sections, '.home-section-open').color ?? '', on: [sectionBg], min: text },
    { what: 'empty note', fg: rule(sections, '.home-section-empty').color ?? '', on: [sectionBg], min: text },
    { what: 'focus ring', fg: 'var(--accent)', on: [sectionBg, 'var(--bg)'], min: ui },
  ];
}

describe('home section colours', () => {
  it('covers light and dark themes, and every colour is found', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars), theme).toEqual([]);
  });
});
