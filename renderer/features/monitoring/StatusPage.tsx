import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { summaryAt, type MonitorHealth, type MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { HealthDot } from './HealthDot.js';
import { useHealthWords } from './healthWords.js';
import { useMonitorSummary } from './monitorQueries.js';
import { PulseIcon } from './MonitorIcons.js';
import { UptimeBar } from './UptimeBar.js';
import { useNow } from './useNow.js';

/** Worst first: what needs attention is at the top. */
const order: Record<MonitorHealth, number> = { down: 0, late: 1, degraded: 2, pending: 3, maintenance: 4, up: 5, paused: 6 };

function Counts({ items }: { items: MonitorSummary[] }) {
  const { t } = useTranslation();
  const count = (health: MonitorHealth) => items.filter((i) => i.health === health).length;
  // "Late" and "Maintenance" only when something is: late means Hearth itself is behind, not a target.
  const shown = (['up', 'degraded', 'late', 'down', 'maintenance', 'paused'] as const).filter((health) => (health !== 'late' && health !== 'maintenance') || count(health) > 0);
  return (
    <ul className="status-counts" aria-label={t('monitoring.status.counts')}>
      {shown.map((health) => (
        <li key={health} className="status-count">
          <HealthDot health={health} size="lg" />
          <span className="status-count-number">{count(health)}</span>
          <span className="status-count-label">{t(`monitoring.health.${health}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function StatusRow({ item, now }: { item: MonitorSummary; now: number }) {
  const { t } = useTranslation();
  const words = useHealthWords();
  return (
    <li className="status-row" data-health={item.health}>
      <HealthDot health={item.health} size="lg" />
      <div className="status-row-main">
        <Link to={`/status/${item._id}`} className="status-row-name" aria-label={t('monitoring.status.rowLabel', { name: item.name, summary: words.summary(item, translateMessage) })}>
          {item.name}
        </Link>
        <span className="status-row-meta">
          <span className="badge">{words.kind(item.kind)}</span> <span className="status-row-target">{item.target}</span>
        </span>
        {item.message && item.health !== 'up' ? <span className="status-row-message">{translateMessage(item.message)}</span> : null}
      </div>
      <div className="status-row-bar">
        <UptimeBar slots={item.bar} endsAt={item.barEndsAt} />
        <span className="status-row-figures">
          <span>{t('monitoring.status.uptime24h', { percent: words.percent(item.uptime24h) })}</span>
          <span>{words.latency(item.latencyMs)}</span>
          <span>{t('monitoring.status.checked', { ago: words.ago(item.lastCheckedAt, now) })}</span>
        </span>
      </div>
    </li>
  );
}

/** /status: everything monitored, worst first, with its state, 24-hour bar and figures. */
export default function StatusPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMonitorSummary();
  const now = useNow();
  const actions = (
    <>
      <Link className="btn btn-secondary" to="/manage/alerts">
        {t('monitoring.manage.alerts')}
      </Link>
      <Link className="btn btn-primary" to="/manage/monitoring">
        {t('monitoring.status.monitorMore')}
      </Link>
    </>
  );
  if (isPending) return <Loader />;
  // A summary kept since the last refresh may have become late meanwhile.
  const items = (data ?? []).map((item) => summaryAt(item, now)).sort((a, b) => order[a.health] - order[b.health] || a.name.localeCompare(b.name));
  return (
    <section className="page status-page">
      <PageHeader title={t('monitoring.manage.status')} subtitle={t('monitoring.status.subtitle')} actions={actions} />
      {isError ? (
        <div className="notice" role="alert">
          {translateMessage(m.loadFailed)}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t('monitoring.status.emptyTitle')} text={t('monitoring.status.emptyText')} icon={<PulseIcon size={36} />}>
          <Link className="btn btn-primary" to="/manage/monitoring">
            {t('monitoring.status.choose')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <Counts items={items} />
          <ul className="status-list card">
            {items.map((item) => (
              <StatusRow key={item._id} item={item} now={now} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
