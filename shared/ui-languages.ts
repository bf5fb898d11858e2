/**
 * The languages Hearth's texts come in (issue 47): a complete catalogue each, in
 * renderer/i18n/locales/. Shared because the server checks a profile's language against it and the
 * desktop app maps the OS language onto it. `name` is the language's own name for itself.
 */
export const uiLanguages = [
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

export type UiLanguage = (typeof uiLanguages)[number]['code'];

export const uiLanguageCodes = uiLanguages.map((l) => l.code) as [UiLanguage, ...UiLanguage[]];

export const sourceLanguage: UiLanguage = 'en';

export function isUiLanguage(code: string | null | undefined): code is UiLanguage {
  return uiLanguages.some((l) => l.code === code);
}

/**
 * The catalogue for one language tag: the exact one (pt-BR), else the first of ours that shares
 * its base language (de-AT → de, zh-Hans-CN → zh-CN, pt-PT → pt-BR).
 */
export function matchUiLanguage(tag: string): UiLanguage | undefined {
  const exact = uiLanguages.find((l) => l.code.toLowerCase() === tag.toLowerCase());
  if (exact) return exact.code;
  const base = tag.split('-')[0]?.toLowerCase();
  return uiLanguages.find((l) => l.code.split('-')[0]?.toLowerCase() === base)?.code;
}

/** The first of these language tags (most preferred first) Hearth has a catalogue for, else English. */
export function firstUiLanguage(tags: readonly string[]): UiLanguage {
  for (const tag of tags) {
    const match = matchUiLanguage(tag);
    if (match) return match;
  }
  return sourceLanguage;
}
