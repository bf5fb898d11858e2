import { scheduleActionLabels, type DeviceSchedule } from '../../../../shared/contracts/device-schedules.js';

const when = (iso: string, locale?: string) => new Date(iso).toLocaleString(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** "Next: Shut down Mon 23:30 (Night)" for the device's soonest enabled schedule; null when none. */
export function nextScheduleLine(deviceId: string, schedules: readonly DeviceSchedule[], locale?: string): string | null {
  const next = schedules
    .filter((s) => s.enabled && s.nextRunAt && s.deviceIds.includes(deviceId))
    .sort((a, b) => (a.nextRunAt ?? '').localeCompare(b.nextRunAt ?? ''))[0];
  if (!next?.nextRunAt) return null;
  return `Next: ${scheduleActionLabels[next.action]} ${when(next.nextRunAt, locale)} (${next.name})`;
}

/** The device's latest run, when it was skipped: "Skipped Mon 07:00: it was already on." */
export function lastSkipLine(deviceId: string, schedules: readonly DeviceSchedule[], locale?: string): string | null {
  const latest = schedules
    .flatMap((s) => s.runs.filter((r) => r.deviceId === deviceId))
    .sort((a, b) => b.at.localeCompare(a.at))[0];
  if (latest?.outcome !== 'skipped') return null;
  return `${when(latest.at, locale)}: ${latest.text}`;
}
