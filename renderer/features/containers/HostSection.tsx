import { useTranslation } from 'react-i18next';
import type { ContainerAction, ContainerStats, DockerContainer, DockerHostStatus } from '../../../shared/contracts/docker.js';
import { formatNumber } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { ContainerCard } from './ContainerCard.js';
import { groupByProject } from './containerView.js';
import { refKey } from './liveMessages.js';

interface Props {
  status: DockerHostStatus;
  containers: DockerContainer[];
  stats: Record<string, ContainerStats>;
  now: number;
  canAct: boolean;
  onAction: (container: DockerContainer, action: ContainerAction) => void;
  onLogs: (container: DockerContainer) => void;
}

/** One host: its name, why it could not be read (if so), and its containers by Compose project. */
export function HostSection({ status, containers, stats, now, canAct, onAction, onLogs }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = `host-${status.host}`;
  return (
    <section className="container-host" aria-labelledby={headingId}>
      <h2 className="container-host-name" id={headingId}>
        {status.hostName}
        <span className="muted container-host-count">
          {t('docker.containerCount', { count: containers.length, number: formatNumber(i18n.language, containers.length) })}
        </span>
      </h2>
      {status.ok ? null : (
        <div className="notice container-host-error" role="alert">
          {status.message ? translateMessage(status.message) : null}
        </div>
      )}
      {groupByProject(containers).map((group) => (
        <div key={group.project ?? ''} className="container-project" role="group" aria-label={group.project ? t('docker.composeProject', { project: group.project }) : t('docker.standaloneContainers')}>
          <h3 className="container-project-name">{group.project ?? t('docker.standalone')}</h3>
          <ul className="container-grid">
            {group.containers.map((container) => (
              <li key={container.id}>
                <ContainerCard container={container} stats={stats[refKey(container)]} now={now} canAct={canAct} onAction={(action) => onAction(container, action)} onLogs={() => onLogs(container)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
