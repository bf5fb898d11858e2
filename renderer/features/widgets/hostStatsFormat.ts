import { formatSize } from '../backup/format.js';

/** Bytes as people read them, the way the rest of Hearth shows sizes: 7.5 GB. */
export const formatBytes = formatSize;

/** A network rate: 1.2 MB/s. */
export function formatRate(bytesPerSecond: number): string {
  return `${formatSize(Math.max(0, Math.round(bytesPerSecond)))}/s`;
}

/** A share in whole percent, never past 0-100. */
export function percentOf(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * used) / total)));
}

/** A CPU figure: 23%. */
export function formatPercent(value: number): string {
  return `${Math.round(Math.min(100, Math.max(0, value)))}%`;
}

export function formatCelsius(value: number): string {
  return `${value.toFixed(value >= 100 ? 0 : 1)} °C`;
}

/** The uptime's words, in the reader's language (HostStatsWidget takes them from the catalogue). */
export interface UptimeWords {
  days: (days: number, hours: number) => string;
  hours: (hours: number, minutes: number) => string;
  minutes: (minutes: number) => string;
  seconds: (seconds: number) => string;
}

const englishUptime: UptimeWords = {
  days: (d, h) => `${d} d ${h} h`,
  hours: (h, m) => `${h} h ${m} min`,
  minutes: (m) => `${m} min`,
  seconds: (s) => `${s} s`,
};

/** How long the machine has run, to the two largest units: "3 d 4 h", "4 h 12 min", "12 min". */
export function formatUptime(seconds: number, words: UptimeWords = englishUptime): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days > 0) return words.days(days, hours);
  if (hours > 0) return words.hours(hours, minutes);
  return minutes > 0 ? words.minutes(minutes) : words.seconds(total);
}

/** Past this share a bar shows as a warning: a full disk or memory is what a glance is for. */
export const nearlyFull = 90;
