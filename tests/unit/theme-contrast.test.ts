import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { blocks, colourOf, contrast, hex, over, resolve, rule, themeVars, type Rgba } from '../helpers/css-contrast.js';

/*
 * WCAG 2.1 AA for every theme, computed from the theme tokens and from the rules that use them:
 * 4.5:1 for text (1.4.3), 3:1 for the boundaries of controls and the focus ring (1.4.11). Each
 * pair names the rule it comes from, so a rule that switches tokens is checked with its new ones.
 */

const css = (name: string): string => `renderer/styles/${name}.css`;
const tokenFiles = [css('base'), css('themes')];

/** A foreground value and the backgrounds it is drawn on (`over` = a translucent layer on them). */
interface Pair {
  what: string;
  fg: string;
  on: string[];
  over?: string;
  min: number;
}

const surfaces = ['var(--bg)', 'var(--surface)', 'var(--surface-2)'];
const text = 4.5;
const control = 3;

function pairs(): Pair[] {
  const body = rule(css('base'), 'body');
  const primary = rule(css('components'), '.btn-primary');
  const primaryHover = rule(css('components'), '.btn-primary:hover:not(:disabled)');
  const danger = rule(css('listings'), '.btn-danger');
  const dangerHover = rule(css('listings'), '.btn-danger:hover:not(:disabled)');
  const packDanger = rule(css('icons'), '.pack-confirm .btn-danger');
  const navActive = rule(css('layout'), '.nav-link.active');
  const input = rule(css('components'), '.input');
  const fileButton = rule(css('components'), ":where(input[type='file'])::file-selector-button");
  const textOn = (what: string, fg: string | undefined): Pair => ({ what, fg: fg ?? '', on: surfaces, min: text });
  return [
    { what: 'body text on the page', fg: body.color ?? '', on: [body.background ?? ''], min: text },
    textOn('body text (cards, raised rows)', body.color),
    textOn('.muted text', rule(css('base'), '.muted').color),
    textOn('links (a)', rule(css('base'), 'a').color),
    textOn('.link-btn', rule(css('editors'), '.link-btn').color),
    textOn('.field-error', rule(css('components'), '.field-error').color),
    textOn('.hk-up (success as text)', rule(css('integration-cards'), '.hk-up').color),
    textOn('.hk-down (danger as text)', rule(css('integration-cards'), '.hk-down').color),
    { what: '.integration-strip.is-error text', fg: rule(css('integrations'), '.integration-strip.is-error').color ?? '', on: [rule(css('integrations'), '.integration-strip').background ?? ''], min: text },
    { what: '.integration-stale-data (dimmed old values of a failed card)', fg: rule(css('integrations'), '.integration-stale-data').color ?? '', on: [rule(css('integrations'), '.integration-strip').background ?? ''], min: text },
    textOn('.integration-detail .integration-error (a failed refresh in the detailed view)', rule(css('integrations'), '.integration-detail .integration-error').color),
    textOn('.hk-pending (warning as text)', rule(css('integration-cards'), '.hk-pending').color),
    // A card's values and labels (issue 43 item 5): on the stat's tint over the strip, and the details list.
    { what: '.hk-value on its stat', fg: rule(css('integration-cards'), '.hk-value').color ?? '', on: [rule(css('integrations'), '.integration-strip').background ?? ''], over: rule(css('integration-cards'), '.hk-stat').background ?? '', min: text },
    { what: '.hk-label on its stat', fg: rule(css('integration-cards'), '.hk-label').color ?? '', on: [rule(css('integrations'), '.integration-strip').background ?? ''], over: rule(css('integration-cards'), '.hk-stat').background ?? '', min: text },
    textOn('.hk-list dt (labels in the details view)', rule(css('integration-cards'), '.hk-list dt').color),
    textOn('.hk-list dd (values in the details view)', rule(css('integration-cards'), '.hk-list dd').color),
    { what: '.btn-primary text', fg: primary.color ?? '', on: [primary.background ?? ''], min: text },
    { what: '.btn-primary text on hover', fg: primary.color ?? '', on: [primaryHover.background ?? ''], min: text },
    { what: '.btn-danger text', fg: danger.color ?? '', on: [danger.background ?? ''], min: text },
    { what: '.btn-danger text on hover', fg: danger.color ?? '', on: [dangerHover.background ?? ''], min: text },
    { what: '.pack-confirm .btn-danger text', fg: packDanger.color ?? '', on: [packDanger.background ?? ''], min: text },
    { what: '.nav-link.active text (accent-soft on the sidebar)', fg: navActive.color ?? '', on: ['var(--surface)'], over: navActive.background ?? '', min: text },
    { what: ':focus-visible ring', fg: colourOf(rule(css('base'), ':focus-visible').outline ?? ''), on: surfaces, min: control },
    { what: '.input border', fg: colourOf(input.border ?? ''), on: ['var(--bg)', 'var(--surface)'], min: control },
    { what: '.input:focus border', fg: colourOf(rule(css('components'), '.input:focus')['border-color'] ?? ''), on: ['var(--bg)', 'var(--surface)'], min: control },
    { what: ".input[aria-invalid='true'] border", fg: colourOf(rule(css('components'), ".input[aria-invalid='true']")['border-color'] ?? ''), on: ['var(--bg)', 'var(--surface)'], min: control },
    { what: '.search-input border', fg: colourOf(rule(css('header'), '.search-input').border ?? ''), on: ['var(--surface)', 'var(--bg)'], min: control },
    textOn('.palette-launch text', rule(css('header'), '.palette-launch').color),
    { what: '.palette-launch border', fg: colourOf(rule(css('header'), '.palette-launch').border ?? ''), on: ['var(--surface)', 'var(--bg)'], min: control },
    textOn('.palette-group-label', rule(css('palette'), '.palette-group-label').color),
    {
      what: '.palette-option-detail on the active row (accent-soft over the palette)',
      fg: rule(css('palette'), '.palette-option.is-active .palette-option-detail').color ?? '',
      on: ['var(--surface)'],
      over: rule(css('palette'), '.palette-option.is-active').background ?? '',
      min: text,
    },
    {
      what: '.palette-option title on the active row',
      fg: rule(css('palette'), '.palette-option').color ?? '',
      on: ['var(--surface)'],
      over: rule(css('palette'), '.palette-option.is-active').background ?? '',
      min: text,
    },
    { what: '.switch border', fg: colourOf(rule(css('editors'), '.switch').border ?? ''), on: surfaces, min: control },
    // File choosers and radios are drawn in the theme's colours, not the browser's grey.
    { what: 'file chooser button text', fg: fileButton.color ?? '', on: [fileButton.background ?? ''], min: text },
    { what: 'file chooser button on hover', fg: fileButton.color ?? '', on: [rule(css('components'), ":where(input[type='file'])::file-selector-button:hover").background ?? ''], min: text },
    { what: 'file chooser button border', fg: colourOf(fileButton.border ?? ''), on: ['var(--bg)', 'var(--surface)'], min: control },
    { what: 'radio (its accent-color)', fg: rule(css('components'), ":where(input[type='radio'])")['accent-color'] ?? '', on: surfaces, min: control },
    // Health checks: the status dot and the uptime bar are graphics that carry meaning (1.4.11).
    ...['.health-dot.is-up', '.health-dot.is-degraded', '.health-dot.is-down', '.health-dot.is-maintenance', '.uptime-slot.is-up', '.uptime-slot.is-partial', '.uptime-slot.is-down'].map(
      (selector): Pair => ({ what: selector, fg: rule(css('monitoring'), selector).background ?? '', on: surfaces, min: control }),
    ),
    // "Late": a ring half filled; its ring is what marks it out, so the ring is checked.
    { what: '.health-dot.is-late ring', fg: colourOf(rule(css('monitoring'), '.health-dot.is-late').border ?? ''), on: surfaces, min: control },
    { what: '.health-dot.is-late fill', fg: colourOf(rule(css('monitoring'), '.health-dot.is-late').background ?? ''), on: surfaces, min: control },
    textOn('.incident-open (danger as text)', rule(css('monitoring'), '.incident-open').color),
    { what: '.range-tab.is-active text', fg: rule(css('monitoring'), '.range-tab.is-active').color ?? '', on: [rule(css('monitoring'), '.range-tab.is-active').background ?? ''], min: text },
    { what: 'todo "Due today" badge', fg: rule(css('todos'), ".todo-due-label[data-due='today']").color ?? '', on: ['var(--surface)'], over: rule(css('todos'), ".todo-due-label[data-due='today']").background ?? '', min: text },
    { what: 'todo "Overdue" badge', fg: rule(css('todos'), '.todo-row[data-overdue] .todo-due-label').color ?? '', on: ['var(--surface)'], over: rule(css('todos'), ".todo-row[data-overdue] .todo-due-label[data-due='overdue']").background ?? '', min: text },
    { what: '.offline-banner text', fg: rule(css('pwa'), '.offline-banner').color ?? '', on: [rule(css('pwa'), '.offline-banner').background ?? ''], min: text },
    { what: '.insecure-notice text', fg: body.color ?? '', on: [rule(css('pwa'), '.insecure-notice').background ?? ''], min: text },
    { what: '.insecure-notice link', fg: rule(css('pwa'), '.insecure-notice a').color ?? '', on: [rule(css('pwa'), '.insecure-notice').background ?? ''], min: text },
    ...(['.update-notice-current', '.update-notice a', '.update-notice-close'] as const).map(
      (selector): Pair => ({ what: `${selector} on the update notice`, fg: rule(css('layout'), selector).color ?? '', on: [rule(css('layout'), '.update-notice').background ?? ''], min: text }),
    ),
    { what: '.update-notice text', fg: body.color ?? '', on: [rule(css('layout'), '.update-notice').background ?? ''], min: text },
    // The backup passphrase's strength: its level as text, and the meter's steps as graphics.
    textOn('.strength-text', rule(css('backup'), '.strength-text').color),
    ...(['weak', 'fair', 'strong', 'very-strong'] as const).flatMap((level): Pair[] => [
      textOn(`strength label "${level}"`, rule(css('backup'), `.strength[data-level='${level}'] .strength-label`).color),
      { what: `strength meter "${level}"`, fg: rule(css('backup'), `.strength[data-level='${level}'] .strength-segment.is-filled`).background ?? '', on: surfaces, min: control },
    ]),
    { what: 'strength meter, steps not reached', fg: rule(css('backup'), '.strength-segment').background ?? '', on: surfaces, min: control },
  ];
}

