import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, uiContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the service widget (issue 44 item 4) in every theme, light and dark: the
 * service's name and its integration line, the card's values and the details' labels (dimmed too,
 * after a failed refresh), the failure in the danger colour, and the picker's lines in the dialog,
 * as text (4.5:1) on the widget card and the dialog; the focus ring (3:1).
 */
const css = styleFile;
const widget = css('service-widget');
const text = textContrast;
const ui = uiContrast;

function pairs(): ContrastPair[] {
  const card = rule(css('widgets'), '.widget-card').background ?? '';
  const dialog = rule(css('snippets'), '.modal').background ?? '';
  const failure = rule(css('integrations'), '.integration-strip').background ?? '';
  return [
    { what: 'service name', fg: rule(widget, '.service-open').color ?? '', on: [card], min: text },
    { what: 'integration and host', fg: rule(widget, '.service-meta').color ?? '', on: [card], min: text },
    { what: 'details label', fg: rule(css('integration-cards'), '.hk-list dt').color ?? '', on: [card], min: text },
    { what: 'details value', fg: rule(css('integration-cards'), '.hk-list dd').color ?? '', on: [card], min: text },
    { what: 'values from before a failed refresh', fg: rule(css('integrations'), '.integration-stale-data').color ?? '', on: [card], min: text },
    { what: 'failure', fg: rule(css('integrations'), '.integration-strip.is-error').color ?? '', on: [failure], min: text },
    { what: 'picker name', fg: 'var(--text)', on: [dialog], min: text },
    { what: 'picker integration and folder', fg: rule(widget, '.service-choice-meta').color ?? '', on: [dialog], min: text },
    { what: 'no links yet', fg: rule(widget, '.service-empty').color ?? '', on: [dialog], min: text },
    { what: 'focus ring', fg: rule(widget, '.service-open:focus-visible').outline?.split(' ').at(-1) ?? '', on: [card], min: ui },
  ];
}

describeThemeContrast('service widget colours', pairs);
