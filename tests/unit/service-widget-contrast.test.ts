import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the service widget (issue 44 item 4) in every theme, light and dark: the
 * service's name and its integration line, the card's values and the details' labels (dimmed too,
 * after a failed refresh), the failure in the danger colour, and the picker's lines in the dialog,
 * as text (4.5:1) on the widget card and the dialog; the focus ring (3:1).
 */
const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const widget = css('service-widget');
const text = 4.5;
const ui = 3;

function pairs(): { what: string; fg: string; on: string[]; min: number }[] {
  const card = rule(css('widgets'), '.widget-card').background ?? '';
  const dialog = rule(css('snippets'), '.modal').background ?? '';
  const failure = rule(css('integrations'), '.integration-strip').background ?? '';
  return [
    { what: 'service name', fg: rule(widget, '.service-open').color ?? '', on: [card], min: text },
    { what: 'integration and host', fg: rule(widget, '.service-meta').color ?? '', on: [card], min: text },
    { what: 'details label', fg: rule(css('integration-cards'), '.hk-list dt').color ?? '', on: [card], min: text },
    { what: 'details value', fg: rule(css('integration-cards'), '.hk-list dd').color ?? '', on: [card], min: text },
    { what: 'values from before a failed refresh', fg: rule(css('integrations'), '.integration-stale-data').color ?? '', on: [card], min: text },
    { what: 'failure', fg: rule(css('integrations'), '.integration-strip.is-error').color ?? '', on: [failure], min: text },
    { what: 'picker name', fg: 'var(--text)', on: [dialog], min: text },
    { what: 'picker integration and folder', fg: rule(widget, '.service-choice-meta').color ?? '', on: [dialog], min: text },
    { what: 'no links yet', fg: rule(widget, '.service-empty').color ?? '', on: [dialog], min: text },
    { what: 'focus ring', fg: rule(widget, '.service-open:focus-visible').outline?.split(' ').at(-1) ?? '', on: [card], min: ui },
  ];
}

describe('service widget colours', () => {
  it('covers light and dark themes, and every colour is found', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars), theme).toEqual([]);
  });
});
