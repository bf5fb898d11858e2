import { firstUiLanguage, isUiLanguage, matchUiLanguage, sourceLanguage, uiLanguages, type UiLanguage } from '../../shared/ui-languages.js';

/** The list lives in shared/ (the server checks a profile's language against it). */
export const languages = uiLanguages;
export type Language = UiLanguage;
export { sourceLanguage };

/** Scripts written right to left: the page is mirrored for them. */
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return rightToLeft.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

export const isLanguage = isUiLanguage;
export const matchLanguage = matchUiLanguage;

/** A stored choice wins; else the first of the browser's languages we have; else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  return isLanguage(stored) ? stored : firstUiLanguage(browserLanguages);
}
