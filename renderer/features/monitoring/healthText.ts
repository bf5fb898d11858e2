import { checkKindLabels } from '../../../shared/contracts/monitor-checks.js';
import type { MonitorHealth, MonitorKind, MonitorSummary } from '../../../shared/contracts/monitoring.js';

export const healthLabel: Record<MonitorHealth, string> = {
  up: 'Up',
  degraded: 'Degraded',
  down: 'Down',
  late: 'Late',
  pending: 'Waiting for the first check',
  paused: 'Paused',
  maintenance: 'Maintenance',
};

export const kindLabel: Record<MonitorKind, string> = { link: 'Link', device: 'Device', camera: 'Camera', container: 'Container', ...checkKindLabels };

/** "99.95%", "100%", or "–" without data. */
export function percent(ratio: number | null): string {
  if (ratio === null) return '–';
  if (ratio >= 1) return '100%';
  const value = Math.floor(ratio * 10_000) / 100;
  return `${value.toFixed(value >= 99 ? 2 : 1)}%`;
}

export function latencyText(ms: number | null): string {
  if (ms === null) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** "just now", "3 min ago", "2 h ago", "4 d ago". */
export function agoText(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

/** "1 h 5 min", "3 min", "2 d 4 h". */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** What a screen reader hears for a card's health: state, uptime, and why when something is wrong. */
export function healthSummary(monitor: Pick<MonitorSummary, 'health' | 'uptime24h' | 'message'>): string {
  const parts = [healthLabel[monitor.health]];
  if (monitor.uptime24h !== null) parts.push(`${percent(monitor.uptime24h)} up in the last 24 hours`);
  if (monitor.message && monitor.health !== 'up') parts.push(monitor.message);
  return parts.join(', ');
}

/** The bar's slot in words (its tooltip): "12:00–12:30: 100% up". */
export function slotText(share: number | null, start: Date): string {
  const end = new Date(start.getTime() + 30 * 60_000);
  const time = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `${time(start)}–${time(end)}: ${share === null ? 'no checks' : `${percent(share)} up`}`;
}
