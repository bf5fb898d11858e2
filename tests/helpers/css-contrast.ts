import { readFileSync } from 'node:fs';

/**
 * Reads the renderer's stylesheets the way the contrast tests need them: the custom properties a
 * theme sets, the declarations of a rule, and WCAG 2 contrast ratios between the colours they
 * resolve to. Colours are `#rrggbb`, `var(--x)`, `transparent` and `color-mix(in srgb, …)` of those;
 * anything else throws, so a new kind of value fails the test instead of being skipped.
 */

export interface Block {
  selectors: string[];
  declarations: Record<string, string>;
}

const cache = new Map<string, Block[]>();

/** The rule blocks of a stylesheet (innermost blocks only, comments removed). */
export function blocks(file: string): Block[] {
  let found = cache.get(file);
  if (!found) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    found = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
      selectors: (m[1] ?? '').split(',').map((s) => s.trim()),
      declarations: Object.fromEntries(
        [...(m[2] ?? '').matchAll(/([\w-]+)\s*:\s*([^;]+?)\s*(?:;|$)/g)].map((d) => [d[1] ?? '', (d[2] ?? '').replace(/\s*!important$/, '').trim()]),
      ),
    }));
    cache.set(file, found);
  }
  return found;
}

/** The declarations of every block of `file` whose selector list names `selector`, merged in order. */
export function rule(file: string, selector: string): Record<string, string> {
  const matching = blocks(file).filter((b) => b.selectors.includes(selector));
  if (matching.length === 0) throw new Error(`no rule for ${selector} in ${file}`);
  return Object.assign({}, ...matching.map((b) => b.declarations)) as Record<string, string>;
}

/** The custom properties (without `--`) that apply to `[data-theme='theme']`, later files winning. */
export function themeVars(files: string[], theme: string): Record<string, string> {
  const selectors = ['[data-theme]', `[data-theme='${theme}']`];
  const vars: Record<string, string> = {};
  for (const file of files) {
    for (const block of blocks(file)) {
      if (!block.selectors.some((s) => selectors.includes(s))) continue;
      for (const [name, value] of Object.entries(block.declarations)) if (name.startsWith('--')) vars[name.slice(2)] = value;
    }
  }
  return vars;
}

/** An sRGB colour, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Splits at commas that are not inside parentheses. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** The colour a CSS value names, with the theme's custom properties substituted. */
export function resolve(value: string, vars: Record<string, string>): Rgba {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) {
    const n = Number.parseInt(v.slice(1), 16);
    return { r: n >> 16, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const ref = /^var\(--([\w-]+)\)$/.exec(v);
  if (ref) {
    const target = vars[ref[1] ?? ''];
    if (target === undefined) throw new Error(`--${ref[1]} is not set`);
    return resolve(target, vars);
  }
  const mix = /^color-mix\(\s*in srgb\s*,(.*)\)$/.exec(v);
  if (mix) {
    const [first, second] = splitTop(mix[1] ?? '').map((part) => {
      const m = /^(.*?)(?:\s+([\d.]+)%)?$/.exec(part);
      return { colour: resolve(m?.[1] ?? '', vars), pct: m?.[2] === undefined ? undefined : Number(m[2]) / 100 };
    });
    if (!first || !second) throw new Error(`cannot read ${v}`);
    const p1 = first.pct ?? (second.pct === undefined ? 0.5 : 1 - second.pct);
    const p2 = second.pct ?? 1 - p1;
    // CSS Color 5: interpolate premultiplied by alpha (percentages here always sum to 100%).
    const a = first.colour.a * p1 + second.colour.a * p2;
    const channel = (k: 'r' | 'g' | 'b'): number => (a === 0 ? 0 : (first.colour[k] * first.colour.a * p1 + second.colour[k] * second.colour.a * p2) / a);
    return { r: channel('r'), g: channel('g'), b: channel('b'), a };
  }
  throw new Error(`not a colour the contrast helper reads: ${v}`);
}

/** The colour named in a `border`/`outline` shorthand or a plain colour value. */
export function colourOf(value: string): string {
  const found = /(color-mix\(.*\)|var\(--[\w-]+\)|#[0-9a-f]{6}\b|transparent)/i.exec(value);
  if (!found?.[1]) throw new Error(`no colour in ${value}`);
  return found[1];
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (k: 'r' | 'g' | 'b'): number => top[k] * top.a + bottom[k] * (1 - top.a);
  return { r: mix('r'), g: mix('g'), b: mix('b'), a: 1 };
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance(c: Rgba): number {
  const [r, g, b] = [c.r, c.g, c.b].map((channel) => {
    const v = channel / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio; a translucent foreground is painted over the background first. */
export function contrast(foreground: Rgba, background: Rgba): number {
  if (background.a < 1) throw new Error('the background of a contrast pair must be opaque');
  const [hi, lo] = [luminance(over(foreground, background)), luminance(background)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** `#rrggbb` of an opaque colour, for messages. */
export function hex(c: Rgba): string {
  return `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** A foreground and the backgrounds it is read on, by CSS value (`var(--x)`, a colour). */
export interface ContrastPair {
  what: string;
  fg: string;
  on: string[];
  /** The ratio it must reach; the `minimum` of contrastFailures when absent. */
  min?: number;
}

/**
 * Every pair below its ratio in one theme's variables, as lines that name the pair, its colours and
 * the ratio. A translucent background is laid over `backdrop` first (the page, unless given).
 */
export function contrastFailures(pairs: readonly ContrastPair[], vars: Record<string, string>, options: { minimum?: number; backdrop?: string } = {}): string[] {
  const { minimum = 4.5, backdrop = 'var(--bg)' } = options;
  const failures: string[] = [];
  for (const pair of pairs) {
    const fg = resolve(pair.fg, vars);
    const min = pair.min ?? minimum;
    for (const on of pair.on) {
      let bg = resolve(on, vars);
      if (bg.a < 1) bg = over(bg, resolve(backdrop, vars));
      const ratio = contrast(fg, bg);
      if (ratio < min) failures.push(`${pair.what}: ${pair.fg} ${hex(fg)} on ${on} ${hex(bg)} = ${ratio.toFixed(2)}:1 < ${min}:1`);
    }
  }
  return failures;
}
