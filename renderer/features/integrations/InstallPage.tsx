import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import type { CatalogueApp } from '../../../shared/contracts/integrations.js';
import { adminOnlyMessages, integrationMessages } from '../../../shared/messages.js';
import { upload } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { AppLogo } from './AppLogo.js';
import { integrationKeys, isRetryable, useAppAction, useCatalogue, useCatalogueReview, useInstalledAll, type RetryableFailure } from './integrationQueries.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { reachWords } from './integrationText.js';
import { useEndOfList } from './useEndOfList.js';
import { isNewerVersion } from './version.js';

const maxZipBytes = 10 * 1024 * 1024;
const step = 12;

/** Hearth could not reach the catalogue or the npm registry: what to check, and Retry. */
function RetryNotice({ failure, onRetry }: { failure: RetryableFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice install-retry" role="alert">
      <p>{translateMessage(failure.message)}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
        {t('integrations.retry')}
      </button>
    </div>
  );
}

function CatalogueCard({ app, installed, onRetryable }: { app: CatalogueApp; installed: string | undefined; onRetryable: (failure: RetryableFailure) => void }) {
  const { t } = useTranslation();
  const action = useAppAction(onRetryable);
  const [reviewing, setReviewing] = useState(false);
  const update = installed !== undefined && isNewerVersion(app.version, installed);
  const busy = action.isPending;
  const label = busy ? t('integrations.working') : installed === undefined ? t('integrations.install') : update ? t('integrations.updateAvailable') : t('integrations.installed');
  return (
    <li className="catalogue-card">
      <AppLogo src={app.appIcon} name={app.appName} />
      <p className="app-name">{app.appName}</p>
      <p className="app-version">v{app.version}</p>
      {app.publisher ? <p className="app-publisher">{t('integrations.byPublisher', { publisher: translateMessage(app.publisher) })}</p> : null}
      <p className="app-description">{app.description}</p>
      {reviewing ? (
        <CatalogueReviewPanel app={app} verb={update ? 'update' : 'install'} busy={busy} onCancel={() => setReviewing(false)} onConfirm={() => action.mutate({ appId: app.appId, action: update ? 'update' : 'install' }, { onSettled: () => setReviewing(false) })} />
      ) : (
        <button
          type="button"
          className={`btn btn-sm ${installed === undefined || update ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy || (installed !== undefined && !update)}
          aria-label={t('integrations.cardAction', { action: label, name: app.appName })}
          onClick={() => setReviewing(true)}
        >
          {label}
        </button>
      )}
    </li>
  );
}

/** Before an install or update: who publishes the package and what it asks to reach, from the checked package itself. */
function CatalogueReviewPanel({ app, verb, busy, onConfirm, onCancel }: { app: CatalogueApp; verb: 'install' | 'update'; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const review = useCatalogueReview(app.appId, true);
  return (
    <div className="catalogue-review" role="group" aria-label={verb === 'update' ? t('integrations.updateAsk', { name: app.appName }) : t('integrations.installAsk', { name: app.appName })}>
      {review.isPending ? <p className="muted">{t('integrations.checking')}</p> : null}
      {review.isError ? (
        <p className="field-error" role="alert">
          {translateMessage(review.error.message)}
        </p>
      ) : null}
      {review.data ? (
        <dl className="catalogue-review-facts">
          <dt>{t('integrations.publisher')}</dt>
          <dd>{translateMessage(review.data.publisher ?? integrationMessages.publisherUnknown)}</dd>
          <dt>{t('integrations.reachesTerm')}</dt>
          <dd>{reachWords(t, i18n.language, review.data.reaches)}</dd>
          {review.data.sha256 ? (
            <>
              <dt>{t('integrations.sha256')}</dt>
              <dd title={review.data.sha256}>{t('integrations.hashMatches')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="catalogue-review-actions">
        <button type="button" className="btn btn-sm btn-primary" disabled={!review.data || busy} onClick={onConfirm}>
          {busy ? t('integrations.working') : verb === 'update' ? t('integrations.updateApp', { name: app.appName }) : t('integrations.installApp', { name: app.appName })}
        </button>
        <button type="button" className="btn btn-sm btn-secondary" disabled={busy} onClick={onCancel}>
          {t('integrations.cancel')}
        </button>
      </div>
    </div>
  );
}

/** /manage/apps/install: the catalogue with installed and update states, and Upload Zip (super admin only). */
export default function InstallPage() {
  const { t } = useTranslation();
  const { data } = useDashboard();
  if (!data) return null;
  // The spec gives others nothing of the catalogue; they are told why, and where theirs are.
  if (!data.userData.isSuperAdmin)
    return (
      <NotAuthorized reason={translateMessage(adminOnlyMessages.browseIntegrations)}>
        <Link className="btn btn-secondary" to="/manage/apps">
          {t('integrations.installedLink')}
        </Link>
      </NotAuthorized>
    );
  return <Catalogue />;
}

function Catalogue() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const installed = useInstalledAll();
  const [shown, setShown] = useState(step);
  const navigate = useNavigate();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<RetryableFailure | null>(null);
  const apps = catalogue.data?.apps ?? [];
  const more = useCallback(() => setShown((n) => n + step), []);
  const endRef = useEndOfList(more, shown < apps.length);
  const versions = new Map((installed.data ?? []).map((a) => [a.appId, a.version]));

  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/\.zip$/i.test(file.name)) return void toast.error(integrationMessages.selectZip);
    if (file.size > maxZipBytes) return void toast.error(integrationMessages.zipTooLarge);
    await send(file);
  };

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      const message = await upload<string>('/app/fromzip', form);
      toast.success(message || integrationMessages.zipInstalled);
      await client.invalidateQueries({ queryKey: integrationKeys.all });
      void navigate('/manage/apps');
    } catch (error) {
      if (isRetryable(error)) setFailure({ message: error.message, retry: () => void send(file) });
      else toastError(error, integrationMessages.uploadFailed, true);
    } finally {
      setUploading(false);
    }
  };

  const retry = () => {
    const again = failure?.retry;
    setFailure(null);
    again?.();
  };

  const actions = (
    <>
      <input ref={input} type="file" accept=".zip,application/zip" hidden onChange={(e) => void chosen(e)} />
      <button type="button" className="btn btn-primary" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? t('integrations.uploading') : t('integrations.uploadZip')}
      </button>
    </>
  );
  return (
    <section className="page apps-page">
      <PageHeader title={t('integrations.browse')} subtitle={t('integrations.browseSubtitle')} actions={actions} />
      {failure ? <RetryNotice failure={failure} onRetry={retry} /> : null}
      {catalogue.isPending ? <Loader /> : null}
      {catalogue.data?.remoteUnavailable ? <p className="apps-note">{t('integrations.catalogueUnavailable', { reason: translateMessage(integrationMessages.catalogueUnavailable) })}</p> : null}
      {catalogue.isError ? (
        <div className="card">
          <EmptyState title={translateMessage(integrationMessages.appsLoadFailed)} text={translateMessage(catalogue.error.message)}>
            <button type="button" className="btn btn-secondary" onClick={() => void catalogue.refetch()}>
              {t('integrations.retry')}
            </button>
          </EmptyState>
        </div>
      ) : null}
      {catalogue.isSuccess && apps.length === 0 ? (
        <div className="card">
          <EmptyState title={translateMessage(integrationMessages.emptyTitle)} text={translateMessage(integrationMessages.emptyBody)} />
        </div>
      ) : null}
      {apps.length > 0 ? (
        <ul className="catalogue-grid">
          {apps.slice(0, shown).map((app) => (
            <CatalogueCard key={app.appId} app={app} installed={versions.get(app.appId)} onRetryable={setFailure} />
          ))}
        </ul>
      ) : null}
      <div ref={endRef} />
      {shown < apps.length ? <p className="apps-more">{translateMessage(integrationMessages.loadingMore)}</p> : null}
    </section>
  );
}
