import { useTranslation } from 'react-i18next';
import type { ContainerAction, ContainerStats, DockerContainer } from '../../../shared/contracts/docker.js';
import { ContainerBadges } from './ContainerBadges.js';
import { LogsIcon, PlayIcon, RestartIcon, StopIcon } from './ContainerIcons.js';
import { cpuText, memoryText, networkText, portsText, uptimeParts } from './containerView.js';
import { refKey } from './liveMessages.js';

interface Props {
  container: DockerContainer;
  stats: ContainerStats | undefined;
  now: number;
  /** Super admins act; everyone else reads. */
  canAct: boolean;
  onAction: (action: ContainerAction) => void;
  onLogs: () => void;
}

/** One container: name, image, state and health, uptime, ports, and live figures while running. */
export function ContainerCard({ container, stats, now, canAct, onAction, onLogs }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const running = container.state === 'running';
  const parts = running ? uptimeParts(container.startedAt, now) : null;
  const uptime = parts ? t(`docker.uptime.${parts.shape}`, { ...parts }) : null;
  const ports = portsText(container.ports);
  return (
    <article className="container-card" tabIndex={-1} aria-label={container.name} data-container={refKey(container)} data-state={container.state} data-health={container.health}>
      <div className="container-card-head">
        <h4 className="container-name">{container.name}</h4>
        <ContainerBadges state={container.state} health={container.health} />
      </div>
      <p className="container-image" title={container.image}>
        {container.image}
      </p>
      <dl className="container-facts">
        <div className={uptime ? undefined : 'is-wide'}>
          <dt>{uptime ? t('docker.uptimeTerm') : t('docker.statusTerm')}</dt>
          <dd className="container-uptime">{uptime ?? container.status}</dd>
        </div>
        {ports.length > 0 ? (
          <div>
            <dt>{t('docker.ports')}</dt>
            <dd className="container-ports">{ports.join(', ')}</dd>
          </div>
        ) : null}
        {running ? (
          <>
            <div>
              <dt>{t('docker.cpu')}</dt>
              <dd className="container-cpu">{stats?.cpuPercent != null ? cpuText(stats.cpuPercent, language) : '–'}</dd>
            </div>
            <div>
              <dt>{t('docker.memory')}</dt>
              <dd className="container-memory">{stats ? memoryText(stats.memoryBytes, stats.memoryLimitBytes || null, language) : '–'}</dd>
            </div>
            <div>
              <dt>{t('docker.network')}</dt>
              <dd className="container-network">{stats ? networkText(stats.rxBytes, stats.txBytes, language) : '–'}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {canAct ? (
        <div className="container-actions">
          {running ? (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('stop')} aria-label={t('docker.stopName', { name: container.name })}>
                <StopIcon size={15} />
                <span>{t('docker.action.stop.verb')}</span>
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('restart')} aria-label={t('docker.restartName', { name: container.name })}>
                <RestartIcon size={15} />
                <span>{t('docker.action.restart.verb')}</span>
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('start')} aria-label={t('docker.startName', { name: container.name })}>
              <PlayIcon size={15} />
              <span>{t('docker.action.start.verb')}</span>
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-sm" onClick={onLogs} aria-label={t('docker.logsOf', { name: container.name })}>
            <LogsIcon size={15} />
            <span>{t('docker.logs')}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
