import { powerActionLabels, type PowerAction } from '../../../../shared/contracts/device-power.js';
import { Modal } from '../../../components/Modal.js';

const question: Record<PowerAction, (name: string) => string> = {
  shutdown: (name) => `Shut down ${name} now? Unsaved work on it is lost; it stays off until it is woken or switched on.`,
  sleep: (name) => `Put ${name} to sleep now? It wakes with Wake on LAN or its power button.`,
};

/** Asks before a shut-down or sleep; Cancel has focus first, so Enter never switches a machine off by accident. */
export function PowerDialog({ name, action, busy, onConfirm, onClose }: { name: string; action: PowerAction; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal id="power" title={`${powerActionLabels[action]}: ${name}`} onClose={onClose} initialFocus="power-cancel">
      <p className="modal-text">{question[action](name)}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" id="power-cancel" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Sending…' : powerActionLabels[action]}
        </button>
      </div>
    </Modal>
  );
}
