import { rule, type ContrastPair } from '../helpers/css-contrast.js';
import { describeThemeContrast, styleFile, textContrast, uiContrast } from '../helpers/contrast-suite.js';

/*
 * WCAG 2.1 AA for the home's sections (issue 44) in every theme, light and dark: the title, its
 * item count, the Open link and the empty note as text (4.5:1) on the section's background, and
 * the focus ring (3:1) on it.
 */

const css = styleFile;
const sections = css('home-sections');
const text = textContrast;
const ui = uiContrast;

function pairs(): ContrastPair[] {
  const sectionBg = rule(sections, '.home-section').background ?? '';
  const countBg = rule(sections, '.home-section-count').background ?? '';
  return [
    { what: 'section title', fg: rule(sections, '.home-section-toggle').color ?? '', on: [sectionBg, rule(sections, '.home-section-toggle:hover').background ?? ''], min: text },
    { what: 'item count', fg: rule(sections, '.home-section-count').color ?? '', on: [countBg], min: text },
    { what: 'Open link', fg: rule(sections, '.home-section-open').color ?? '', on: [sectionBg], min: text },
    { what: 'empty note', fg: rule(sections, '.home-section-empty').color ?? '', on: [sectionBg], min: text },
    { what: 'focus ring', fg: 'var(--accent)', on: [sectionBg, 'var(--bg)'], min: ui },
  ];
}

describeThemeContrast('home section colours', pairs);
