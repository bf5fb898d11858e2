import type { ContainerAction, ContainerStats, DockerContainer } from '../../../shared/contracts/docker.js';
import { ContainerBadges } from './ContainerBadges.js';
import { LogsIcon, PlayIcon, RestartIcon, StopIcon } from './ContainerIcons.js';
import { cpuText, memoryText, networkText, portsText, uptimeText } from './containerView.js';
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
  const running = container.state === 'running';
  const uptime = running ? uptimeText(container.startedAt, now) : null;
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
          <dt>{uptime ? 'Uptime' : 'Status'}</dt>
          <dd className="container-uptime">{uptime ?? container.status}</dd>
        </div>
        {ports.length > 0 ? (
          <div>
            <dt>Ports</dt>
            <dd className="container-ports">{ports.join(', ')}</dd>
          </div>
        ) : null}
        {running ? (
          <>
            <div>
              <dt>CPU</dt>
              <dd className="container-cpu">{stats?.cpuPercent != null ? cpuText(stats.cpuPercent) : '–'}</dd>
            </div>
            <div>
              <dt>Memory</dt>
              <dd className="container-memory">{stats ? memoryText(stats.memoryBytes, stats.memoryLimitBytes || null) : '–'}</dd>
            </div>
            <div>
              <dt>Network</dt>
              <dd className="container-network">{stats ? networkText(stats.rxBytes, stats.txBytes) : '–'}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {canAct ? (
        <div className="container-actions">
          {running ? (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('stop')} aria-label={`Stop ${container.name}`}>
                <StopIcon size={15} />
                <span>Stop</span>
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('restart')} aria-label={`Restart ${container.name}`}>
                <RestartIcon size={15} />
                <span>Restart</span>
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('start')} aria-label={`Start ${container.name}`}>
              <PlayIcon size={15} />
              <span>Start</span>
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-sm" onClick={onLogs} aria-label={`Logs of ${container.name}`}>
            <LogsIcon size={15} />
            <span>Logs</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
