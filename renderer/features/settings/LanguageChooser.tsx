import type { ReactNode } from 'react';
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

interface LanguageFieldProps {
  value: string;
  hint: string;
  onChoose: (code: string) => void;
  disabled?: boolean;
  /** An option before the languages, such as "This device's language". */
  first?: ReactNode;
}

function LanguageField({ value, hint, onChoose, disabled = false, first = null }: LanguageFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field language-chooser">
      <label className="field-label" htmlFor="language">
        {t('language.title')}
      </label>
      <select id="language" className="input select" aria-describedby="language-hint" value={value} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
        {first}
        {options}
      </select>
      <p id="language-hint" className="field-hint">
        {hint}
      </p>
    </div>
  );
}

function BrowserLanguage() {
  const { t, i18n } = useTranslation();
  return <LanguageField value={i18n.resolvedLanguage ?? 'en'} hint={t('language.hint')} onChoose={(code) => void chooseLanguage(code)} />;
}

function ProfileLanguage() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const save = useSaveLanguage();
  // While a save is on its way the select already shows the new choice.
  const value = save.isPending ? save.variables : (data?.userData.language ?? null);
  return (
    <LanguageField
      value={value ?? ''}
      hint={t('profile.languageHint')}
      disabled={!data}
      onChoose={(code) => save.mutate(isUiLanguage(code) ? code : null)}
      first={<option value="">{t('profile.followDevice')}</option>}
    />
  );
}
