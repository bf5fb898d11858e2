import { describe, expect, it } from 'vitest';
import { themes } from '../../shared/themes.js';
import { contrast, hex, over, resolve, rule, themeVars, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, themeTokenFiles } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the Uptime Kuma import's preview (issue 46 item 6) in every theme, light and
 * dark: names, targets, notes and left-out reasons on the card, the "Not imported" box, and the
 * kind badge beside each name; and a monitor's Alerts section the import fills.
 */

const card = () => rule(styleFile('components'), '.card').background ?? '';
const imports = styleFile('imports');

function pairs(): ContrastPair[] {
  return [
    { what: 'name', fg: 'var(--text)', on: [card()], min: textContrast },
    { what: 'target', fg: rule(imports, '.import-url').color ?? '', on: [card()], min: textContrast },
    { what: 'note', fg: rule(imports, '.import-link-description').color ?? '', on: [card()], min: textContrast },
    { what: 'left-out reason', fg: rule(imports, '.import-left-out-reason').color ?? '', on: [card()], min: textContrast },
    { what: 'counts', fg: rule(imports, '.import-counts').color ?? '', on: [card()], min: textContrast },
    { what: 'not imported', fg: 'var(--text)', on: [rule(imports, '.import-warnings').background ?? ''], min: textContrast },
    // A monitor's "Alerts" section: the hint and each channel's name on its card.
    { what: 'alerts hint', fg: rule(styleFile('editors'), '.field-hint').color ?? '', on: [card()], min: textContrast },
    { what: 'channel name', fg: rule(styleFile('editors'), '.check-label').color ?? 'var(--text)', on: [card()], min: textContrast },
  ];
}

describeThemeContrast('Uptime Kuma preview colours', pairs);

// The badge's background may be translucent: it is read where it sits, over the card.
describe('kind badge', () => {
  it.each(themes.map((t) => [t.value] as const))('meets WCAG AA on the card in the %s theme', (theme) => {
    const vars = themeVars(themeTokenFiles, theme);
    const badge = rule(styleFile('components'), '.badge');
    const background = over(resolve(badge.background ?? 'transparent', vars), resolve(card(), vars));
    const fg = resolve(badge.color ?? 'var(--text)', vars);
    expect(contrast(fg, background), `${hex(fg)} on ${hex(background)}`).toBeGreaterThanOrEqual(textContrast);
  });
});
