import { useState } from 'react';
import type { AccountSession } from '../../../shared/contracts/account-sessions.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { Loader } from '../../components/Loader.js';
import { logout } from '../auth/logout.js';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './sessionQueries.js';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const othersButtonId = 'sessions-revoke-others';
const signOutId = 'session-sign-out';
/** Where focus goes when the row it came from is gone: a button that stays. */
const byId = (...ids: string[]) => ids.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;
const device = (session: AccountSession) => `${session.browser} on ${session.os}`;

function SessionRow({ session, onRevoke }: { session: AccountSession; onRevoke: () => void }) {
  return (
    <li className="api-key-row">
      <div className="api-key-text">
        <span className="api-key-name">
          {device(session)}
          {session.current ? <span className="badge badge-accent">This device</span> : null}
        </span>
        <span className="api-key-dates">
          {session.address ?? 'Address unknown'} · signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
        </span>
      </div>
      {session.current ? (
        <button type="button" id={signOutId} className="btn btn-secondary btn-sm" onClick={() => void logout()}>
          Sign out
        </button>
      ) : (
        <button type="button" id={`session-${session.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={`Revoke ${device(session)}, ${session.address ?? 'address unknown'}`} onClick={onRevoke}>
          Revoke
        </button>
      )}
    </li>
  );
}

/** My Profile → Sessions (issue 45 item 6): every device signed in as this user, each one revocable. */
export function SessionsSection() {
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
            Sessions
          </h2>
          <p className="muted">Devices signed in as you. Revoke one you do not recognise; it is signed out at once.</p>
        </div>
        {others > 0 ? (
          <button type="button" id={othersButtonId} className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setRevokingOthers(true)}>
            Sign out everywhere else
          </button>
        ) : null}
      </div>
      {sessions.isPending ? <Loader /> : null}
      {sessions.data ? (
        <ul className="card api-key-list" aria-label="Your sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
          ))}
        </ul>
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke this session?"
          text={`${device(revoking)} at ${revoking.address ?? 'an unknown address'} is signed out at once and has to sign in again.`}
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
          onClose={() => setRevoking(null)}
          returnFocus={() => byId(`session-${revoking.id}`, othersButtonId, signOutId)}
        />
      ) : null}
      {revokingOthers ? (
        <ConfirmDialog
          title="Sign out everywhere else?"
          text={`${others === 1 ? 'The other device is' : `The ${others} other devices are`} signed out at once. You stay signed in here.`}
          confirmLabel="Sign out others"
          busyLabel="Signing out…"
          busy={revokeOthers.isPending}
          onConfirm={() => revokeOthers.mutate()}
          onClose={() => setRevokingOthers(false)}
          returnFocus={() => byId(othersButtonId, signOutId)}
        />
      ) : null}
    </section>
  );
}
