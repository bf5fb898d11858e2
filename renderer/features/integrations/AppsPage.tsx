import { useCallback, useState } from 'react';
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
import { reachOf, reachText } from '../../../shared/contracts/integration-targets.js';

const stateNames: Record<string, string> = { '0': 'Installing', '1': 'Installed', '-1': 'Errored' };

function AppRow({ app, admin, newer }: { app: IntegrationApp; admin: boolean; newer: string | null }) {
  const action = useAppAction();
  const [confirming, setConfirming] = useState(false);
  const state = stateNames[String(app.npmInstalled)] ?? 'Unknown';
  const busy = action.isPending && action.variables?.appId === app.appId;
  return (
    <li className="app-row">
      <AppLogo src={`/api/v1/app/${encodeURIComponent(app.appId)}/logo`} name={app.appName} />
      <div className="app-row-text">
        <p className="app-name">
          {app.appName} <span className="app-version">v{app.version}</span>
        </p>
        <p className="app-description">{app.description}</p>
        <p className="app-reaches">Reaches {reachText(reachOf(app.config, app.targetsDeclared !== false))}</p>
      </div>
      <span className={`app-state app-state-${state.toLowerCase()}`}>{state}</span>
      {admin ? (
        <div className="app-row-actions">
          {newer ? (
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => action.mutate({ appId: app.appId, action: 'update' })}>
              Update to v{newer}
            </button>
          ) : null}
          {confirming ? (
            <>
              <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => action.mutate({ appId: app.appId, action: 'delete' })}>
                Remove {app.appName}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-sm" aria-label={`Remove ${app.appName}`} onClick={() => setConfirming(true)}>
              Remove
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** /manage/apps: the built-ins by kind, then the installed integrations, with Sync, Update and Remove for the super admin. */
export default function AppsPage() {
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
        {sync.isPending ? 'Syncing…' : 'Sync'}
      </button>
      <Link className="btn btn-primary" to="/manage/apps/install">
        Browse Integrations
      </Link>
    </>
  ) : null;
  return (
    <section className="page apps-page">
      <PageHeader title="App Integration" subtitle="Integrations show live data from your services on link cards." actions={actions} />
      {!admin && data ? <p className="apps-note">{integrationMessages.onlyAdminNote}</p> : null}
      <BuiltinsSection admin={admin} />
      <h2 className="builtins-title apps-installed-title">Installed</h2>
      {pages.isPending ? <Loader /> : null}
      {pages.isError ? (
        <div className="card">
          <EmptyState title={integrationMessages.installedLoadFailed} text={pages.error.message}>
            <button type="button" className="btn btn-secondary" onClick={() => void pages.refetch()}>
              Retry
            </button>
          </EmptyState>
        </div>
      ) : null}
      {pages.isSuccess && apps.length === 0 ? (
        <div className="card">
          <EmptyState title={integrationMessages.emptyTitle} text={integrationMessages.emptyBody} />
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
      {isFetchingNextPage ? <p className="apps-more">{integrationMessages.loadingMore}</p> : null}
    </section>
  );
}
