import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A labelled switch-styled checkbox with an optional line of help. */
export function CheckboxField({ id, label, checked, onChange, hint, disabled = false }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="check-field">
      <input
        id={id}
        type="checkbox"
        className="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      <div className="check-text">
        <label htmlFor={id} className="check-label">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="field-hint">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
