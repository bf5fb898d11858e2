import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiKey } from '../../../shared/contracts/api-keys.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { Loader } from '../../components/Loader.js';
import { formatDate } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { NewApiKeyDialog } from './NewApiKeyDialog.js';
import { useApiKeys, useRevokeApiKey } from './apiKeyQueries.js';

const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const newButtonId = 'api-key-new';

function KeyRow({ apiKey, now, onRevoke }: { apiKey: ApiKey; now: number; onRevoke: () => void }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const day = (iso: string) => formatDate(locale, new Date(iso), dayOptions);
  const expired = Date.parse(apiKey.expiresAt) <= now;
  const dates = [
    t('accounts.apiKeys.created', { date: day(apiKey.createdAt) }),
    t(expired ? 'accounts.apiKeys.expiredOn' : 'accounts.apiKeys.expires', { date: day(apiKey.expiresAt) }),
    apiKey.lastUsedAt ? t('accounts.apiKeys.lastUsed', { date: day(apiKey.lastUsedAt) }) : t('accounts.apiKeys.neverUsed'),
  ];
  return (
    <li className="api-key-row">
      <div className="api-key-text">
        <span className="api-key-name">
          {apiKey.name}
          <span className={apiKey.scope === 'write' ? 'badge badge-accent' : 'badge'}>{apiKey.scope === 'write' ? t('accounts.apiKeys.readWrite') : t('accounts.apiKeys.readOnly')}</span>
          {expired ? <span className="badge badge-danger">{t('accounts.apiKeys.expired')}</span> : null}
        </span>
        {apiKey.scope === 'write' && apiKey.areas.length > 0 ? (
          <span className="api-key-dates api-key-areas-shown">{t('accounts.apiKeys.mayChange', { areas: apiKey.areas.map((area) => t(`accounts.apiKeys.areas.${area}`)).join(t('accounts.apiKeys.listSeparator')) })}</span>
        ) : null}
        <span className="api-key-dates">
          {dates.join(' · ')}
        </span>
      </div>
      <button type="button" id={`revoke-${apiKey.id}`} className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-label={t('accounts.apiKeys.revokeLabel', { name: apiKey.name })} onClick={onRevoke}>
        {t('accounts.apiKeys.revoke')}
      </button>
    </li>
  );
}

/** My Profile → API keys (issue 45): keys for scripts, made here, shown once, revoked here. */
export function ApiKeysSection() {
  const { t } = useTranslation();
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
            {t('accounts.apiKeys.title')}
          </h2>
          <p className="muted">
            <Trans i18nKey="accounts.apiKeys.intro" components={[<Link key="reference" to="/manage/api" />]} />
          </p>
        </div>
        <button type="button" id={newButtonId} className="btn btn-primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          {t('accounts.apiKeys.newKey')}
        </button>
      </div>
      {keys.isPending ? <Loader /> : null}
      {keys.data && keys.data.length === 0 ? <p className="card api-keys-empty muted">{t('accounts.apiKeys.empty')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className="card api-key-list" aria-label={t('accounts.apiKeys.list')}>
          {keys.data.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} now={now} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </ul>
      ) : null}
      {creating ? <NewApiKeyDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          cancelLabel={t('accounts.cancel')}
          closeLabel={t('accounts.close')}
          title={t('accounts.apiKeys.revokeTitle')}
          text={t('accounts.apiKeys.revokeText', { name: revoking.name })}
          confirmLabel={t('accounts.apiKeys.revoke')}
          busyLabel={t('accounts.apiKeys.revoking')}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking.id)}
          onClose={() => setRevoking(null)}
          returnFocus={() => document.getElementById(`revoke-${revoking.id}`) ?? document.getElementById(newButtonId)}
        />
      ) : null}
    </section>
  );
}
