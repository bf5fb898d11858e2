import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars, type ContrastPair } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the proposed cards on the containers screen in every theme, light and dark:
 * its words (4.5:1) on the card, on the folded warnings and on the result's tint; the tick
 * boxes' and focus ring's accent as a control's edge (3:1, non-text).
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const discovery = css('discovery');
const text = 4.5;
const control = 3;

function pairs(): ContrastPair[] {
  const card = 'var(--surface)';
  const tint = rule(discovery, '.proposal-result').background ?? '';
  return [
    { what: 'card name', fg: 'var(--text)', on: [card], min: text },
    { what: 'summary and empty text', fg: rule(discovery, '.proposals-summary').color ?? '', on: [card], min: text },
    { what: 'url, description, container', fg: rule(discovery, '.proposal-url').color ?? '', on: [card], min: text },
    { what: 'already on your dashboard', fg: rule(discovery, '.proposal-added').color ?? '', on: [card], min: text },
    { what: 'tick of an added one', fg: rule(discovery, '.proposal-done').color ?? '', on: [card], min: text },
    { what: 'host that cannot be read', fg: rule(discovery, '.proposal-host-failed').color ?? '', on: [card], min: text },
    { what: 'warnings', fg: 'var(--text)', on: [rule(discovery, '.proposal-warnings').background ?? ''], min: text },
    { what: 'result message', fg: 'var(--text)', on: [tint], min: text },
    { what: 'tick box', fg: rule(discovery, '.proposal-check')['accent-color'] ?? '', on: [card], min: control },
    { what: 'focus ring', fg: rule(css('base'), ':focus-visible').outline?.split(' ').at(-1) ?? '', on: [card, tint], min: control },
  ];
}

describe('proposed cards colours', () => {
  it('covers light and dark themes', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars, { backdrop: 'var(--surface)' }), theme).toEqual([]);
  });
});
