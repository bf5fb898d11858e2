import { useTranslation } from 'react-i18next';
import { maxDescriptionLength } from '../../../../shared/contracts/listings.js';
import { FieldError } from '../../../forms/FieldError.js';

/** A link's optional description: a short note shown under its name and found by the search. */
export function DescriptionField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const described = ['link-description-hint', error ? 'link-description-error' : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor="link-description">
        {t('linkForm.description')}
      </label>
      <textarea
        id="link-description"
        className="input link-description-input"
        rows={2}
        maxLength={maxDescriptionLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="link-description-hint" className="field-hint">
        {t('linkForm.descriptionHint', { length: value.length, max: maxDescriptionLength })}
      </p>
      <FieldError id="link-description-error" message={error} />
    </div>
  );
}
