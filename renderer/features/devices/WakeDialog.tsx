import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/Modal.js';

/** "Are you sure you want to wake this device?" with Cancel (focused first) and Confirm. */
export function WakeDialog({ name, busy, onConfirm, onClose }: { name: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal id="wake" title={`Wake ${name}`} onClose={onClose} initialFocus="wake-cancel">
      <p className="modal-text">{messages.wakeConfirm}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" id="wake-cancel" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Sending…' : 'Confirm'}
        </button>
      </div>
    </Modal>
  );
}
