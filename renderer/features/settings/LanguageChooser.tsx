import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '../../../shared/ui-languages.js';
import { chooseLanguage } from '../../i18n/i18n.js';
import { languages } from '../../i18n/languages.js';
import { useSaveLanguage } from '../accounts/languageQueries.js';
import { useSignIn } from '../auth/authStore.js';
import { useDashboard } from '../dashboard/dashboardContext.js';

const options = languages.map((l) => (
  <option key={l.code} value={l.code} lang={l.code}>
    {l.name}
  </option>
));

/**
 * The language of Hearth's texts, each listed by its own name; it applies at once, no reload.
 * Signed in, it is the profile's language (the same control on Themes and My Profile), so it
 * follows the user to every device; signed out, it is this browser's.
 */
export function LanguageChooser() {
  return useSignIn() ? <ProfileLanguage /> : <BrowserLanguage />;
}

function BrowserLanguage() {
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
        {options}
      </select>
      <p id="language-hint" className="field-hint">
        {t('language.hint')}
      </p>
    </div>
  );
}

function ProfileLanguage() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const save = useSaveLanguage();
  // While a save is on its way the select already shows the new choice.
  const value = save.isPending ? save.variables : (data?.userData.language ?? null);
  return (
    <div className="field language-chooser">
      <label className="field-label" htmlFor="language">
        {t('language.title')}
      </label>
      <select
        id="language"
        className="input select"
        aria-describedby="language-hint"
        value={value ?? ''}
        disabled={!data}
        onChange={(e) => save.mutate(isUiLanguage(e.target.value) ? e.target.value : null)}
      >
        <option value="">{t('profile.followDevice')}</option>
        {options}
      </select>
      <p id="language-hint" className="field-hint">
        {t('profile.languageHint')}
      </p>
    </div>
  );
}