/*
 * Buttons: every combination of `btn` classes the renderer writes, with the colours the cascade
 * gives it (single-class rules, in the order main.tsx loads the stylesheets). A combination with no
 * colour or no background of its own falls back to the browser's grey button, which is what the
 * Delete buttons of the Alerts page and the monitor form once were (red on grey, about 1.9:1).
 */
const styleOrder = [...readFileSync('renderer/main.tsx', 'utf8').matchAll(/import '\.\/styles\/([\w-]+)\.css'/g)].map((m) => css(m[1] ?? ''));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Each `className` that names `btn`, as its btn classes; a template's alternatives are expanded. */
function buttonClassSets(): string[][] {
  const sets = new Map<string, string[]>();
  const add = (classes: string[]) => sets.set([...classes].sort().join(' '), classes);
  for (const file of tsxFiles('renderer')) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
      const value = m[1] ?? m[2] ?? '';
      const fixed = value.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/).filter(Boolean);
      if (!fixed.includes('btn')) continue;
      const choices = [...value.matchAll(/\$\{([^}]*)\}/g)].map((t) => [...(t[1] ?? '').matchAll(/'(btn-[\w-]+)'/g)].map((q) => q[1] ?? ''));
      if (value.includes('btn-${tone}')) choices.push(['btn-danger', 'btn-primary']);
      const expand = (at: number, so: string[]): void => {
        const options = choices[at];
        if (!options) return void add(so.filter((c) => c === 'btn' || /^btn-\w/.test(c)));
        if (options.length === 0) return expand(at + 1, so);
        for (const option of options) expand(at + 1, [...so, option]);
      };
      expand(0, fixed);
    }
  }
  return [...sets.values()];
}

