import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast } from '../helpers/contrast-suite.js';

// WCAG 2.1 AA for the LDAP settings screen's connection test result (issue 45 item 3), success
// and failure, as text on the card, in every theme.
const ldap = styleFile('ldap');

function pairs(): ContrastPair[] {
  const card = rule(styleFile('components'), '.card').background ?? '';
  return [
    { what: 'neutral result', fg: rule(ldap, '.ldap-test-result').color ?? '', on: [card], min: textContrast },
    { what: 'connected', fg: rule(ldap, '.ldap-test-result.is-ok').color ?? '', on: [card], min: textContrast },
    { what: 'failed', fg: rule(ldap, '.ldap-test-result.is-failed').color ?? '', on: [card], min: textContrast },
  ];
}

describeThemeContrast('LDAP settings colours', pairs);
