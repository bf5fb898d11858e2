import type { DeviceSchedule } from '../../../../shared/contracts/device-schedules.js';
import { formatDate } from '../../../i18n/format.js';
import { i18n } from '../../../i18n/i18n.js';
import { deviceServerText } from '../deviceServerText.js';

const when = (iso: string, locale?: string) => formatDate(locale ?? i18n.language, new Date(iso), { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** "Next: Shut down Mon 23:30 (Night)" for the device's soonest enabled schedule; null when none. */
export function nextScheduleLine(deviceId: string, schedules: readonly DeviceSchedule[], locale?: string): string | null {
  const next = schedules
    .filter((s) => s.enabled && s.nextRunAt && s.deviceIds.includes(deviceId))
    .sort((a, b) => (a.nextRunAt ?? '').localeCompare(b.nextRunAt ?? ''))[0];
  if (!next?.nextRunAt) return null;
  return i18n.t('devices.schedules.nextLine', { action: i18n.t(`devices.schedules.actions.${next.action}`), time: when(next.nextRunAt, locale), name: next.name });
}

/** The device's latest run, when it was skipped: "Skipped Mon 07:00: it was already on." */
export function lastSkipLine(deviceId: string, schedules: readonly DeviceSchedule[], locale?: string): string | null {
  const latest = schedules
    .flatMap((s) => s.runs.filter((r) => r.deviceId === deviceId))
    .sort((a, b) => b.at.localeCompare(a.at))[0];
  if (latest?.outcome !== 'skipped') return null;
  return `${when(latest.at, locale)}: ${deviceServerText(latest.text)}`;
}
