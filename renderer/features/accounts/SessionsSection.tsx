import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AccountSession } from '../../../shared/contracts/account-sessions.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { Loader } from '../../components/Loader.js';
import { logout } from '../auth/logout.js';
import { formatDate } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './sessionQueries.js';

const whenOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
const othersButtonId = 'sessions-revoke-others';
const signOutId = 'session-sign-out';
/** Where focus goes when the row it came from is gone: a button that stays. */
const byId = (...ids: string[]) => ids.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;
const device = (t: TFunction, session: AccountSession) => t('accounts.sessions.device', { browser: session.browser, os: session.os });

function SessionRow({ session, onRevoke }: { session: AccountSession; onRevoke: () => void }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const when = (iso: string) => formatDate(locale, new Date(iso), whenOptions);
  return (
    <li className="api-key-row">
      <div className="api-key-text">
        <span className="api-key-name">
          {device(t, session)}
          {session.current ? <span className="badge badge-accent">{t('accounts.sessions.thisDevice')}</span> : null}
        </span>
        <span className="api-key-dates">
          {t('accounts.sessions.dates', { address: session.address ?? t('accounts.sessions.addressUnknown'), signedIn: when(session.createdAt), lastSeen: when(session.lastSeenAt) })}
        </span>
      </div>
      {session.current ? (
        <button type="button" id={signOutId} className="btn btn-secondary btn-sm" onClick={() => void logout()}>
          {t('accounts.sessions.signOut')}
        </button>
      ) : (
        <button type="button" id={`session-${session.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={t('accounts.sessions.revokeLabel', { device: device(t, session), address: session.address ?? t('accounts.sessions.addressUnknownLabel') })} onClick={onRevoke}>
          {t('accounts.sessions.revoke')}
        </button>
      )}
    </li>
  );
}

/** My Profile → Sessions (issue 45 item 6): every device signed in as this user, each one revocable. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const [revoking, setRevoking] = useState<AccountSession | null>(null);
  const [revokingOthers, setRevokingOthers] = useState(false);
  const revoke = useRevokeSession(() => setRevoking(null));
  const revokeOthers = useRevokeOtherSessions(() => setRevokingOthers(false));
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="api-keys" aria-labelledby="sessions-title">
      <div className="api-keys-head">
        <div>
          <h2 id="sessions-title" className="section-title">
            {t('accounts.sessions.title')}
          </h2>
          <p className="muted">{t('accounts.sessions.intro')}</p>
        </div>
        {others > 0 ? (
          <button type="button" id={othersButtonId} className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setRevokingOthers(true)}>
            {t('accounts.sessions.signOutOthers')}
          </button>
        ) : null}
      </div>
      {sessions.isPending ? <Loader /> : null}
      {sessions.data ? (
        <ul className="card api-key-list" aria-label={t('accounts.sessions.list')}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          cancelLabel={t('accounts.cancel')}
          closeLabel={t('accounts.close')}
          title={t('accounts.sessions.revokeTitle')}
          text={t('accounts.sessions.revokeText', { device: device(t, revoking), address: revoking.address ?? t('accounts.sessions.unknownAddress') })}
          confirmLabel={t('accounts.sessions.revoke')}
          busyLabel={t('accounts.sessions.revoking')}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
          onClose={() => setRevoking(null)}
          returnFocus={() => byId(`session-${revoking.id}`, othersButtonId, signOutId)}
        />
      ) : null}
      {revokingOthers ? (
        <ConfirmDialog
          cancelLabel={t('accounts.cancel')}
          closeLabel={t('accounts.close')}
          title={t('accounts.sessions.othersTitle')}
          text={others === 1 ? t('accounts.sessions.othersTextSingle') : t('accounts.sessions.othersText', { count: others })}
          confirmLabel={t('accounts.sessions.othersConfirm')}
          busyLabel={t('accounts.sessions.signingOut')}
          busy={revokeOthers.isPending}
          onConfirm={() => revokeOthers.mutate()}
          onClose={() => setRevokingOthers(false)}
          returnFocus={() => byId(othersButtonId, signOutId)}
        />
      ) : null}
    </section>
  );
}
