import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiKeyAreaLabels, type ApiKey } from '../../../shared/contracts/api-keys.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { Loader } from '../../components/Loader.js';
import { NewApiKeyDialog } from './NewApiKeyDialog.js';
import { useApiKeys, useRevokeApiKey } from './apiKeyQueries.js';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const newButtonId = 'api-key-new';

function KeyRow({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const expired = Date.parse(apiKey.expiresAt) <= now;
  return (
    <li className="api-key-row">
      <div className="api-key-text">
        <span className="api-key-name">
          {apiKey.name}
          <span className={apiKey.scope === 'write' ? 'badge badge-accent' : 'badge'}>{apiKey.scope === 'write' ? 'Read and write' : 'Read only'}</span>
          {expired ? <span className="badge badge-danger">Expired</span> : null}
        </span>
        {apiKey.scope === 'write' && apiKey.areas.length > 0 ? (
          <span className="api-key-dates api-key-areas-shown">May change: {apiKey.areas.map((area) => apiKeyAreaLabels[area]).join(', ')}</span>
        ) : null}
        <span className="api-key-dates">
          Created {day(apiKey.createdAt)} · {expired ? 'expired' : 'expires'} {day(apiKey.expiresAt)} · {apiKey.lastUsedAt ? `last used ${day(apiKey.lastUsedAt)}` : 'never used'}
        </span>
      </div>
      <button type="button" id={`revoke-${apiKey.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={`Revoke ${apiKey.name}`} onClick={onRevoke}>
        Revoke
      </button>
    </li>
  );
}

/** My Profile → API keys (issue 45): keys for scripts, made here, shown once, revoked here. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey(() => setRevoking(null));
  // Expired as of when the list arrived: the list is fetched again whenever it is shown.
  const now = keys.dataUpdatedAt;

  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <div className="api-keys-head">
        <div>
          <h2 id="api-keys-title" className="section-title">
            API keys
          </h2>
          <p className="muted">
            Let scripts read or change your dashboard without your password. <Link to="/manage/api">API reference</Link>
          </p>
        </div>
        <button type="button" id={newButtonId} className="btn btn-primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          New API key
        </button>
      </div>
      {keys.isPending ? <Loader /> : null}
      {keys.data && keys.data.length === 0 ? <p className="card api-keys-empty muted">No API keys yet.</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className="card api-key-list" aria-label="Your API keys">
          {keys.data.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} now={now} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      ) : null}
      {creating ? <NewApiKeyDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke this API key?"
          text={`Scripts using “${revoking.name}” stop working at once. This cannot be undone.`}
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
          onClose={() => setRevoking(null)}
          returnFocus={() => document.getElementById(`revoke-${revoking.id}`) ?? document.getElementById(newButtonId)}
        />
      ) : null}
    </section>
  );
}
