import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the second-factor screens (issue 45 item 4) in every theme, light and dark: the
 * "or" above "Sign in with a passkey" on the sign-in card, and the recovery codes on their panel.
 */

const standalone = styleFile('standalone');
const accounts = styleFile('accounts');

function pairs(): ContrastPair[] {
  const card = rule(standalone, '.auth-card').background ?? '';
  const panel = rule(accounts, '.recovery-codes').background ?? '';
  return [
    { what: '"or" before the passkey button', fg: rule(standalone, '.passkey-or').color ?? '', on: [card], min: textContrast },
    { what: 'recovery codes', fg: rule(accounts, '.recovery-codes').color ?? '', on: [panel], min: textContrast },
  ];
}

describeThemeContrast('second-factor colours', pairs);
