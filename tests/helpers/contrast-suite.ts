import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrastFailures, themeVars, type ContrastPair } from './css-contrast.js';

/** A stylesheet of the renderer by its name. */
export const styleFile = (name: string): string => `renderer/styles/${name}.css`;
/** Where the theme tokens (--bg, --text, --accent…) are defined. */
export const themeTokenFiles = [styleFile('base'), styleFile('themes')];
/** WCAG 2.1 AA: text 4.5:1, focus rings and other parts of the interface 3:1. */
export const textContrast = 4.5;
export const uiContrast = 3;

/**
 * The two checks every screen's colours get: each colour named in `pairs` is found in the CSS (a
 * renamed selector must fail, not pass by comparing nothing), and every pair meets its minimum in
 * every theme, light and dark.
 */
export function describeThemeContrast(title: string, pairs: () => readonly ContrastPair[], tokenFiles: string[] = themeTokenFiles): void {
  describe(title, () => {
    it('covers light and dark themes, and every colour is found', () => {
      expect(new Set(themes.map((t) => t.type))).toEqual(new Set(['light', 'dark']));
      for (const pair of pairs()) expect([pair.what, pair.fg, ...pair.on].every((v) => v !== ''), pair.what).toBe(true);
    });

    it.each(themes.map((t) => [t.value, t.type] as const))('meet WCAG AA in the %s theme (%s)', (theme) => {
      const vars = themeVars(tokenFiles, theme);
      expect(contrastFailures(pairs(), vars), theme).toEqual([]);
    });
  });
}
