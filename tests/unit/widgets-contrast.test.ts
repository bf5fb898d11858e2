import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, uiContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the widgets (issue 44) in every theme, light and dark: titles, the clock's zone,
 * a note's quotes, code and links, the quiet lines and the add dialog's descriptions as text
 * (4.5:1) on their backgrounds, and the focus ring (3:1).
 */

const css = styleFile;
const widgets = css('widgets');
const text = textContrast;
const ui = uiContrast;

function pairs(): ContrastPair[] {
  const card = rule(widgets, '.widget-card').background ?? '';
  const kind = rule(widgets, '.widget-kind').background ?? '';
  const kindHover = rule(widgets, '.widget-kind:hover').background ?? '';
  const code = rule(widgets, '.widget-markdown code').background ?? '';
  return [
    { what: 'widget title', fg: rule(widgets, '.widget-title').color ?? '', on: [card], min: text },
    { what: 'clock zone', fg: rule(widgets, '.clock-zone').color ?? '', on: [card], min: text },
    { what: 'quiet line', fg: rule(widgets, '.widget-quiet').color ?? '', on: [card, 'var(--bg)'], min: text },
    { what: 'note quote', fg: rule(widgets, '.widget-markdown blockquote').color ?? '', on: [card], min: text },
    { what: 'note link', fg: rule(widgets, '.widget-markdown a').color ?? '', on: [card], min: text },
    { what: 'note code', fg: 'var(--text)', on: [code], min: text },
    { what: 'kind title', fg: rule(widgets, '.widget-kind').color ?? '', on: [kind, kindHover], min: text },
    { what: 'kind description', fg: rule(widgets, '.widget-kind-desc').color ?? '', on: [kind, kindHover], min: text },
    { what: 'focus ring', fg: 'var(--accent)', on: [card, 'var(--bg)'], min: ui },
  ];
}

describeThemeContrast('widget colours', pairs);
