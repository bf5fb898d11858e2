import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrast, resolve, themeVars } from '../helpers/css-contrast.js';

const tokens = ['keyword', 'string', 'number', 'comment', 'function', 'type', 'property', 'tag', 'attribute', 'operator', 'meta'];

describe('syntax colours of the snippet editor', () => {
  it.each(themes.map((t) => t.value))('meet WCAG AA (4.5:1) on every code background of the %s theme', (theme) => {
    const surfaces = themeVars(['renderer/styles/themes.css'], theme);
    const syntax = themeVars(['renderer/styles/snippets.css'], theme);
    for (const token of tokens) {
      const colour = syntax[`syntax-${token}`];
      expect(colour, `--syntax-${token} in ${theme}`).toMatch(/^#[0-9a-f]{6}$/i);
      for (const background of ['bg', 'surface', 'surface-2']) {
        const ratio = contrast(resolve(colour ?? '', syntax), resolve(surfaces[background] ?? '', surfaces));
        expect(ratio, `--syntax-${token} ${colour} on --${background} ${surfaces[background]} in ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
