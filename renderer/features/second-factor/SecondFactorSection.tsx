import { useState } from 'react';
import toast from 'react-hot-toast';
import type { PasskeyView, RecoveryCodes } from '../../../shared/contracts/second-factor.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { Loader } from '../../components/Loader.js';
import { Modal } from '../../components/Modal.js';
import { AddPasskeyDialog } from './AddPasskeyDialog.js';
import { ProofDialog } from './ProofDialog.js';
import { RecoveryCodesList } from './RecoveryCodesList.js';
import { TotpEnrolDialog } from './TotpEnrolDialog.js';
import { useFactors, useRefreshFactors } from './factorQueries.js';
import { passkeysAvailable } from './webauthn.js';

type Dialog = { kind: 'totp' } | { kind: 'passkey' } | { kind: 'remove-totp' } | { kind: 'remove-passkey'; passkey: PasskeyView } | { kind: 'renew' } | { kind: 'codes'; codes: string[] } | null;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const byId = (...ids: string[]) => ids.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;

/** My Profile → Sign-in security (issue 45): authenticator app, passkeys and recovery codes. */
export function SecondFactorSection() {
  const factors = useFactors();
  const refresh = useRefreshFactors();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = factors.data;
  const on = data ? data.totp || data.passkeys.length > 0 : false;

  return (
    <section className="api-keys second-factors" aria-labelledby="second-factors-title">
      <div className="api-keys-head">
        <div>
          <h2 id="second-factors-title" className="section-title">
            Sign-in security
          </h2>
          <p className="muted">A second factor after your password: an authenticator app or a passkey. Passkeys can also sign you in without a password.</p>
        </div>
      </div>
      {factors.isPending ? <Loader /> : null}
      {factors.isError ? <p className="card api-keys-empty muted">{messages.factorsLoadFailed}</p> : null}
      {data ? (
        <ul className="card api-key-list" aria-label="Sign-in methods">
          <li className="api-key-row">
            <div className="api-key-text">
              <span className="api-key-name">
                Authenticator app
                {data.totp ? <span className="badge badge-accent">On</span> : <span className="badge">Off</span>}
              </span>
              <span className="api-key-dates">Six-digit codes from an app such as Aegis, 2FAS or Google Authenticator.</span>
            </div>
            {data.totp ? (
              <button type="button" id="totp-remove" className="btn btn-secondary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'remove-totp' })}>
                Remove
              </button>
            ) : (
              <button type="button" id="totp-set-up" className="btn btn-primary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'totp' })}>
                Set up
              </button>
            )}
          </li>
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="api-key-row">
              <div className="api-key-text">
                <span className="api-key-name">
                  {passkey.name}
                  <span className="badge">Passkey</span>
                </span>
                <span className="api-key-dates">
                  For {passkey.rpId} · added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'never used'}
                </span>
              </div>
              <button type="button" id={`passkey-remove-${passkey.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={`Remove ${passkey.name}`} onClick={() => setDialog({ kind: 'remove-passkey', passkey })}>
                Remove
              </button>
            </li>
          ))}
          <li className="api-key-row">
            <div className="api-key-text">
              <span className="api-key-name">Passkeys</span>
              <span className="api-key-dates">
                {passkeysAvailable() ? 'Sign in with your fingerprint, face, PIN or a security key.' : 'Passkeys need http://localhost or https with Hearth’s name; this address cannot use them.'}
              </span>
            </div>
            <button type="button" id="passkey-add" className="btn btn-primary btn-sm" aria-haspopup="dialog" disabled={!passkeysAvailable()} onClick={() => setDialog({ kind: 'passkey' })}>
              Add passkey
            </button>
          </li>
          {on ? (
            <li className="api-key-row">
              <div className="api-key-text">
                <span className="api-key-name">
                  Recovery codes
                  {data.recoveryCodesLeft <= 2 ? <span className="badge badge-danger">{data.recoveryCodesLeft} left</span> : <span className="badge">{data.recoveryCodesLeft} left</span>}
                </span>
                <span className="api-key-dates">Each signs you in once when your app or passkey is not at hand.</span>
              </div>
              <button type="button" id="recovery-renew" className="btn btn-secondary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'renew' })}>
                New codes
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {dialog?.kind === 'totp' ? <TotpEnrolDialog onClose={close} onChanged={() => void refresh()} /> : null}
      {dialog?.kind === 'passkey' ? <AddPasskeyDialog onClose={close} onChanged={() => void refresh()} /> : null}
      {dialog?.kind === 'remove-totp' ? (
        <ProofDialog
          title="Remove the authenticator app?"
          text="Sign-ins no longer ask for its codes. With no other factor left, your recovery codes stop working too."
          confirmLabel="Remove"
          onConfirm={async (proof) => {
            await post<string>('/account/factors/totp/remove', proof);
            toast.success(messages.totpRemoved);
            await refresh();
            close();
          }}
          onClose={close}
          returnFocus={() => byId('totp-set-up', 'totp-remove')}
        />
      ) : null}
      {dialog?.kind === 'remove-passkey' ? (
        <ProofDialog
          title={`Remove the passkey “${dialog.passkey.name}”?`}
          text="It can no longer sign you in. With no other factor left, your recovery codes stop working too."
          confirmLabel="Remove"
          onConfirm={async (proof) => {
            await post<string>(`/account/passkeys/${encodeURIComponent(dialog.passkey.id)}/remove`, proof);
            toast.success(messages.passkeyRemoved);
            await refresh();
            close();
          }}
          onClose={close}
          returnFocus={() => byId('passkey-add')}
        />
      ) : null}
      {dialog?.kind === 'renew' ? (
        <ProofDialog
          title="Make new recovery codes?"
          text="Your current recovery codes stop working, and 10 new ones are shown once."
          confirmLabel="Make new codes"
          tone="primary"
          onConfirm={async (proof) => {
            const answer = await post<RecoveryCodes>('/account/factors/recovery-codes', proof);
            toast.success(messages.recoveryCodesRenewed);
            await refresh();
            setDialog({ kind: 'codes', codes: answer.recoveryCodes });
          }}
          onClose={close}
          returnFocus={() => byId('recovery-renew')}
        />
      ) : null}
      {dialog?.kind === 'codes' ? (
        <Modal id="recovery-codes-dialog" title="Your new recovery codes" onClose={close} initialFocus="recovery-codes-done" returnFocus={() => byId('recovery-renew')}>
          <RecoveryCodesList codes={dialog.codes} onDone={close} />
        </Modal>
      ) : null}
    </section>
  );
}
