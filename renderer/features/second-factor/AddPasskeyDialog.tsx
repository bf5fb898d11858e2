import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeyRegisterSchema, type PasskeyView, type RecoveryCodes } from '../../../shared/contracts/second-factor.js';
import { messages } from '../../../shared/messages.js';
import { isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Modal } from '../../components/Modal.js';
import { FormField } from '../../forms/FormField.js';
import { RecoveryCodesList } from './RecoveryCodesList.js';
import { makePasskey, passkeyProblem } from './webauthn.js';

/** Name a passkey, let the browser make it, and (for a first factor) show the recovery codes. */
export function AddPasskeyDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const named = passkeyRegisterSchema.shape.name.safeParse(name);
    if (!named.success) {
      setError(named.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const options = await post<PublicKeyCredentialCreationOptionsJSON>('/account/passkeys/options', {});
      const passkey = await makePasskey(options);
      const answer = await post<RecoveryCodes & { passkey: PasskeyView }>('/account/passkeys', { name: named.data, passkey });
      toast.success(messages.passkeyAdded);
      onChanged();
      if (answer.recoveryCodes.length) setCodes(answer.recoveryCodes);
      else onClose();
    } catch (failure) {
      const problem = passkeyProblem(failure);
      if (problem) toast.error(problem);
      else if (isApiError(failure) && failure.status === 400) setError(failure.message);
      else toastError(failure, messages.factorsChangeFailed);
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <Modal id="passkey-dialog" closeLabel={t('secondFactor.close')} title={t('secondFactor.codes.title')} onClose={onClose} initialFocus="recovery-codes-done">
        <RecoveryCodesList codes={codes} onDone={onClose} />
      </Modal>
    );
  }
  return (
    <Modal id="passkey-dialog" closeLabel={t('secondFactor.close')} title={t('secondFactor.passkey.title')} onClose={onClose} initialFocus="passkey-name">
      <form className="form modal-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('secondFactor.passkey.title')}>
        <FormField id="passkey-name" label={t('secondFactor.passkey.name')} placeholder={t('secondFactor.passkey.namePlaceholder')} maxLength={60} value={name} error={error} onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        <p className="muted">{t('secondFactor.passkey.text', { host: window.location.hostname })}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('secondFactor.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('secondFactor.passkey.waiting') : t('secondFactor.passkey.add')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