/** The colour and background the single-class rules give an element with `classes`, in `state`. */
function buttonPaint(classes: string[], state: '' | ':hover'): { color?: string; background?: string } {
  const selectors = new Set(classes.flatMap((c) => (state ? [`.${c}`, `.${c}:hover`, `.${c}:hover:not(:disabled)`] : [`.${c}`])));
  const paint: { color?: string; background?: string } = {};
  for (const file of styleOrder) {
    for (const block of blocks(file)) {
      if (!block.selectors.some((s) => selectors.has(s))) continue;
      if (block.declarations.color) paint.color = block.declarations.color;
      if (block.declarations.background) paint.background = block.declarations.background;
    }
  }
  return paint;
}

describe('buttons', () => {
  const sets = buttonClassSets();

  it('finds the renderer\'s button variants, the Delete buttons of Alerts and the monitor form among them', () => {
    const names = sets.map((set) => [...set].sort().join(' '));
    expect(names).toEqual(expect.arrayContaining(['btn btn-primary', 'btn btn-secondary', 'btn btn-danger btn-sm', 'btn btn-danger-text', 'btn btn-danger-text btn-sm']));
  });

  it.each(themes.map((t) => t.value))('every variant has its own colours and meets WCAG AA in the %s theme', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    const failures: string[] = [];
    for (const classes of sets) {
      const name = classes.map((c) => `.${c}`).join('');
      for (const state of ['', ':hover'] as const) {
        const paint = buttonPaint(classes, state);
        if (!paint.color || !paint.background) {
          failures.push(`${name}${state}: no ${paint.color ? 'background' : 'colour'} of its own (the browser's grey button)`);
          continue;
        }
        const surfacesUnder = resolve(paint.background, vars).a < 1 ? surfaces : ['var(--bg)'];
        for (const under of surfacesUnder) {
          const bg = over(resolve(paint.background, vars), resolve(under, vars));
          const ratio = contrast(resolve(paint.color, vars), bg);
          if (ratio < text) failures.push(`${name}${state}: ${paint.color} on ${paint.background} ${hex(bg)} = ${ratio.toFixed(2)}:1 < ${text}:1`);
        }
      }
    }
    expect(failures, theme).toEqual([]);
  });
});

describe('theme colours', () => {
  it.each(themes.map((t) => t.value))('meet WCAG AA in the %s theme', (theme) => {
    const vars = themeVars(tokenFiles, theme);
    const failures: string[] = [];
    for (const pair of pairs()) {
      const fg = resolve(pair.fg, vars);
      for (const on of pair.on) {
        let bg: Rgba = resolve(on, vars);
        if (bg.a < 1) bg = over(bg, resolve('var(--bg)', vars));
        if (pair.over) bg = over(resolve(pair.over, vars), bg);
        const ratio = contrast(fg, bg);
        if (ratio < pair.min) failures.push(`${pair.what}: ${pair.fg} ${hex(over(fg, bg))} on ${pair.over ? `${pair.over} over ` : ''}${on} ${hex(bg)} = ${ratio.toFixed(2)}:1 < ${pair.min}:1`);
      }
    }
    expect(failures, `${theme}`).toEqual([]);
  });

  it.each(themes.map((t) => [t.value, t.accentColor] as const))('give the %s theme the accent its picker shows (%s)', (theme, accentColor) => {
    expect(themeVars(tokenFiles, theme).accent).toBe(accentColor);
  });
});
