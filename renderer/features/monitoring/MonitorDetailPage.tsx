import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router-dom';
import { historyRanges, summaryAt, type HistoryRange, type MonitorHistory, type MonitorIncident } from '../../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { formatDate, formatNumber } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { BadgeSection } from './BadgeSection.js';
import { HealthDot } from './HealthDot.js';
import { MonitorChannelsSection } from './MonitorChannelsSection.js';
import { useHealthWords } from './healthWords.js';
import { useCheckNow, useMonitorDetail, useMonitorHistory } from './monitorQueries.js';
import { useNow } from './useNow.js';

const LatencyChart = lazy(() => import('./LatencyChart.js'));

/** A range in words: monitoring.detail.ranges.<range>. */
const rangeLabel = (t: TFunction, range: HistoryRange) => t(`monitoring.detail.ranges.${range}`);

function latencyWords(points: MonitorHistory['points'], t: TFunction, locale: string): string {
  const values = points.avg.filter((v): v is number => v !== null);
  if (values.length === 0) return t('monitoring.detail.noLatency');
  const avg = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const failed = points.down.reduce((a, b) => a + b, 0);
  const n = (value: number) => formatNumber(locale, value, { useGrouping: false });
  return t('monitoring.detail.latencyWords', { count: failed, failed: n(failed), avg: n(avg), min: n(Math.min(...values)), max: n(Math.max(...values)) });
}

/** As Date.toLocaleString() shows it: "11/29/2026, 5:03:07 AM" in American English. */
const dateTime: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' };

function Incidents({ incidents, now }: { incidents: MonitorIncident[]; now: number }) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const words = useHealthWords();
  if (incidents.length === 0) return <p className="muted">{t('monitoring.detail.noIncidents')}</p>;
  return (
    <table className="incident-table">
      <thead>
        <tr>
          <th scope="col">{t('monitoring.detail.wentDown')}</th>
          <th scope="col">{t('monitoring.detail.for')}</th>
          <th scope="col">{t('monitoring.detail.why')}</th>
        </tr>
      </thead>
      <tbody>
        {incidents.map((incident) => (
          <tr key={incident.startedAt}>
            <td>{formatDate(locale, new Date(incident.startedAt), dateTime)}</td>
            <td>{incident.endedAt ? words.duration(Date.parse(incident.endedAt) - Date.parse(incident.startedAt)) : <strong className="incident-open">{t('monitoring.detail.ongoing', { duration: words.duration(now - Date.parse(incident.startedAt)) })}</strong>}</td>
            <td>{translateMessage(incident.reason)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /status/:monitorId: one monitor's state, uptime over four ranges, latency chart and incidents. */
export default function MonitorDetailPage() {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const words = useHealthWords();
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
        <PageHeader title={t('monitoring.common.notFound')} />
        <div className="notice" role="alert">
          {translateMessage(m.monitorNotFound)} <Link to="/status">{t('monitoring.detail.backToStatus')}</Link>
        </div>
      </section>
    );
  }
  const { settings } = detail.data;
  const summary = summaryAt(detail.data.summary, now);
  const actions = (
    <>
      <Link className="btn btn-secondary" to={`/manage/monitoring/${summary.kind}/${summary.targetId}`}>
        {t('monitoring.detail.settings')}
      </Link>
      <button type="button" className="btn btn-primary" onClick={() => checkNow.mutate()} disabled={checkNow.isPending || summary.health === 'paused'}>
        {checkNow.isPending ? t('monitoring.detail.checking') : t('monitoring.detail.checkNow')}
      </button>
    </>
  );
  const uptime = history.data?.uptime;
  return (
    <section className="page monitor-detail">
      <nav className="crumbs" aria-label={t('monitoring.common.breadcrumb')}>
        <Link to="/status">{t('monitoring.manage.status')}</Link> <span aria-hidden="true">›</span> <span>{summary.name}</span>
      </nav>
      <PageHeader title={summary.name} subtitle={t('monitoring.detail.subtitle', { kind: words.kind(summary.kind), target: summary.target, interval: settings.intervalSeconds < 60 ? t('monitoring.detail.everySeconds', { n: formatNumber(locale, settings.intervalSeconds) }) : t('monitoring.detail.everyMinutes', { n: formatNumber(locale, settings.intervalSeconds / 60) }) })} actions={actions} />
      <div className="monitor-now card" role="status">
        <HealthDot health={summary.health} size="lg" />
        <div>
          <p className="monitor-now-state">{words.health(summary.health)}</p>
          {summary.message ? <p className="monitor-now-message">{translateMessage(summary.message)}</p> : null}
          <p className="muted">
            {t('monitoring.detail.lastCheck', { ago: words.ago(summary.lastCheckedAt, now) })}
            {summary.latencyMs !== null ? t('monitoring.detail.latencySuffix', { latency: words.latency(summary.latencyMs) }) : ''}
            {summary.certExpiresAt ? t('monitoring.detail.certificateUntil', { date: formatDate(locale, new Date(summary.certExpiresAt), { year: 'numeric', month: 'numeric', day: 'numeric' }) }) : ''}
          </p>
        </div>
      </div>
      <ul className="uptime-tiles" aria-label={t('monitoring.detail.uptime')}>
        {historyRanges.map((r) => (
          <li key={r} className="uptime-tile card">
            <span className="uptime-tile-value">{uptime ? words.percent(uptime[r]) : '…'}</span>
            <span className="uptime-tile-label">{t('monitoring.detail.uptimeTile', { range: rangeLabel(t, r) })}</span>
          </li>
        ))}
      </ul>
      <div className="card monitor-chart-card">
        <div className="monitor-chart-head">
          <h2 className="section-title">{t('monitoring.detail.latency')}</h2>
          <div className="range-tabs" role="group" aria-label={t('monitoring.detail.range')}>
            {historyRanges.map((r) => (
              <button key={r} type="button" aria-pressed={range === r} className={`range-tab${range === r ? ' is-active' : ''}`} onClick={() => setRange(r)}>
                {t(`monitoring.detail.rangeTabs.${r}`)}
              </button>
            ))}
          </div>
        </div>
        {history.data ? (
          <div role="img" aria-label={t('monitoring.detail.chartLabel', { range: rangeLabel(t, range), words: latencyWords(history.data.points, t, locale) })}>
            <Suspense fallback={<div className="latency-chart is-loading" />}>
              <LatencyChart points={history.data.points} range={history.data.range} />
            </Suspense>
          </div>
        ) : (
          <div className="latency-chart is-loading" />
        )}
        {history.data ? <p className="muted chart-words">{latencyWords(history.data.points, t, locale)}</p> : null}
      </div>
      <div className="card monitor-incidents">
        <h2 className="section-title">{t('monitoring.detail.incidents')}</h2>
        {history.data ? <Incidents incidents={history.data.incidents} now={now} /> : <Loader />}
      </div>
      <MonitorChannelsSection monitorId={summary._id} />
      <BadgeSection monitorId={summary._id} name={summary.name} />
    </section>
  );
}
