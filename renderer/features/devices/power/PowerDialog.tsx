import { useTranslation } from 'react-i18next';
import type { PowerAction } from '../../../../shared/contracts/device-power.js';
import { Modal } from '../../../components/Modal.js';

/** Asks before a shut-down or sleep; Cancel has focus first, so Enter never switches a machine off by accident. */
export function PowerDialog({ name, action, busy, onConfirm, onClose }: { name: string; action: PowerAction; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const label = t(`devices.power.actions.${action}`);
  return (
    <Modal id="power" title={t('devices.power.dialogTitle', { action: label, name })} onClose={onClose} initialFocus="power-cancel">
      <p className="modal-text">{t(`devices.power.question.${action}`, { name })}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" id="power-cancel" onClick={onClose}>
          {t('devices.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('devices.sending') : label}
        </button>
      </div>
    </Modal>
  );
}
