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
  if (options?.length === 0) {
    return (
      <div className="notice" role="status">
        <strong>You have no {kind} lists yet.</strong>
        <span>
          {kind === 'todo' ? 'Todos' : 'Snippets'} live in a {kind} list. <Link to={`/manage/listing/save/${kind}`}>Add a {kind} list</Link> first.
        </span>
      </div>
    );
  }
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {kind === 'todo' ? 'Todo list' : 'Snippet list'}
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
