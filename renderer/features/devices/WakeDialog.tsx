import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/Modal.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/** "Are you sure you want to wake this device?" with Cancel (focused first) and Confirm. */
export function WakeDialog({ name, busy, onConfirm, onClose }: { name: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal id="wake" title={t('devices.card.wake', { name })} onClose={onClose} initialFocus="wake-cancel">
      <p className="modal-text">{translateMessage(messages.wakeConfirm)}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" id="wake-cancel" onClick={onClose}>
          {t('devices.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
          {busy ? t('devices.sending') : t('devices.confirm')}
        </button>
      </div>
    </Modal>
  );
}
