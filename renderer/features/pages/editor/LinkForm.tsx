import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedLinkUrl, normaliseLinkUrl } from './linkUrl.js';
import { FieldError } from '../../../forms/FieldError.js';

interface LinkFormProps {
  /** The address of the link under the cursor, if any. */
  current: string | null;
  onApply: (url: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** The address row under the toolbar: Apply, Remove (on a link) and Cancel; Escape cancels. */
export function LinkForm({ current, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const url = normaliseLinkUrl(value);
    if (!isAllowedLinkUrl(url)) {
      setError(t('pages.linkForm.invalid'));
      return;
    }
    onApply(url);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
    // The editor sits inside the page form: Enter applies the link instead of saving the page.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className="rich-link-form" onKeyDown={onKey}>
      <label htmlFor="rich-link-url" className="sr-only">
        {t('pages.linkForm.address')}
      </label>
      <input
        id="rich-link-url"
        className="input"
        // The row opens on a click of Link; typing the address is the next step.
        autoFocus
        placeholder={t('pages.linkForm.placeholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'rich-link-error' : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
      <button type="button" className="btn btn-sm btn-primary" onClick={() => apply()}>
        {t('pages.linkForm.apply')}
      </button>
      {current ? (
        <button type="button" className="btn btn-sm btn-secondary" onClick={onRemove}>
          {t('pages.linkForm.remove')}
        </button>
      ) : null}
      <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
        {t('pages.linkForm.cancel')}
      </button>
      <FieldError id="rich-link-error" message={error} />
    </div>
  );
}
