import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { PasskeyView, RecoveryCodes } from '../../../shared/contracts/second-factor.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { Loader } from '../../components/Loader.js';
import { Modal } from '../../components/Modal.js';
import { formatDate } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { AddPasskeyDialog } from './AddPasskeyDialog.js';
import { ProofDialog } from './ProofDialog.js';
import { RecoveryCodesList } from './RecoveryCodesList.js';
import { TotpEnrolDialog } from './TotpEnrolDialog.js';
import { useFactors, useRefreshFactors } from './factorQueries.js';
import { passkeysAvailable } from './webauthn.js';

type Dialog = { kind: 'totp' } | { kind: 'passkey' } | { kind: 'remove-totp' } | { kind: 'remove-passkey'; passkey: PasskeyView } | { kind: 'renew' } | { kind: 'codes'; codes: string[] } | null;

const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const byId = (...ids: string[]) => ids.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;

/** My Profile → Sign-in security (issue 45): authenticator app, passkeys and recovery codes. */
export function SecondFactorSection() {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const day = (iso: string) => formatDate(locale, new Date(iso), dayOptions);
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
            {t('secondFactor.section.title')}
          </h2>
          <p className="muted">{t('secondFactor.section.intro')}</p>
        </div>
      </div>
      {factors.isPending ? <Loader /> : null}
      {factors.isError ? <p className="card api-keys-empty muted">{translateMessage(messages.factorsLoadFailed)}</p> : null}
      {data ? (
        <ul className="card api-key-list" aria-label={t('secondFactor.section.methods')}>
          <li className="api-key-row">
            <div className="api-key-text">
              <span className="api-key-name">
                {t('secondFactor.section.app')}
                {data.totp ? <span className="badge badge-accent">{t('secondFactor.section.on')}</span> : <span className="badge">{t('secondFactor.section.off')}</span>}
              </span>
              <span className="api-key-dates">{t('secondFactor.section.appText')}</span>
            </div>
            {data.totp ? (
              <button type="button" id="totp-remove" className="btn btn-secondary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'remove-totp' })}>
                {t('secondFactor.remove')}
              </button>
            ) : (
              <button type="button" id="totp-set-up" className="btn btn-primary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'totp' })}>
                {t('secondFactor.section.setUp')}
              </button>
            )}
          </li>
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="api-key-row">
              <div className="api-key-text">
                <span className="api-key-name">
                  {passkey.name}
                  <span className="badge">{t('secondFactor.section.passkey')}</span>
                </span>
                <span className="api-key-dates">
                  {[
                    t('secondFactor.section.passkeyFor', { host: passkey.rpId }),
                    t('secondFactor.section.added', { date: day(passkey.createdAt) }),
                    passkey.lastUsedAt ? t('secondFactor.section.lastUsed', { date: day(passkey.lastUsedAt) }) : t('secondFactor.section.neverUsed'),
                  ].join(' · ')}
                </span>
              </div>
              <button type="button" id={`passkey-remove-${passkey.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={t('secondFactor.section.removeNamed', { name: passkey.name })} onClick={() => setDialog({ kind: 'remove-passkey', passkey })}>
                {t('secondFactor.remove')}
              </button>
            </li>
          ))}
          <li className="api-key-row">
            <div className="api-key-text">
              <span className="api-key-name">{t('secondFactor.section.passkeys')}</span>
              <span className="api-key-dates">
                {passkeysAvailable() ? t('secondFactor.section.passkeysText') : t('secondFactor.section.passkeysUnavailable')}
              </span>
            </div>
            <button type="button" id="passkey-add" className="btn btn-primary btn-sm" aria-haspopup="dialog" disabled={!passkeysAvailable()} onClick={() => setDialog({ kind: 'passkey' })}>
              {t('secondFactor.passkey.add')}
            </button>
          </li>
          {on ? (
            <li className="api-key-row">
              <div className="api-key-text">
                <span className="api-key-name">
                  {t('secondFactor.section.recoveryCodes')}
                  <span className={data.recoveryCodesLeft <= 2 ? 'badge badge-danger' : 'badge'}>{t('secondFactor.section.codesLeft', { count: data.recoveryCodesLeft })}</span>
                </span>
                <span className="api-key-dates">{t('secondFactor.section.recoveryText')}</span>
              </div>
              <button type="button" id="recovery-renew" className="btn btn-secondary btn-sm" aria-haspopup="dialog" onClick={() => setDialog({ kind: 'renew' })}>
                {t('secondFactor.section.newCodes')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {dialog?.kind === 'totp' ? <TotpEnrolDialog onClose={close} onChanged={() => void refresh()} /> : null}
      {dialog?.kind === 'passkey' ? <AddPasskeyDialog onClose={close} onChanged={() => void refresh()} /> : null}
      {dialog?.kind === 'remove-totp' ? (
        <ProofDialog
          title={t('secondFactor.section.removeAppTitle')}
          text={t('secondFactor.section.removeAppText')}
          confirmLabel={t('secondFactor.remove')}
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
          title={t('secondFactor.section.removePasskeyTitle', { name: dialog.passkey.name })}
          text={t('secondFactor.section.removePasskeyText')}
          confirmLabel={t('secondFactor.remove')}
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
          title={t('secondFactor.section.renewTitle')}
          text={t('secondFactor.section.renewText')}
          confirmLabel={t('secondFactor.section.renewConfirm')}
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
        <Modal id="recovery-codes-dialog" closeLabel={t('secondFactor.close')} title={t('secondFactor.codes.newTitle')} onClose={close} initialFocus="recovery-codes-done" returnFocus={() => byId('recovery-renew')}>
          <RecoveryCodesList codes={dialog.codes} onDone={close} />
        </Modal>
      ) : null}
    </section>
  );
}
