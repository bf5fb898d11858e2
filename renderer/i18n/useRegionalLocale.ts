import { useTranslation } from 'react-i18next';
import { regionalLocale } from './regional.js';

/** The locale a screen formats dates and numbers in: the chosen language, in the browser's region. */
export function useRegionalLocale(): string {
  const { i18n } = useTranslation();
  return regionalLocale(i18n.language, navigator.languages ?? [navigator.language]);
}
