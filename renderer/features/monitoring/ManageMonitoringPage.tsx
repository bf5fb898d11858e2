import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MonitorKind, MonitorTarget } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { HealthDot } from './HealthDot.js';
import { useMonitorSummary, useMonitorTargets } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';
import { MaintenanceSection } from './MaintenanceSection.js';
import { checkKinds, isCheckKind } from '../../../shared/contracts/monitor-checks.js';

// Their titles and explanations are monitoring.manage.groups.<kind>.title / .how.
const groups: MonitorKind[] = ['link', 'device', 'camera', 'container'];

function TargetRow({ target, health }: { target: MonitorTarget; health: ReturnType<typeof useMonitorSummary>['data'] }) {
  const { t } = useTranslation();
  const summary = target.monitorId ? health?.find((s) => s._id === target.monitorId) : undefined;
  return (
    <li className="target-row">
      {summary ? <HealthDot health={summary.health} /> : <span className="health-dot is-none" aria-hidden="true" />}
      <div className="target-row-main">
        <span className="target-row-name">{target.name}</span>
        <span className="target-row-address">{target.unavailable ?? target.target}</span>
      </div>
      {target.unavailable ? null : (
        <Link className={`btn btn-sm ${target.monitorId ? 'btn-secondary' : 'btn-primary'}`} to={`/manage/monitoring/${target.kind}/${target.targetId}`} aria-label={target.monitorId ? t('monitoring.manage.editMonitoringOf', { name: target.name }) : t('monitoring.manage.monitorNamed', { name: target.name })}>
          {target.monitorId ? t('monitoring.common.edit') : t('monitoring.manage.monitor')}
        </Link>
      )}
    </li>
  );
}

/** Checks of their own: the ones there are, and a button to add each kind. */
function OwnChecks({ checks, health }: { checks: MonitorTarget[]; health: ReturnType<typeof useMonitorSummary>['data'] }) {
  const { t } = useTranslation();
  return (
    <div className="card target-group">
      <h2 className="section-title">{t('monitoring.manage.otherChecks')}</h2>
      <p className="muted">{t('monitoring.manage.otherChecksHow')}</p>
      {checks.length > 0 ? (
        <ul className="target-list">
          {checks.map((target) => (
            <TargetRow key={target.targetId} target={target} health={health} />
          ))}
        </ul>
      ) : null}
      <div className="check-add" role="group" aria-label={t('monitoring.manage.addCheck')}>
        {checkKinds.map((kind) => (
          <Link key={kind} className="btn btn-sm btn-secondary" to={`/manage/monitoring/${kind}/new`}>
            {t('monitoring.manage.addKind', { kind: t(`monitoring.kinds.${kind}`) })}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** /manage/monitoring: every link, device, camera and bound container, and which are watched; and the checks of their own. */
export default function ManageMonitoringPage() {
  const { t } = useTranslation();
  const targets = useMonitorTargets();
  const summary = useMonitorSummary();
  const actions = (
    <>
      <Link className="btn btn-secondary" to="/manage/alerts">
        {t('monitoring.manage.alerts')}
      </Link>
      <Link className="btn btn-secondary" to="/status">
        {t('monitoring.manage.status')}
      </Link>
      <Link className="btn btn-secondary" to="/manage/status-pages">
        {t('monitoring.manage.statusPages')}
      </Link>
    </>
  );
  if (targets.isPending) return <Loader />;
  const all = (targets.data ?? []).filter((target) => !isCheckKind(target.kind));
  const checks = (targets.data ?? []).filter((target) => isCheckKind(target.kind));
  return (
    <section className="page monitoring-manage">
      <PageHeader title={t('monitoring.manage.title')} subtitle={t('monitoring.manage.subtitle')} actions={actions} />
      {targets.isError ? (
        <div className="notice" role="alert">
          {translateMessage(m.loadFailed)}
        </div>
      ) : all.length === 0 ? (
        checks.length === 0 ? <EmptyState title={t('monitoring.manage.emptyTitle')} text={t('monitoring.manage.emptyText')} icon={<PulseIcon size={36} />} /> : null
      ) : (
        groups.map((group) => {
          const list = all.filter((target) => target.kind === group);
          if (list.length === 0) return null;
          return (
            <div key={group} className="card target-group">
              <h2 className="section-title">{t(`monitoring.manage.groups.${group}.title`)}</h2>
              <p className="muted">{t(`monitoring.manage.groups.${group}.how`)}</p>
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
