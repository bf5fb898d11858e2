import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IntegrationApp } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { AppLogo } from './AppLogo.js';
import { BuiltinsSection } from './BuiltinsSection.js';
import { useAppAction, useCatalogue, useInstalledPages, useSync } from './integrationQueries.js';
import { useEndOfList } from './useEndOfList.js';
import { isNewerVersion } from './version.js';
import { reachOf } from '../../../shared/contracts/integration-targets.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { reachWords } from './integrationText.js';

/** The install state's key (its English word is the CSS class). */
const stateNames: Record<string, 'installing' | 'installed' | 'errored'> = { '0': 'installing', '1': 'installed', '-1': 'errored' };

function AppRow({ app, admin, newer }: { app: IntegrationApp; admin: boolean; newer: string | null }) {
  const { t, i18n } = useTranslation();
  const action = useAppAction();
  const [confirming, setConfirming] = useState(false);
  const state = stateNames[String(app.npmInstalled)] ?? 'unknown';
  const busy = action.isPending && action.variables?.appId === app.appId;
  return (
    <li className="app-row">
      <AppLogo src={`/api/v1/app/${encodeURIComponent(app.appId)}/logo`} name={app.appName} />
      <div className="app-row-text">
        <p className="app-name">
          {app.appName} <span className="app-version">v{app.version}</span>
        </p>
        <p className="app-description">{app.description}</p>
        <p className="app-reaches">{t('integrations.reaches', { what: reachWords(t, i18n.language, reachOf(app.config, app.targetsDeclared !== false)) })}</p>
      </div>
      <span className={`app-state app-state-${state}`}>{t(`integrations.state.${state}`)}</span>
      {admin ? (
        <div className="app-row-actions">
          {newer ? (
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => action.mutate({ appId: app.appId, action: 'update' })}>
              {t('integrations.updateTo', { version: newer })}
            </button>
          ) : null}
          {confirming ? (
            <>
              <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => action.mutate({ appId: app.appId, action: 'delete' })}>
                {t('integrations.removeApp', { name: app.appName })}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(false)}>
                {t('integrations.cancel')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-sm" aria-label={t('integrations.removeApp', { name: app.appName })} onClick={() => setConfirming(true)}>
              {t('integrations.remove')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** /manage/apps: the built-ins by kind, then the installed integrations, with Sync, Update and Remove for the super admin. */
export default function AppsPage() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  const admin = data?.userData.isSuperAdmin === true;
  const pages = useInstalledPages();
  // Only the super admin is offered updates, so only they need the catalogue.
  const catalogue = useCatalogue(admin);
  const sync = useSync();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const endRef = useEndOfList(more, Boolean(hasNextPage) && !isFetchingNextPage);
  const apps = pages.data?.pages.flatMap((p) => p.appList) ?? [];
  const latest = new Map((admin ? (catalogue.data?.apps ?? []) : []).map((a) => [a.appId, a.version]));
  const actions = admin ? (
    <>
      <button type="button" className="btn btn-secondary" disabled={sync.isPending} onClick={() => sync.mutate()}>
        {sync.isPending ? t('integrations.syncing') : t('integrations.sync')}
      </button>
      <Link className="btn btn-primary" to="/manage/apps/install">
        {t('integrations.browse')}
      </Link>
    </>
  ) : null;
  return (
    <section className="page apps-page">
      <PageHeader title={t('integrations.appsTitle')} subtitle={t('integrations.appsSubtitle')} actions={actions} />
      {!admin && data ? <p className="apps-note">{translateMessage(integrationMessages.onlyAdminNote)}</p> : null}
      <BuiltinsSection admin={admin} />
      <h2 className="builtins-title apps-installed-title">{t('integrations.installedHeading')}</h2>
      {pages.isPending ? <Loader /> : null}
      {pages.isError ? (
        <div className="card">
          <EmptyState title={translateMessage(integrationMessages.installedLoadFailed)} text={translateMessage(pages.error.message)}>
            <button type="button" className="btn btn-secondary" onClick={() => void pages.refetch()}>
              {t('integrations.retry')}
            </button>
          </EmptyState>
        </div>
      ) : null}
      {pages.isSuccess && apps.length === 0 ? (
        <div className="card">
          <EmptyState title={translateMessage(integrationMessages.emptyTitle)} text={translateMessage(integrationMessages.emptyBody)} />
        </div>
      ) : null}
      {apps.length > 0 ? (
        <ul className="app-list card">
          {apps.map((app) => {
            const candidate = latest.get(app.appId);
            return <AppRow key={app.appId} app={app} admin={admin} newer={candidate && isNewerVersion(candidate, app.version) ? candidate : null} />;
          })}
        </ul>
      ) : null}
      <div ref={endRef} />
      {isFetchingNextPage ? <p className="apps-more">{translateMessage(integrationMessages.loadingMore)}</p> : null}
    </section>
  );
}
