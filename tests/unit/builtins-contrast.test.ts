import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, rule, themeVars, type ContrastPair } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for the built-ins section of /manage/apps in every theme, light and dark: its
 * heading, note, kind headings and counts (4.5:1) on the page and on their own pill; the search
 * box's text on its field. Rows reuse the installed list's classes (.app-name, .app-description).
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];
const file = css('integrations');
const text = 4.5;

function pairs(): ContrastPair[] {
  const page = 'var(--bg)';
  const card = 'var(--surface)';
  return [
    { what: 'section heading', fg: rule(file, '.builtins-title').color ?? '', on: [page] },
    { what: 'note', fg: rule(file, '.builtins-note').color ?? '', on: [page] },
    { what: 'kind heading', fg: rule(file, '.builtins-kind').color ?? '', on: [page] },
    { what: 'count in a kind heading', fg: rule(file, '.builtins-count').color ?? '', on: [rule(file, '.builtins-count').background ?? ''] },
    { what: 'app name in a row', fg: rule(file, '.app-name').color ?? '', on: [card] },
    { what: 'description in a row', fg: rule(file, '.app-description').color ?? '', on: [card] },
    { what: 'hidden badge', fg: rule(file, '.app-state').color ?? '', on: [rule(file, '.app-state').background ?? ''] },
    { what: 'no match note', fg: rule(file, '.apps-note').color ?? '', on: [rule(file, '.apps-note').background ?? ''] },
  ];
}

describe('built-ins section colours', () => {
  it('covers light and dark themes', () => {
    expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
    for (const pair of pairs()) expect(pair.fg, pair.what).not.toBe('');
  });

  it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    expect(contrastFailures(pairs(), vars, { minimum: text }), theme).toEqual([]);
  });
});
