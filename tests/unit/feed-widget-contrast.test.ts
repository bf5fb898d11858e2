import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the feeds widget (issue 44 item 6) in every theme, light and dark: unread and
 * read (dimmed) titles, the source and age line, failing feeds and the empty note as text (4.5:1)
 * on the item's background and its hover, and the focus ring (3:1).
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const widget = css('feed-widget');
const text = 4.5;
const ui = 3;

function pairs(): { what: string; fg: string; on: string[]; min: number }[] {
  const itemBgs = [rule(widget, '.feed-item').background ?? '', rule(widget, '.feed-item:hover').background ?? ''];
  return [
    { what: 'unread title', fg: rule(widget, '.feed-item-title').color ?? '', on: itemBgs, min: text },
    { what: 'read title (dimmed)', fg: rule(widget, ".feed-item[data-read='true'] .feed-item-title").color ?? '', on: itemBgs, min: text },
    { what: 'source and age', fg: rule(widget, '.feed-item-meta').color ?? '', on: itemBgs, min: text },
    { what: 'failing feed', fg: rule(widget, '.feed-error').color ?? '', on: [rule(widget, '.feed-error').background ?? ''], min: text },
    { what: 'empty note', fg: rule(widget, '.feed-empty').color ?? '', on: ['var(--surface-2)', 'var(--bg)'], min: text },
    { what: 'focus ring', fg: 'var(--accent)', on: itemBgs, min: ui },
  ];
}

describe('feed widget colours', () => {
  it('cover light and dark themes, every colour is found, and read items are dimmed by colour, not opacity', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
    const read = rule(widget, ".feed-item[data-read='true'] .feed-item-title");
    expect(read.color).not.toBe(rule(widget, '.feed-item-title').color);
    expect(read.opacity).toBeUndefined();
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars), theme).toEqual([]);
  });
});
