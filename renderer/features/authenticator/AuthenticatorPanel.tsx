import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { useDismiss } from '../../components/useDismiss.js';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { secondsLeftAt, useSecondTick, useTotpList } from './totpQueries.js';
import { TotpCode } from './TotpCode.js';

/**
 * The slide-in "Authenticator" side panel (spec-core §2: not a route). Codes come from the
 * server; the panel counts down each second and asks again as soon as a period ends, so a code on
 * screen is never stale.
 */
export function AuthenticatorPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useDismiss(panel, true, onClose);
  const [search, setSearch] = useState('');
  const list = useTotpList();
  const now = useSecondTick();
  const entries = list.data ?? [];
  const answeredAt = list.dataUpdatedAt;
  const expired = entries.some((entry) => secondsLeftAt(entry, answeredAt, now) <= 0);
  const { refetch, isFetching } = list;

  useEffect(() => {
    if (expired && !isFetching) void refetch();
  }, [expired, isFetching, refetch]);

  const needle = search.trim().toLowerCase();
  const shown = needle ? entries.filter((e) => `${e.serviceName} ${e.accountName}`.toLowerCase().includes(needle)) : entries;

  return (
    <div className="panel-backdrop">
      <aside className="side-panel" ref={panel} role="dialog" aria-modal="true" aria-labelledby="auth-panel-title">
        <div className="side-panel-head">
          <h2 id="auth-panel-title">{t('authenticator.panel.title')}</h2>
          <button type="button" className="icon-btn" aria-label={t('authenticator.panel.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="side-panel-body totp-panel">
          <label htmlFor="totp-search" className="sr-only">
            {t('authenticator.panel.search')}
          </label>
          <input id="totp-search" className="input" type="search" placeholder={t('authenticator.panel.searchPlaceholder')} autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
          {list.isPending ? <Loader /> : null}
          {list.isError ? (
            <EmptyState icon={<ShieldIcon size={36} />} title={translateMessage(messages.totpListFailed)} text={translateMessage(list.error.message)}>
              <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
                {t('authenticator.retry')}
              </button>
            </EmptyState>
          ) : null}
          {list.isSuccess && entries.length === 0 ? (
            <EmptyState icon={<ShieldIcon size={36} />} title={t('authenticator.panel.emptyTitle')} text={t('authenticator.panel.emptyText')}>
              <Link className="btn btn-secondary" to="/manage/totp/save" onClick={onClose}>
                {t('authenticator.addService')}
              </Link>
            </EmptyState>
          ) : null}
          {list.isSuccess && entries.length > 0 && shown.length === 0 ? <p className="totp-none">{t('authenticator.panel.noMatch', { query: search })}</p> : null}
          <ul className="totp-codes" aria-label={t('authenticator.panel.codes')}>
            {shown.map((entry) => (
              <TotpCode key={entry._id} entry={entry} secondsLeft={Math.max(0, secondsLeftAt(entry, answeredAt, now))} />
            ))}
          </ul>
          {entries.length > 0 ? (
            <Link className="link-btn totp-manage-link" to="/manage/totp" onClick={onClose}>
              {t('authenticator.panel.manage')}
            </Link>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
