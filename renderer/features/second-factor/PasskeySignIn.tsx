import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginResult } from '../../../shared/contracts/auth.js';
import { messages } from '../../../shared/messages.js';
import { isApiError, post } from '../../api/client.js';
import { askForPasskey, passkeyProblem, passkeysAvailable } from './webauthn.js';

/**
 * "Sign in with a passkey" under the login form: no username, the browser offers the passkeys it
 * holds for this host. Hidden where the browser cannot use passkeys (plain http to an address).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!passkeysAvailable()) return null;

  const signIn = async () => {
    setBusy(true);
    try {
      const { challengeId, options } = await post<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>('/login/passkey/options', {});
      const passkey = await askForPasskey(options);
      onSignedIn(await post<LoginResult>('/login/passkey', { challengeId, passkey }));
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : (passkeyProblem(error) ?? messages.loginFailed));
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <span className="passkey-or" aria-hidden="true">
        {t('secondFactor.signIn.or')}
      </span>
      <button type="button" className="btn btn-secondary btn-block" disabled={busy} onClick={() => void signIn()}>
        {t('secondFactor.signIn.withPasskey')}
      </button>
    </div>
  );
}
