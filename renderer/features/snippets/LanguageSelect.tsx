import { languages } from '../../../shared/languages.js';
import { FieldError } from '../../forms/FieldError.js';

interface LanguageSelectProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** The empty choice's text, in the reader's language; "Choose a language" unless told. */
  chooseLabel?: string;
  /** Hide the label visually (the code item header is tight); screen readers still hear it. */
  compact?: boolean;
}

const options = [...languages].sort((a, b) => a.name.localeCompare(b.name));

/** All ~250 catalogue languages; a native select, so typing a name jumps to it. */
export function LanguageSelect({ id, label, value, error, onChange, chooseLabel = 'Choose a language', compact = false }: LanguageSelectProps) {
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
        {value === '' ? <option value="">{chooseLabel}</option> : null}
        {options.map((language) => (
          <option key={language.value} value={language.value}>
            {language.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
