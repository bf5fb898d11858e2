import { firstUiLanguage, type UiLanguage } from '../shared/ui-languages.js';

/** What Electron's `app` reports about the OS's languages (read after 'ready'). */
export interface SystemLanguages {
  /** app.getPreferredSystemLanguages(): the OS's ordered list, e.g. ['de-AT', 'en-US']; may be empty. */
  preferred: readonly string[];
  /** app.getLocale(): the locale Chromium settled on, e.g. 'de'; '' when unknown. */
  locale: string;
}

/**
 * The language the desktop window starts in when neither the profile nor this window has chosen
 * one: the first of the OS's preferred languages Hearth has, else the app locale, else English.
 * Tags Electron returns with a script or region (zh-Hans-CN, pt-PT) land on our nearest catalogue.
 */
export function desktopLanguage(system: SystemLanguages): UiLanguage {
  return firstUiLanguage([...system.preferred, system.locale].filter((tag) => tag.trim() !== ''));
}
