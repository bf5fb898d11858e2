import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { historyRanges, summaryAt, type HistoryRange, type MonitorHistory, type MonitorIncident } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { BadgeSection } from './BadgeSection.js';
import { HealthDot } from './HealthDot.js';
import { MonitorChannelsSection } from './MonitorChannelsSection.js';
import { agoText, durationText, healthLabel, kindLabel, latencyText, percent } from './healthText.js';
import { useCheckNow, useMonitorDetail, useMonitorHistory } from './monitorQueries.js';
import { useNow } from './useNow.js';

const LatencyChart = lazy(() => import('./LatencyChart.js'));

const rangeLabel: Record<HistoryRange, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '90d': '90 days' };

function latencyWords(points: MonitorHistory['points']): string {
  const values = points.avg.filter((v): v is number => v !== null);
  if (values.length === 0) return 'No latency measured in this range.';
  const avg = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const failed = points.down.reduce((a, b) => a + b, 0);
  return `Average latency ${avg} ms, from ${Math.min(...values)} to ${Math.max(...values)} ms; ${failed} failed check${failed === 1 ? '' : 's'}.`;
}

function Incidents({ incidents, now }: { incidents: MonitorIncident[]; now: number }) {
  if (incidents.length === 0) return <p className="muted">No incidents in the last 90 days.</p>;
  return (
    <table className="incident-table">
      <thead>
        <tr>
          <th scope="col">Went down</th>
          <th scope="col">For</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {incidents.map((incident) => (
          <tr key={incident.startedAt}>
            <td>{new Date(incident.startedAt).toLocaleString()}</td>
            <td>{incident.endedAt ? durationText(Date.parse(incident.endedAt) - Date.parse(incident.startedAt)) : <strong className="incident-open">ongoing, {durationText(now - Date.parse(incident.startedAt))}</strong>}</td>
            <td>{incident.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /status/:monitorId: one monitor's state, uptime over four ranges, latency chart and incidents. */
export default function MonitorDetailPage() {
  const { monitorId = '' } = useParams();
  const [range, setRange] = useState<HistoryRange>('24h');
  const detail = useMonitorDetail(monitorId);
  const history = useMonitorHistory(monitorId, range);
  const checkNow = useCheckNow(monitorId);
  const now = useNow();

  if (detail.isPending) return <Loader />;
  if (detail.isError || !detail.data) {
    return (
      <section className="page">
        <PageHeader title="Not found" />
        <div className="notice" role="alert">
          {m.monitorNotFound} <Link to="/status">Back to Status</Link>
        </div>
      </section>
    );
  }
  const { settings } = detail.data;
  const summary = summaryAt(detail.data.summary, now);
  const actions = (
    <>
      <Link className="btn btn-secondary" to={`/manage/monitoring/${summary.kind}/${summary.targetId}`}>
        Settings
      </Link>
      <button type="button" className="btn btn-primary" onClick={() => checkNow.mutate()} disabled={checkNow.isPending || summary.health === 'paused'}>
        {checkNow.isPending ? 'Checking…' : 'Check now'}
      </button>
    </>
  );
  const uptime = history.data?.uptime;
  return (
    <section className="page monitor-detail">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/status">Status</Link> <span aria-hidden="true">›</span> <span>{summary.name}</span>
      </nav>
      <PageHeader title={summary.name} subtitle={`${kindLabel[summary.kind]} · ${summary.target} · every ${settings.intervalSeconds < 60 ? `${settings.intervalSeconds} s` : `${settings.intervalSeconds / 60} min`}`} actions={actions} />
      <div className="monitor-now card" role="status">
        <HealthDot health={summary.health} size="lg" />
        <div>
          <p className="monitor-now-state">{healthLabel[summary.health]}</p>
          {summary.message ? <p className="monitor-now-message">{summary.message}</p> : null}
          <p className="muted">
            Last check {agoText(summary.lastCheckedAt, now)}
            {summary.latencyMs !== null ? `, ${latencyText(summary.latencyMs)}` : ''}
            {summary.certExpiresAt ? ` · certificate valid until ${new Date(summary.certExpiresAt).toLocaleDateString()}` : ''}
          </p>
        </div>
      </div>
      <ul className="uptime-tiles" aria-label="Uptime">
        {historyRanges.map((r) => (
          <li key={r} className="uptime-tile card">
            <span className="uptime-tile-value">{uptime ? percent(uptime[r]) : '…'}</span>
            <span className="uptime-tile-label">uptime, {rangeLabel[r]}</span>
          </li>
        ))}
      </ul>
      <div className="card monitor-chart-card">
        <div className="monitor-chart-head">
          <h2 className="section-title">Latency</h2>
          <div className="range-tabs" role="group" aria-label="Range">
            {historyRanges.map((r) => (
              <button key={r} type="button" aria-pressed={range === r} className={`range-tab${range === r ? ' is-active' : ''}`} onClick={() => setRange(r)}>
                {r}
              </button>
            ))}
          </div>
        </div>
        {history.data ? (
          <div role="img" aria-label={`Latency over the last ${rangeLabel[range]}. ${latencyWords(history.data.points)}`}>
            <Suspense fallback={<div className="latency-chart is-loading" />}>
              <LatencyChart points={history.data.points} range={history.data.range} />
            </Suspense>
          </div>
        ) : (
          <div className="latency-chart is-loading" />
        )}
        {history.data ? <p className="muted chart-words">{latencyWords(history.data.points)}</p> : null}
      </div>
      <div className="card monitor-incidents">
        <h2 className="section-title">Incidents</h2>
        {history.data ? <Incidents incidents={history.data.incidents} now={now} /> : <Loader />}
      </div>
      <MonitorChannelsSection monitorId={summary._id} />
      <BadgeSection monitorId={summary._id} name={summary.name} />
    </section>
  );
}
