import { Link } from 'react-router-dom';
import type { MonitorKind, MonitorTarget } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { HealthDot } from './HealthDot.js';
import { useMonitorSummary, useMonitorTargets } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';
import { MaintenanceSection } from './MaintenanceSection.js';
import { checkKindLabels, checkKinds, isCheckKind } from '../../../shared/contracts/monitor-checks.js';

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

/** Checks of their own: the ones there are, and a button to add each kind. */
function OwnChecks({ checks, health }: { checks: MonitorTarget[]; health: ReturnType<typeof useMonitorSummary>['data'] }) {
  return (
    <div className="card target-group">
      <h2 className="section-title">Other checks</h2>
      <p className="muted">A TCP port, a value in a JSON answer, a push URL a job calls, a DNS record, a certificate's expiry or an MQTT broker: each on its own.</p>
      {checks.length > 0 ? (
        <ul className="target-list">
          {checks.map((target) => (
            <TargetRow key={target.targetId} target={target} health={health} />
          ))}
        </ul>
      ) : null}
      <div className="check-add" role="group" aria-label="Add a check">
        {checkKinds.map((kind) => (
          <Link key={kind} className="btn btn-sm btn-secondary" to={`/manage/monitoring/${kind}/new`}>
            Add {checkKindLabels[kind]}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /manage/monitoring: every link, device, camera and bound container, and which are watched; and the checks of their own. */
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
      <Link className="btn btn-secondary" to="/manage/status-pages">
        Status pages
      </Link>
    </>
  );
  if (targets.isPending) return <Loader />;
  const all = (targets.data ?? []).filter((t) => !isCheckKind(t.kind));
  const checks = (targets.data ?? []).filter((t) => isCheckKind(t.kind));
  return (
    <section className="page monitoring-manage">
      <PageHeader title="Health Checks" subtitle="Choose what Hearth checks in the background, how often, and when it alerts you." actions={actions} />
      {targets.isError ? (
        <div className="notice" role="alert">
          {m.loadFailed}
        </div>
      ) : all.length === 0 ? (
        checks.length === 0 ? <EmptyState title="Nothing to monitor yet" text="Add links, network devices or cameras; they appear here to be monitored. Or add a check of its own below." icon={<PulseIcon size={36} />} /> : null
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
      {targets.isError ? null : <OwnChecks checks={checks} health={summary.data} />}
      {targets.isError ? null : <MaintenanceSection monitors={summary.data ?? []} />}
    </section>
  );
}
