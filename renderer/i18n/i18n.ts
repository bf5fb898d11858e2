import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only the English sections the signed-out screens read (sign-in, setup and its restore, the trust
// page, the error pages, the shell's banner, dialogs) ship in the login bundle; the whole English
// catalogue comes with the signed-in shell (englishCatalogue.ts), so the login page stays small.
import { auth, backup, common, directory, errors, https, language, profile, secondFactor, setup, shell, userMenu } from './locales/en.json';
import { isLanguage, pickLanguage, sourceLanguage, textDirection, type Language } from './languages.js';

/** This browser's own choice, for the screens before sign-in. */
const storageKey = 'hearth.language';
/**
 * The signed-in user's profile language (issue 47 item 3), kept here only so a reload starts in it
 * before the dashboard answers; forgotten at sign-out.
 */
const profileKey = 'hearth.profileLanguage';

// English ships in the bundle (it is the source and the fallback); any other catalogue is its own
// chunk, fetched only when chosen, so the login page carries one language.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: { auth, backup, common, directory, errors, https, language, profile, secondFactor, setup, shell, userMenu } } },
  lng: sourceLanguage,
  fallbackLng: sourceLanguage,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
  returnNull: false,
});

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice holds for this visit only.
  }
}

/** The desktop app passes the OS's language (electron/desktop-language.ts); a browser has none. */
function systemLanguages(): string[] {
  const desktop = (window as Window & { hearthDesktop?: { systemLanguage?: unknown } }).hearthDesktop;
  return typeof desktop?.systemLanguage === 'string' && desktop.systemLanguage ? [desktop.systemLanguage] : [];
}

/** Without a profile choice: this browser's stored choice, else the OS's or browser's languages, else English. */
export function deviceLanguage(): Language {
  return pickLanguage(readStored(storageKey), [...systemLanguages(), ...(navigator.languages ?? [navigator.language])]);
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
  // The language already shown: i18next would still announce a change, and every mounted
  // translated component (each card of a 500-card home) would render again for nothing. The
  // dashboard's every read confirms the profile's language, so this is the common case.
  if (i18n.language === language) {
    markDocument(language);
    return;
  }
  await load(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/** Chosen in settings: remembered in this browser and applied at once. */
export async function chooseLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  writeStored(storageKey, language);
  await applyLanguage(language);
}

/** The signed-in user's profile language, at sign-in and whenever the profile is read: null follows this device. */
export function followProfile(language: string | null): Promise<void> {
  const chosen = isLanguage(language) ? language : null;
  writeStored(profileKey, chosen);
  return applyLanguage(chosen ?? deviceLanguage()).catch(() => undefined);
}

/** At sign-out: the sign-in screen is in this device's language again. */
export function forgetProfileLanguage(): void {
  writeStored(profileKey, null);
  void applyLanguage(deviceLanguage()).catch(() => undefined);
}

/** At start: signed in, the profile's language as last seen; else this device's. */
export function startLanguage(signedIn: boolean): Promise<void> {
  const profile = signedIn ? readStored(profileKey) : null;
  const language = isLanguage(profile) ? profile : deviceLanguage();
  markDocument(sourceLanguage);
  return applyLanguage(language).catch(() => undefined);
}
