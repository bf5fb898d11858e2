import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons/UiIcons.js';
import { useModalFocus } from '../features/icons/useModalFocus.js';

interface ModalProps {
  id: string;
  title: string;
  onClose: () => void;
  /** Id of the element focus goes to on open (after the opener was noted, so it returns there). */
  initialFocus?: string;
  /** Asked on close: where focus goes instead of the opener (null: the opener). */
  returnFocus?: () => HTMLElement | null;
  /** Extra class beside "modal", for a dialog that needs more room (a log panel). */
  className?: string;
  /** The close button's name in the reader's language; "Close" unless told. */
  closeLabel?: string;
  children: ReactNode;
}

/** A small dialog: focus moves in and comes back, Tab stays inside, Escape and the backdrop close it. */
export function Modal({ id, title, onClose, initialFocus, returnFocus, className, closeLabel = 'Close', children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, onClose, returnFocus);
  useEffect(() => {
    if (initialFocus) document.getElementById(initialFocus)?.focus();
  }, [initialFocus]);
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={className ? `modal ${className}` : 'modal'} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={dialog} tabIndex={-1}>
        <div className="modal-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirm button's text while the call runs; "Deleting…" unless told. */
  busyLabel?: string;
  /** danger (default) for deletes, primary for harmless changes such as publishing. */
  tone?: 'danger' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  /** The Cancel and close buttons' names in the reader's language; English unless told. */
  cancelLabel?: string;
  closeLabel?: string;
}

/** "Delete this …?" with Cancel and a danger button; Cancel has focus first, so Enter never deletes by accident. */
export function ConfirmDialog({ title, text, confirmLabel, busyLabel = 'Deleting…', tone = 'danger', busy, onConfirm, onClose, returnFocus, cancelLabel = 'Cancel', closeLabel }: ConfirmProps) {
  return (
    <Modal id="confirm" title={title} onClose={onClose} initialFocus="confirm-cancel" returnFocus={returnFocus} closeLabel={closeLabel}>
      <p className="modal-text">{text}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} id="confirm-cancel">
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
