import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for this machine's stats widget (issue 44 item 3) in every theme, light and dark:
 * the title, figures and muted labels as text (4.5:1) on the widget's background, and each bar's
 * fill, normal and nearly full, as a graphic (3:1) on its track.
 */

const css = styleFile;
const widget = css('host-stats');
const text = textContrast;
const graphic = 3;

function pairs(): ContrastPair[] {
  const bg = rule(widget, '.host-stats').background ?? '';
  const track = rule(widget, '.host-stats-bar').background ?? '';
  return [
    { what: 'title', fg: rule(widget, '.host-stats-title').color ?? '', on: [bg], min: text },
    { what: 'figures', fg: rule(widget, '.host-stats-value').color ?? '', on: [bg], min: text },
    ...['.host-stats-uptime', '.host-stats-share', '.host-stats-core-name', '.host-stats-rows dt'].map((selector) => ({ what: selector, fg: rule(widget, selector).color ?? '', on: [bg], min: text })),
    { what: 'bar', fg: rule(widget, '.host-stats-bar-fill').background ?? '', on: [track], min: graphic },
    { what: 'nearly full bar', fg: rule(widget, ".host-stats-bar[data-full='true'] .host-stats-bar-fill").background ?? '', on: [track], min: graphic },
  ];
}

describeThemeContrast('host stats widget colours', pairs);
