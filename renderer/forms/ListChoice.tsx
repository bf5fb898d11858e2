import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FieldError } from './FieldError.js';

export interface ListOption {
  id: string;
  label: string;
}

interface ListChoiceProps {
  id: string;
  /** The kind of list: "todo" or "snippet", for the label and the way to make one. */
  kind: 'todo' | 'snippet';
  /** The user's lists; undefined while they load. */
  options: ListOption[] | undefined;
  value: string;
  error?: string | undefined;
  onChange: (listId: string) => void;
}

/**
 * Which list a new item goes to, on the screens that show every list (/tasks, /snippet); when
 * the user has no list of the kind yet, where to make one instead.
 */
export function ListChoice({ id, kind, options, value, error, onChange }: ListChoiceProps) {
  const { t } = useTranslation();
  // Each kind's texts live in its screen's section: todos.listChoice, snippets.listChoice.
  const section = kind === 'todo' ? 'todos' : 'snippets';
  if (options?.length === 0) {
    return (
      <div className="notice" role="status">
        <strong>{t(`${section}.listChoice.none`)}</strong>
        <span>
          <Trans t={t} i18nKey={`${section}.listChoice.noneText`} components={{ add: <Link to={`/manage/listing/save/${kind}`} /> }} />
        </span>
      </div>
    );
  }
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t(`${section}.listChoice.label`)}
      </label>
      <select
        id={id}
        className="input select"
        value={value}
        disabled={!options}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {(options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
