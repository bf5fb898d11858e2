/** The languages Hearth has a complete catalogue for; `name` is the language's own name for itself. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'pl', name: 'Polski' },
  { code: 'uk', name: 'Українська' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'ja', name: '日本語' },
  { code: 'ar', name: 'العربية' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const sourceLanguage: Language = 'en';

/** Scripts written right to left: the page is mirrored for them. */
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return rightToLeft.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

export function isLanguage(code: string | null | undefined): code is Language {
  return languages.some((l) => l.code === code);
}

/**
 * The catalogue for one browser language tag: the exact one (pt-BR), else the first of ours that
 * shares its base language (de-AT → de, zh-Hans-CN → zh-CN, pt-PT → pt-BR).
 */
export function matchLanguage(tag: string): Language | undefined {
  const exact = languages.find((l) => l.code.toLowerCase() === tag.toLowerCase());
  if (exact) return exact.code;
  const base = tag.split('-')[0]?.toLowerCase();
  return languages.find((l) => l.code.split('-')[0]?.toLowerCase() === base)?.code;
}

/** A stored choice wins; else the first of the browser's languages we have; else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return sourceLanguage;
}
