import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import type { SecondFactorNeeded } from '../../../shared/contracts/second-factor.js';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { messages } from '../../../shared/messages.js';
import { isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { FormField } from '../../forms/FormField.js';
import { Spinner } from '../../components/Spinner.js';
import { askForPasskey, passkeyProblem, passkeysAvailable } from './webauthn.js';

interface Props {
  pending: SecondFactorNeeded['secondFactor'];
  onSignedIn: (result: LoginResult) => void;
  /** Back to the password form: the pending sign-in ended or the person chose to. */
  onBack: () => void;
}

/** The second sign-in step (issue 45): a code from the app, a recovery code, or a passkey. */
export function SecondFactorStep({ pending, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const canPasskey = pending.methods.includes('passkey') && passkeysAvailable();

  const failed = (failure: unknown) => {
    setBusy(false);
    if (isApiError(failure) && failure.message === messages.secondFactorPendingInvalid) {
      toast.error(failure.message);
      onBack();
    } else if (isApiError(failure) && failure.status === 400) setError(failure.message);
    else if (isApiError(failure) && failure.status === 429 && failure.message) toast.error(failure.message);
    else toast.error(passkeyProblem(failure) ?? messages.loginFailed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(messages.secondFactorCodeMissing);
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await post<LoginResult>('/login/second-factor', { pendingToken: pending.pendingToken, code: code.trim() }));
    } catch (failure) {
      failed(failure);
    }
  };

  const signInWithPasskey = async () => {
    setBusy(true);
    try {
      const options = await post<PublicKeyCredentialRequestOptionsJSON>('/login/second-factor/passkey-options', { pendingToken: pending.pendingToken });
      const passkey = await askForPasskey(options);
      onSignedIn(await post<LoginResult>('/login/second-factor', { pendingToken: pending.pendingToken, passkey }));
    } catch (failure) {
      if (!isApiError(failure) && !passkeyProblem(failure)) toastError(failure, messages.loginFailed);
      else failed(failure);
    }
  };

  return (
    <div className="second-factor-step">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('secondFactor.step.form')}>
        <FormField
          id="login-code"
          label={pending.methods.includes('totp') ? t('secondFactor.step.appCode') : t('secondFactor.step.recoveryCode')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          autoFocus
        />
        <p className="muted second-factor-hint">{pending.methods.includes('totp') ? t('secondFactor.step.hintApp') : t('secondFactor.step.hintPasskey')}</p>
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          {busy ? <Spinner size={16} label={t('secondFactor.step.checking')} /> : null}
          {t('secondFactor.step.verify')}
        </button>
      </form>
      {canPasskey ? (
        <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => void signInWithPasskey()}>
          {t('secondFactor.step.usePasskey')}
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary btn-block" onClick={onBack}>
        {t('secondFactor.step.back')}
      </button>
    </div>
  );
}
