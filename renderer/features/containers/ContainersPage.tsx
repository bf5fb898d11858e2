import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { ContainerAction, DockerContainer } from '../../../shared/contracts/docker.js';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { useNow } from '../monitoring/useNow.js';
import { useHeaderSearch } from '../search/useHeaderSearch.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { actionWords } from './actionText.js';
import { ContainerIcon } from './ContainerIcons.js';
import { filterContainers, stateFilters, type StateFilter } from './containerView.js';
import { useContainerAction, useContainers } from './dockerQueries.js';
import { HostSection } from './HostSection.js';
import { refKey } from './liveMessages.js';
import { LogsPanel } from './LogsPanel.js';
import { readIntent } from './paletteDocker.js';
import { useContainerStats } from './useContainerStats.js';
import { ProposedCards } from './discovery/ProposedCards.js';

interface Pending {
  container: DockerContainer;
  action: ContainerAction;
}

/** /containers: every host's containers, live while open; super admins start, stop, restart and read logs. */
export default function ContainersPage() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const search = useHeaderSearch();
  const [filter, setFilter] = useState<StateFilter>('all');
  const list = useContainers({ live: true });
  const act = useContainerAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [logsOf, setLogsOf] = useState<DockerContainer | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const now = useNow(5000);

  const shown = useMemo(() => filterContainers(list.data?.items ?? [], filter, search), [list.data, filter, search]);
  // Live figures for the running containers on screen only: the server samples what is asked.
  const running = useMemo(() => shown.filter((c) => c.state === 'running').map(({ host, id }) => ({ host, id })), [shown]);
  const stats = useContainerStats(running, running.length > 0);
  const hosts = list.data?.hosts ?? [];
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();

  // A palette row sent a person here to see, or act on, one container: the address says which
  // until the dialog it opened is closed (actions still ask first).
  const intent = readIntent(params);
  const target = intent ? list.data?.items.find((c) => c.host === intent.host && c.id === intent.id) : undefined;
  const asked = target && intent && intent.intent !== 'show' && intent.intent !== 'logs' ? { container: target, action: intent.intent } : null;
  const confirming = pending ?? asked;
  const logsShown = logsOf ?? (target && intent?.intent === 'logs' ? target : null);
  const forget = () => {
    if (intent) setParams({}, { replace: true });
  };
  useEffect(() => {
    if (!target || intent?.intent !== 'show') return;
    const card = document.querySelector<HTMLElement>(`[data-container="${CSS.escape(refKey(target))}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus();
  }, [target, intent?.intent]);

  useEffect(() => {
    if (hash && list.data) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, list.data]);

  const filterControl = (
    <label className="container-filter">
      <span>{t('docker.stateFilter')}</span>
      <select className="input select" value={filter} onChange={(e) => setFilter(e.target.value as StateFilter)}>
        {stateFilters.map((f) => (
          <option key={f} value={f}>
            {t(`docker.filter.${f}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="page containers-page">
      <PageHeader title={t('docker.containersTitle')} subtitle={isAdmin ? t('docker.containersSubtitle') : t('docker.containersSubtitleReader')} actions={filterControl} />
      <Loader active={list.isPending} />
      {list.isError ? (
        <EmptyState title={translateMessage(messages.errorLoadingData)} text={t('docker.containersLoadFailed')}>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
            {t('docker.retry')}
          </button>
        </EmptyState>
      ) : null}
      {list.isSuccess && hosts.length === 0 ? (
        <EmptyState icon={<ContainerIcon size={36} />} title={t('docker.noHosts')} text={isAdmin ? t('docker.noHostsAdmin') : t('docker.noHostsReader')}>
          {isAdmin ? (
            <Link className="btn btn-primary" to="/manage/docker/save">
              {t('docker.addHost')}
            </Link>
          ) : null}
        </EmptyState>
      ) : null}
      <ProposedCards />
      {list.isSuccess && hosts.length > 0 && shown.length === 0 ? <p className="muted container-none">{search || filter !== 'all' ? t('docker.noMatch') : t('docker.noContainers')}</p> : null}
      {hosts.map((host) => (
        <HostSection key={host.host} status={host} containers={shown.filter((c) => c.host === host.host)} stats={stats} now={now} canAct={isAdmin} onAction={(container, action) => {
            setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
            setPending({ container, action });
          }} onLogs={setLogsOf} />
      ))}
      {confirming ? (
        <ConfirmDialog
          title={t(`docker.action.${confirming.action}.title`, { name: confirming.container.name })}
          text={t(`docker.action.${confirming.action}.question`, { name: confirming.container.name, host: confirming.container.hostName })}
          confirmLabel={t(`docker.action.${confirming.action}.verb`)}
          busyLabel={t(`docker.action.${confirming.action}.busy`)}
          tone={actionWords[confirming.action].tone}
          busy={act.isPending}
          onClose={() => {
            setPending(null);
            forget();
          }}
          returnFocus={() => {
            // The button pressed, or the one that took its place once the state changed.
            if (opener?.isConnected) return opener;
            return document.querySelector<HTMLElement>(`[data-container="${CSS.escape(refKey(confirming.container))}"] .container-actions button`);
          }}
          onConfirm={() =>
            act.mutate(
              { host: confirming.container.host, id: confirming.container.id, action: confirming.action },
              {
                onSettled: () => {
                  setPending(null);
                  forget();
                },
              },
            )
          }
        />
      ) : null}
      {logsShown ? (
        <LogsPanel
          container={logsShown}
          onClose={() => {
            setLogsOf(null);
            forget();
          }}
        />
      ) : null}
    </section>
  );
}
