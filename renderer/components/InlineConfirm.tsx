import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface InlineConfirmProps {
  /** The accessible name of the group, e.g. "Delete Wiki?". */
  label: string;
  /** The visible question; "Delete?" unless there is more to say (what goes with a folder). */
  question?: string;
  busy?: boolean;
  /** Yes and No in the reader's language, for a translated screen; English unless told. */
  yesLabel?: string;
  noLabel?: string;
  /** Extra class next to "manage-confirm". */
  className?: string;
  onYes: () => void;
  /** No, and Escape inside the group. The caller puts focus back on its Delete button. */
  onNo: () => void;
}

/**
 * "Delete? Yes / No" in place of a Delete button. Focus lands on No when it opens and stays on
 * No while Yes is busy, so a keyboard user is never dropped at the top of the page.
 */
export function InlineConfirm({ label, question, busy = false, yesLabel, noLabel, className, onYes, onNo }: InlineConfirmProps) {
  const { t } = useTranslation();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    no.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy) return;
    // Escape answers No here; it must not also close a surrounding mode or dialog.
    event.stopPropagation();
    onNo();
  };
  return (
    <div className={`manage-confirm${className ? ` ${className}` : ''}`} role="group" aria-label={label} onKeyDown={onKeyDown}>
      <span className="manage-confirm-text" aria-live="polite">
        {question ?? t('common.deleteQuestion')}
      </span>
      <button
        type="button"
        className="btn btn-danger btn-sm"
        disabled={busy}
        onClick={() => {
          // Yes turns disabled while busy; focus waits on No instead of falling to the page.
          no.current?.focus();
          onYes();
        }}
      >
        {yesLabel ?? t('common.yes')}
      </button>
      <button ref={no} type="button" className="btn btn-secondary btn-sm" aria-disabled={busy || undefined} onClick={() => busy || onNo()}>
        {noLabel ?? t('common.no')}
      </button>
    </div>
  );
}
