import { useTranslation } from 'react-i18next';
import { languages, plainText } from '../../../shared/languages.js';
import { FieldError } from '../../forms/FieldError.js';

interface LanguageSelectProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** Hide the label visually (the code item header is tight); screen readers still hear it. */
  compact?: boolean;
}

const options = [...languages].sort((a, b) => a.name.localeCompare(b.name));

/** All ~250 catalogue languages; a native select, so typing a name jumps to it. */
export function LanguageSelect({ id, label, value, error, onChange, compact = false }: LanguageSelectProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={compact ? 'field field-compact' : 'field'}>
      <label className={compact ? 'sr-only' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {value === '' ? <option value="">{t('snippets.languageSelect.choose')}</option> : null}
        {options.map((language) => (
          <option key={language.value} value={language.value}>
            {language.value === plainText ? t('snippets.languageSelect.plainText') : language.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
