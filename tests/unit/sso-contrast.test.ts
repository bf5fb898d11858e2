import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, uiContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for single sign-on on the login page (issue 45) in every theme, light and dark: the
 * refusal message, "or" and the password disclosure as text (4.5:1) on the login card, the
 * message's border as a part of the interface (3:1).
 */

const sso = styleFile('sso');

function pairs(): ContrastPair[] {
  const card = rule(styleFile('standalone'), '.auth-card').background ?? '';
  const error = rule(sso, '.sso-error');
  const errorBg = error.background ?? '';
  return [
    { what: 'refusal message', fg: error.color ?? '', on: [errorBg, card], min: textContrast },
    { what: 'refusal border', fg: error['border']?.replace(/^1px solid /, '') ?? '', on: [card], min: uiContrast },
    { what: '"or"', fg: rule(sso, '.sso-or').color ?? '', on: [card], min: textContrast },
    { what: 'password disclosure', fg: rule(sso, '.sso-password > summary').color ?? '', on: [card], min: textContrast },
  ];
}

describeThemeContrast('single sign-on colours on the login page', pairs);
