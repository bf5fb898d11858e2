import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for what issue 46 items 7 and 8 add to the devices screens, in every theme: the
 * schedule lines on a card and the runs log (text, 4.5:1) on the card's surface.
 */
const devices = styleFile('devices');
const listings = styleFile('listings');

function pairs(): ContrastPair[] {
  const card = rule(listings, '.listing-card').background ?? '';
  return [
    { what: 'schedule line on a card', fg: rule(devices, '.device-card-schedule').color ?? '', on: [card], min: textContrast },
    { what: 'runs log', fg: rule(devices, '.schedule-runs').color ?? '', on: [card], min: textContrast },
    { what: 'failed run', fg: rule(devices, ".schedule-runs li[data-outcome='failed']").color ?? '', on: [card], min: textContrast },
  ];
}

describeThemeContrast('device power and schedule colours', pairs);
