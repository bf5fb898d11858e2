import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for "This machine" and "Feeds" as widgets (issue 44 items 3 and 6) in every theme:
 * inside a card the stats lose their own frame, so their text (4.5:1) and bars (3:1) are checked
 * on the card; the failure line, and the manage dialog's feed names, addresses and errors, on
 * their own backgrounds.
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const stats = css('host-stats');
const feeds = css('feed-widget');
const card = rule(css('widgets'), '.widget-card').background ?? '';
const text = 4.5;
const graphic = 3;

function pairs(): { what: string; fg: string; on: string[]; min: number }[] {
  const track = rule(stats, '.host-stats-bar').background ?? '';
  const listItem = rule(feeds, '.feed-list-item').background ?? '';
  return [
    { what: 'stats figures in a card', fg: rule(stats, '.host-stats-value').color ?? '', on: [card], min: text },
    ...['.host-stats-uptime', '.host-stats-share', '.host-stats-core-name', '.host-stats-rows dt', '.host-stats-iface'].map((selector) => ({ what: `${selector} in a card`, fg: rule(stats, selector).color ?? '', on: [card], min: text })),
    { what: 'stats bar in a card', fg: rule(stats, '.host-stats-bar-fill').background ?? '', on: [track], min: graphic },
    { what: 'stats failure line', fg: rule(stats, '.host-stats-problem').color ?? '', on: [rule(stats, '.host-stats-problem').background ?? ''], min: text },
    { what: 'setting checkbox label', fg: rule(stats, '.widget-check').color ?? '', on: ['var(--surface)'], min: text },
    { what: 'feed name', fg: rule(feeds, '.feed-list-name').color ?? '', on: [listItem], min: text },
    { what: 'feed address', fg: rule(feeds, '.feed-list-url').color ?? '', on: [listItem], min: text },
    { what: 'feed problem', fg: rule(feeds, '.feed-list-problem').color ?? '', on: [listItem], min: text },
  ];
}

describe('"This machine" and "Feeds" widget colours', () => {
  it('cover light and dark themes, every colour is found, and the stats in a card have no frame of their own', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
    expect(rule(stats, '.host-stats-bare').background).toBe('none');
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars), theme).toEqual([]);
  });
});
