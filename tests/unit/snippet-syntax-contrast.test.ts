import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';

/** The custom properties of each `[data-theme='x']` (and `:root`) block of a stylesheet. */
function blocks(file: string): { selectors: string[]; vars: Record<string, string> }[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({
    selectors: (m[1] ?? '').split(',').map((s) => s.trim()),
    vars: Object.fromEntries([...(m[2] ?? '').matchAll(/--([\w-]+):\s*([^;]+);/g)].map((v) => [v[1] ?? '', (v[2] ?? '').trim()])),
  }));
}

function varsOf(file: string, theme: string): Record<string, string> {
  const selector = `[data-theme='${theme}']`;
  return Object.assign({}, ...blocks(file).filter((b) => b.selectors.includes(selector)).map((b) => b.vars)) as Record<string, string>;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const tokens = ['keyword', 'string', 'number', 'comment', 'function', 'type', 'property', 'tag', 'attribute', 'operator', 'meta'];

describe('syntax colours of the snippet editor', () => {
  it.each(themes.map((t) => t.value))('meet WCAG AA (4.5:1) on every code background of the %s theme', (theme) => {
    const surfaces = varsOf('renderer/styles/themes.css', theme);
    const syntax = varsOf('renderer/styles/snippets.css', theme);
    for (const token of tokens) {
      const colour = syntax[`syntax-${token}`];
      expect(colour, `--syntax-${token} in ${theme}`).toMatch(/^#[0-9a-f]{6}$/i);
      for (const background of ['bg', 'surface', 'surface-2']) {
        const ratio = contrast(colour ?? '', surfaces[background] ?? '');
        expect(ratio, `--syntax-${token} ${colour} on --${background} ${surfaces[background]} in ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
