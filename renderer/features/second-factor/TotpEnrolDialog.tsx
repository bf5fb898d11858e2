import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { RecoveryCodes, TotpEnrolment } from '../../../shared/contracts/second-factor.js';
import { messages } from '../../../shared/messages.js';
import { isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Loader } from '../../components/Loader.js';
import { Modal } from '../../components/Modal.js';
import { FormField } from '../../forms/FormField.js';
import { QrCode } from '../https/QrCode.js';
import { RecoveryCodesList } from './RecoveryCodesList.js';

/** Set up the authenticator app: scan, type the code it shows, then keep the recovery codes. */
export function TotpEnrolDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    post<TotpEnrolment>('/account/factors/totp/start', {}).then(setEnrolment, (failure: unknown) => {
      toastError(failure, messages.factorsChangeFailed);
      onClose();
    });
    // Once per opening: a new seed each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(messages.totpEnrolCodeFormat);
      return;
    }
    setBusy(true);
    try {
      const answer = await post<RecoveryCodes>('/account/factors/totp/confirm', { code: code.trim() });
      toast.success(messages.totpEnrolled);
      onChanged();
      if (answer.recoveryCodes.length) setCodes(answer.recoveryCodes);
      else onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setError(failure.message);
      else toastError(failure, messages.factorsChangeFailed);
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <Modal id="totp-enrol-dialog" closeLabel={t('secondFactor.close')} title={t('secondFactor.codes.title')} onClose={onClose} initialFocus="recovery-codes-done">
        <RecoveryCodesList codes={codes} onDone={onClose} />
      </Modal>
    );
  }
  return (
    <Modal id="totp-enrol-dialog" closeLabel={t('secondFactor.close')} title={t('secondFactor.totp.title')} onClose={onClose} initialFocus="totp-enrol-code">
      {enrolment ? (
        <form className="form modal-form totp-enrol" onSubmit={(e) => void submit(e)} noValidate aria-label={t('secondFactor.totp.title')}>
          <p className="modal-text">{t('secondFactor.totp.scan')}</p>
          <div className="totp-enrol-qr">
            <QrCode text={enrolment.uri} label={t('secondFactor.totp.qr')} />
          </div>
          <p className="muted totp-enrol-key">
            <Trans i18nKey="secondFactor.totp.cantScan" values={{ key: enrolment.secret.replace(/(.{4})/g, '$1 ').trim() }} components={[<code key="secret" />]} />
          </p>
          <FormField id="totp-enrol-code" label={t('secondFactor.totp.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={error} onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
          />
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('secondFactor.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('secondFactor.checking') : t('secondFactor.totp.turnOn')}
            </button>
          </div>
        </form>
      ) : (
        <Loader />
      )}
    </Modal>
  );
}
