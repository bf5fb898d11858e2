import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { isLanguage, pickLanguage, sourceLanguage, textDirection, type Language } from './languages.js';

/** The browser's stored choice; the per-user profile choice comes later (issue 47 item 3). */
const storageKey = 'hearth.language';

// English ships in the bundle (it is the source and the fallback); any other catalogue is its own
// chunk, fetched only when chosen, so the login page carries one language.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: sourceLanguage,
  fallbackLng: sourceLanguage,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
  returnNull: false,
});

function readStored(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function markDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

async function load(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = catalogues[`./locales/${language}.json`];
  if (!loader) return;
  i18n.addResourceBundle(language, 'translation', (await loader()).default);
}

/** Switches every mounted text at once (no reload) and marks <html> with lang and dir. */
export async function applyLanguage(language: Language): Promise<void> {
  await load(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/** Chosen in settings: remembered in this browser and applied at once. */
export async function chooseLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the choice holds for this visit only.
  }
  await applyLanguage(language);
}

/** At start: the stored choice, else the browser's languages, else English. */
export function startLanguage(): Promise<void> {
  const language = pickLanguage(readStored(), navigator.languages ?? [navigator.language]);
  markDocument(sourceLanguage);
  return applyLanguage(language).catch(() => undefined);
}
