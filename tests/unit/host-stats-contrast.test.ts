import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for this machine's stats widget (issue 44 item 3) in every theme, light and dark:
 * the title, figures and muted labels as text (4.5:1) on the widget's background, and each bar's
 * fill, normal and nearly full, as a graphic (3:1) on its track.
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const widget = css('host-stats');
const text = 4.5;
const graphic = 3;

function pairs(): { what: string; fg: string; on: string[]; min: number }[] {
  const bg = rule(widget, '.host-stats').background ?? '';
  const track = rule(widget, '.host-stats-bar').background ?? '';
  return [
    { what: 'title', fg: rule(widget, '.host-stats-title').color ?? '', on: [bg], min: text },
    { what: 'figures', fg: rule(widget, '.host-stats-value').color ?? '', on: [bg], min: text },
    ...['.host-stats-uptime', '.host-stats-share', '.host-stats-core-name', '.host-stats-rows dt'].map((selector) => ({ what: selector, fg: rule(widget, selector).color ?? '', on: [bg], min: text })),
    { what: 'bar', fg: rule(widget, '.host-stats-bar-fill').background ?? '', on: [track], min: graphic },
    { what: 'nearly full bar', fg: rule(widget, ".host-stats-bar[data-full='true'] .host-stats-bar-fill").background ?? '', on: [track], min: graphic },
  ];
}

describe('host stats widget colours', () => {
  it('covers light and dark themes, and every colour is found', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars), theme).toEqual([]);
  });
});
