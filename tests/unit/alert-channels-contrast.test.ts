import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the alert channel list (issue 46 item 4) in every theme, light and dark: a
 * channel's last failed send, small red text on the list card, and the muted host line above it.
 */

const card = () => rule(styleFile('components'), '.card').background ?? '';

function pairs(): ContrastPair[] {
  return [
    { what: 'last failed send', fg: rule(styleFile('monitoring'), '.channel-row-error').color ?? '', on: [card()], min: textContrast },
    { what: 'host line', fg: rule(styleFile('monitoring'), '.channel-row-meta').color ?? '', on: [card()], min: textContrast },
  ];
}

describeThemeContrast('alert channel list colours', pairs);
