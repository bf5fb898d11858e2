import { useTranslation } from 'react-i18next';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { FieldError } from '../../forms/FieldError.js';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** Whether a saved one exists, so "Keep the saved one" can bring it back after Replace. */
  saved: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * PEM text for a TLS certificate or key. A saved one never comes back from the server: it shows
 * as "saved" with Replace and Remove, and stays as it is unless one of them is used.
 */
export function PemField({ id, label, hint, value, saved, error, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  if (value === secretIsSet) {
    return (
      <div className="field pem-field">
        <span className="field-label" id={`${id}-label`}>
          {label}
        </span>
        <div className="pem-saved" role="group" aria-labelledby={`${id}-label`}>
          <span className="muted">{t('docker.pemSaved')}</span>
          <button type="button" className="btn btn-secondary btn-sm" id={id} onClick={() => onChange('')}>
            {t('docker.replace')}
          </button>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  return (
    <div className="field pem-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input pem-input"
        rows={4}
        // Shown in place of Replace: focus follows, instead of dropping to the page.
        autoFocus={saved}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('docker.pemPlaceholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="field-hint" id={hintId}>
        {hint}
        {saved ? ` ${t('docker.pemEmptyRemoves')}` : ''}
      </span>
      {saved ? (
        <button type="button" className="link-btn pem-keep" onClick={() => onChange(secretIsSet)}>
          {t('docker.pemKeep')}
        </button>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
