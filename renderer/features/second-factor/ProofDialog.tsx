import { md5 } from 'js-md5';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { isApiError } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Modal } from '../../components/Modal.js';
import { FormField } from '../../forms/FormField.js';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** Sends the proof with the change; a 400 (wrong password or code) is shown at the field. */
  onConfirm: (proof: { password: string } | { code: string }) => Promise<void>;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}

/** Removing a factor or renewing codes asks again who this is: the password, or a current code. */
export function ProofDialog({ title, text, confirmLabel, tone = 'danger', onConfirm, onClose, returnFocus }: Props) {
  const { t } = useTranslation();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(messages.secondFactorProofMissing);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(withCode ? { code: value.trim() } : { password: md5(value) });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setError(failure.message);
      else toastError(failure, messages.factorsChangeFailed);
      setBusy(false);
    }
  };

  return (
    <Modal id="proof-dialog" closeLabel={t('secondFactor.close')} title={title} onClose={onClose} initialFocus="proof-value" returnFocus={returnFocus}>
      <form className="form modal-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <p className="modal-text">{text}</p>
        <FormField
          key={withCode ? 'code' : 'password'}
          id="proof-value"
          label={withCode ? t('secondFactor.proof.code') : t('secondFactor.proof.password')}
          type={withCode ? 'text' : 'password'}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
        <button
          type="button"
          className="btn btn-secondary btn-sm proof-switch"
          onClick={() => {
            setWithCode(!withCode);
            setValue('');
            setError(undefined);
          }}
        >
          {withCode ? t('secondFactor.proof.usePassword') : t('secondFactor.proof.useCode')}
        </button>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('secondFactor.cancel')}
          </button>
          <button type="submit" className={`btn btn-${tone}`} disabled={busy}>
            {busy ? t('secondFactor.checking') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
