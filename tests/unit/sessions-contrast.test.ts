import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrast, hex, over, resolve, rule, themeVars, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, themeTokenFiles } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for My Profile → Sessions (issue 45 item 6) in every theme, light and dark: the
 * device, the muted address-and-dates line and the "This device" badge, as text on the list card.
 */

const card = () => rule(styleFile('components'), '.card').background ?? '';
const badge = () => rule(styleFile('components'), '.badge-accent');

function pairs(): ContrastPair[] {
  return [
    { what: 'device', fg: 'var(--text)', on: [card()], min: textContrast },
    { what: 'address and dates', fg: rule(styleFile('accounts'), '.api-key-dates').color ?? '', on: [card()], min: textContrast },
    { what: 'section intro', fg: rule(styleFile('base'), '.muted').color ?? '', on: ['var(--bg)'], min: textContrast },
  ];
}

describeThemeContrast('sessions section colours', pairs);

// The badge's background is translucent: it is read where it sits, over the card, not over the page.
describe('"This device" badge', () => {
  it.each(themes.map((t) => [t.value] as const))('meets WCAG AA on the card in the %s theme', (theme) => {
    const vars = themeVars(themeTokenFiles, theme);
    const background = over(resolve(badge().background ?? '', vars), resolve(card(), vars));
    const fg = resolve(badge().color ?? '', vars);
    expect(contrast(fg, background), `${hex(fg)} on ${hex(background)}`).toBeGreaterThanOrEqual(textContrast);
  });
});
