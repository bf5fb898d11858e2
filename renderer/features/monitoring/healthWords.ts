import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MonitorHealth, MonitorKind, MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { formatNumber, formatTime } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';

/**
 * healthText.ts in the reader's language: the same words and roundings, with numbers and times
 * through Intl and the words from the catalogue (monitoring.health). In English the texts are
 * exactly healthText's.
 */
export interface HealthWords {
  health: (health: MonitorHealth) => string;
  kind: (kind: MonitorKind) => string;
  percent: (ratio: number | null) => string;
  latency: (ms: number | null) => string;
  ago: (iso: string | null, now: number) => string;
  duration: (ms: number) => string;
  summary: (monitor: Pick<MonitorSummary, 'health' | 'uptime24h' | 'message'>, translate: (text: string) => string) => string;
  slot: (share: number | null, start: Date) => string;
}

export function healthWords(t: TFunction, locale: string): HealthWords {
  const percent = (ratio: number | null): string => {
    if (ratio === null) return '–';
    if (ratio >= 1) return formatNumber(locale, 1, { style: 'percent' });
    const value = Math.floor(ratio * 10_000) / 100;
    const digits = value >= 99 ? 2 : 1;
    return formatNumber(locale, value / 100, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  };
  const n = (value: number) => formatNumber(locale, value, { useGrouping: false });
  return {
    health: (health) => t(`monitoring.health.${health}`),
    kind: (kind) => t(`monitoring.kinds.${kind}`),
    percent,
    latency: (ms) => {
      if (ms === null) return '–';
      return ms >= 1000 ? t('monitoring.health.seconds', { n: formatNumber(locale, ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }) : t('monitoring.health.milliseconds', { n: n(ms) });
    },
    ago: (iso, now) => {
      if (!iso) return t('monitoring.health.never');
      const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
      if (seconds < 45) return t('monitoring.health.justNow');
      const minutes = Math.round(seconds / 60);
      if (minutes < 60) return t('monitoring.health.minutesAgo', { n: n(minutes) });
      const hours = Math.round(minutes / 60);
      if (hours < 48) return t('monitoring.health.hoursAgo', { n: n(hours) });
      return t('monitoring.health.daysAgo', { n: n(Math.round(hours / 24)) });
    },
    duration: (ms) => {
      const minutes = Math.max(0, Math.round(ms / 60_000));
      if (minutes < 1) return t('monitoring.health.underMinute');
      if (minutes < 60) return t('monitoring.health.minutes', { n: n(minutes) });
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return minutes % 60 ? t('monitoring.health.hoursMinutes', { h: n(hours), m: n(minutes % 60) }) : t('monitoring.health.hours', { n: n(hours) });
      const days = Math.floor(hours / 24);
      return hours % 24 ? t('monitoring.health.daysHours', { d: n(days), h: n(hours % 24) }) : t('monitoring.health.days', { n: n(days) });
    },
    summary: (monitor, translate) => {
      const parts = [t(`monitoring.health.${monitor.health}`)];
      if (monitor.uptime24h !== null) parts.push(t('monitoring.health.upLast24h', { percent: percent(monitor.uptime24h) }));
      if (monitor.message && monitor.health !== 'up') parts.push(translate(monitor.message));
      return parts.join(t('monitoring.health.separator'));
    },
    slot: (share, start) => {
      const end = new Date(start.getTime() + 30 * 60_000);
      const time = (d: Date) => formatTime(locale, d, { hour: '2-digit', minute: '2-digit' });
      return t('monitoring.health.slot', { from: time(start), to: time(end), share: share === null ? t('monitoring.health.noChecks') : t('monitoring.health.shareUp', { percent: percent(share) }) });
    },
  };
}

/** The health words in the current language and the browser's region. */
export function useHealthWords(): HealthWords {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  return healthWords(t, locale);
}
