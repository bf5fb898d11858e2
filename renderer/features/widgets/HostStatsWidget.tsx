import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostStats } from '../../../shared/contracts/host-stats.js';
import { formatBytes, formatCelsius, formatPercent, formatRate, formatUptime, nearlyFull, percentOf, type UptimeWords } from './hostStatsFormat.js';

interface UsageBarProps {
  label: string;
  percent: number;
  /** What a screen reader says for the value, e.g. "7.5 GB of 16 GB". */
  text: string;
}

/** A share of something as a bar; role meter so the figure is read out with its words. */
function UsageBar({ label, percent, text }: UsageBarProps) {
  return (
    <div className="host-stats-bar" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} data-full={percent >= nearlyFull}>
      <div className="host-stats-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

function UsageRow({ name, used, total }: { name: string; used: number; total: number }) {
  const { t } = useTranslation();
  const percent = percentOf(used, total);
  const text = t('widgets.hostStats.rows.usage', { used: formatBytes(used), total: formatBytes(total) });
  return (
    <div className="host-stats-row">
      <dt>{name}</dt>
      <dd>
        <span className="host-stats-value">
          {text} <span className="host-stats-share">({percent}%)</span>
        </span>
        <UsageBar label={name} percent={percent} text={`${text}, ${percent}%`} />
      </dd>
    </div>
  );
}

/** The parts a widget may leave out; every part shows unless told. */
export interface HostStatsSections {
  cores: boolean;
  disks: boolean;
  network: boolean;
  temperatures: boolean;
}

const allSections: HostStatsSections = { cores: true, disks: true, network: true, temperatures: true };

interface HostStatsWidgetProps {
  stats: HostStats;
  sections?: HostStatsSections;
  /** False inside a widget card, whose own heading already says "This machine". */
  headed?: boolean;
}

/**
 * This machine at a glance (issue 44 item 3): CPU overall and per core, load, memory, swap, each
 * disk, temperatures, network rates and uptime. It only shows the answer of GET /api/v1/host/stats;
 * the widget kind (kinds/HostStatsKind.tsx) fetches and refreshes it.
 */
export function HostStatsWidget({ stats, sections = allSections, headed = true }: HostStatsWidgetProps) {
  const { t } = useTranslation();
  const uptimeWords = useMemo<UptimeWords>(
    () => ({
      days: (days, hours) => t('widgets.hostStats.uptime.days', { days, hours }),
      hours: (hours, minutes) => t('widgets.hostStats.uptime.hours', { hours, minutes }),
      minutes: (minutes) => t('widgets.hostStats.uptime.minutes', { minutes }),
      seconds: (seconds) => t('widgets.hostStats.uptime.seconds', { seconds }),
    }),
    [t],
  );
  const titleId = useId();
  const cpu = Math.round(stats.cpu.percent);
  const uptime = <span className="host-stats-uptime">{t('widgets.hostStats.rows.up', { time: formatUptime(stats.uptimeSeconds, uptimeWords) })}</span>;
  const Root = headed ? 'section' : 'div';
  return (
    <Root className={headed ? 'host-stats' : 'host-stats host-stats-bare'} aria-labelledby={headed ? titleId : undefined}>
      {headed ? (
        <header className="host-stats-head">
          <h2 className="host-stats-title" id={titleId}>
            {t('widgets.kinds.hostStats')}
          </h2>
          {uptime}
        </header>
      ) : (
        <p className="host-stats-head">{uptime}</p>
      )}
      <dl className="host-stats-rows">
        <div className="host-stats-row">
          <dt>{t('widgets.hostStats.rows.cpu')}</dt>
          <dd>
            <span className="host-stats-value">{formatPercent(stats.cpu.percent)}</span>
            <UsageBar label={t('widgets.hostStats.rows.cpu')} percent={cpu} text={formatPercent(stats.cpu.percent)} />
            {sections.cores ? (
              <ol className="host-stats-cores" aria-label={t('widgets.hostStats.rows.eachCore')}>
                {stats.cpu.cores.map((core, i) => (
                  <li key={i} className="host-stats-core">
                    <span className="host-stats-core-name">{i + 1}</span>
                    <UsageBar label={t('widgets.hostStats.rows.core', { n: i + 1 })} percent={Math.round(core)} text={formatPercent(core)} />
                  </li>
                ))}
              </ol>
            ) : null}
          </dd>
        </div>
        {stats.load ? (
          <div className="host-stats-row">
            <dt>{t('widgets.hostStats.rows.load')}</dt>
            <dd>
              <span className="host-stats-value" aria-label={t('widgets.hostStats.rows.loadAverage', { values: stats.load.map((l) => l.toFixed(2)).join(', ') })}>
                {stats.load.map((l) => l.toFixed(2)).join(' · ')}
              </span>
            </dd>
          </div>
        ) : null}
        <UsageRow name={t('widgets.hostStats.rows.memory')} used={stats.memory.used} total={stats.memory.total} />
        {stats.swap.total > 0 ? (
          <UsageRow name={t('widgets.hostStats.rows.swap')} used={stats.swap.used} total={stats.swap.total} />
        ) : (
          <div className="host-stats-row">
            <dt>{t('widgets.hostStats.rows.swap')}</dt>
            <dd className="host-stats-share">{t('widgets.hostStats.rows.none')}</dd>
          </div>
        )}
        {(sections.disks ? stats.disks : []).map((disk) => (
          <UsageRow key={disk.mount} name={t('widgets.hostStats.rows.disk', { mount: disk.mount })} used={disk.used} total={disk.total} />
        ))}
        {sections.temperatures && stats.temperatures.length > 0 ? (
          <div className="host-stats-row">
            <dt>{t('widgets.hostStats.rows.temperatures')}</dt>
            <dd>
              <ul className="host-stats-list">
                {stats.temperatures.map((sensor) => (
                  <li key={sensor.label}>
                    {sensor.label} <span className="host-stats-value">{formatCelsius(sensor.celsius)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {sections.network && stats.network.length > 0 ? (
          <div className="host-stats-row">
            <dt>{t('widgets.hostStats.rows.network')}</dt>
            <dd>
              <ul className="host-stats-list">
                {stats.network.map((net) => (
                  <li key={net.iface} className="host-stats-net">
                    <span className="host-stats-iface" title={net.iface}>
                      {net.iface}
                    </span>{' '}
                    <span className="host-stats-value">
                      <span aria-hidden="true">↓ </span>
                      <span className="sr-only">{t('widgets.hostStats.rows.received')} </span>
                      {formatRate(net.rxPerSec)}
                      <span aria-hidden="true"> ↑ </span>
                      <span className="sr-only">{t('widgets.hostStats.rows.sent')} </span>
                      {formatRate(net.txPerSec)}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </Root>
  );
}
