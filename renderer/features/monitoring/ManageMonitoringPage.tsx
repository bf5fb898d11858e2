import { Link } from 'react-router-dom';
import type { MonitorKind, MonitorTarget } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { HealthDot } from './HealthDot.js';
import { useMonitorSummary, useMonitorTargets } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';

const groups: { kind: MonitorKind; title: string; how: string }[] = [
  { kind: 'link', title: 'Links', how: 'Checked over HTTP(S): status code, optional keyword, certificate expiry.' },
  { kind: 'device', title: 'Network devices', how: 'Checked by ping, as the devices screen does.' },
  { kind: 'camera', title: 'Cameras', how: 'Up while the camera sends a picture to a viewer or to a short probe.' },
  { kind: 'container', title: 'Containers', how: 'Links bound to a container: up while it runs and, when it has a health check, passes it.' },
];

function TargetRow({ target, health }: { target: MonitorTarget; health: ReturnType<typeof useMonitorSummary>['data'] }) {
  const summary = target.monitorId ? health?.find((s) => s._id === target.monitorId) : undefined;
  return (
    <li className="target-row">
      {summary ? <HealthDot health={summary.health} /> : <span className="health-dot is-none" aria-hidden="true" />}
      <div className="target-row-main">
        <span className="target-row-name">{target.name}</span>
        <span className="target-row-address">{target.unavailable ?? target.target}</span>
      </div>
      {target.unavailable ? null : (
        <Link className={`btn btn-sm ${target.monitorId ? 'btn-secondary' : 'btn-primary'}`} to={`/manage/monitoring/${target.kind}/${target.targetId}`} aria-label={`${target.monitorId ? 'Edit monitoring of' : 'Monitor'} ${target.name}`}>
          {target.monitorId ? 'Edit' : 'Monitor'}
        </Link>
      )}
    </li>
  );
}

/** /manage/monitoring: every link, device, camera and bound container, and which are watched. */
export default function ManageMonitoringPage() {
  const targets = useMonitorTargets();
  const summary = useMonitorSummary();
  const actions = (
    <>
      <Link className="btn btn-secondary" to="/manage/alerts">
        Alerts
      </Link>
      <Link className="btn btn-secondary" to="/status">
        Status
      </Link>
    </>
  );
  if (targets.isPending) return <Loader />;
  const all = targets.data ?? [];
  return (
    <section className="page monitoring-manage">
      <PageHeader title="Health Checks" subtitle="Choose what Hearth checks in the background, how often, and when it alerts you." actions={actions} />
      {targets.isError ? (
        <div className="notice" role="alert">
          {m.loadFailed}
        </div>
      ) : all.length === 0 ? (
        <EmptyState title="Nothing to monitor yet" text="Add links, network devices or cameras first; they appear here to be monitored." icon={<PulseIcon size={36} />} />
      ) : (
        groups.map((group) => {
          const list = all.filter((t) => t.kind === group.kind);
          if (list.length === 0) return null;
          return (
            <div key={group.kind} className="card target-group">
              <h2 className="section-title">{group.title}</h2>
              <p className="muted">{group.how}</p>
              <ul className="target-list">
                {list.map((target) => (
                  <TargetRow key={target.targetId} target={target} health={summary.data} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
