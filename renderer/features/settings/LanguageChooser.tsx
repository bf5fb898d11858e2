import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n.js';
import { languages } from '../../i18n/languages.js';

/** The language of Hearth's texts, each listed by its own name; it applies at once, no reload. */
export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  return (
    <div className="field language-chooser">
      <label className="field-label" htmlFor="language">
        {t('language.title')}
      </label>
      <select
        id="language"
        className="input select"
        aria-describedby="language-hint"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => void chooseLanguage(e.target.value)}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <p id="language-hint" className="field-hint">
        {t('language.hint')}
      </p>
    </div>
  );
}
