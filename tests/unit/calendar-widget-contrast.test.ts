import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, uiContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the calendar widget (issue 44) in every theme, light and dark: titles, times,
 * kinds, day labels, the error list, the widget's notes and the Calendars dialog's rows as text
 * (4.5:1) on the backgrounds they sit on, the pressed view button's label on the accent, and the
 * focus ring and today's mark (3:1).
 */
const css = styleFile;
const widget = css('calendar-widget');
const text = textContrast;
const ui = uiContrast;

function pairs(): ContrastPair[] {
  const bg = rule(widget, '.calendar-widget').background ?? '';
  const cell = rule(widget, '.calendar-cell').background ?? '';
  const outside = rule(widget, '.calendar-cell[data-outside]').background ?? '';
  const errors = rule(widget, '.calendar-errors');
  return [
    { what: 'event title', fg: rule(widget, 'a.calendar-title').color ?? '', on: [bg, cell, outside], min: text },
    { what: 'time and kind', fg: rule(widget, '.calendar-kind').color ?? '', on: [bg], min: text },
    { what: 'day label', fg: rule(widget, '.calendar-day-label').color ?? '', on: [bg], min: text },
    { what: 'day number', fg: rule(widget, '.calendar-cell-day').color ?? '', on: [cell, outside], min: text },
    { what: 'more count', fg: rule(widget, '.calendar-more').color ?? '', on: [cell, outside], min: text },
    { what: 'weekday header', fg: rule(widget, '.calendar-month th').color ?? '', on: [bg], min: text },
    { what: 'error list', fg: errors.color ?? '', on: [errors.background ?? ''], min: text },
    { what: 'view button', fg: rule(widget, '.calendar-view-button').color ?? '', on: [rule(widget, '.calendar-view-button').background ?? ''], min: text },
    { what: 'pressed view button', fg: rule(widget, ".calendar-view-button[aria-pressed='true']").color ?? '', on: [rule(widget, ".calendar-view-button[aria-pressed='true']").background ?? ''], min: text },
    { what: 'note under the calendar', fg: rule(widget, '.calendar-note').color ?? '', on: [rule(widget, '.calendar-note').background ?? ''], min: text },
    { what: "a source's kind and host", fg: rule(widget, '.calendar-source-meta').color ?? '', on: [rule(widget, '.calendar-source-meta').background ?? ''], min: text },
    { what: 'focus ring and today', fg: 'var(--accent)', on: [bg, cell, 'var(--bg)'], min: ui },
  ];
}

describeThemeContrast('calendar widget colours', pairs);
