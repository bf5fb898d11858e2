import { z } from 'zod';
import { kumaImportMessages as m } from '../messages.js';
import type { AlertChannelKind, MonitorKind } from './monitoring.js';

/**
 * Moving in from Uptime Kuma (issue 46 item 6): its JSON backup (Settings › Backup › Export in
 * Kuma 1.6 to 1.23) is uploaded, previewed, then applied. The upload is kept on the server for
 * its owner for a while, so what is applied is exactly what was previewed.
 */
export const kumaImportPath = '/import/uptime-kuma';

/** A backup of 1,000 monitors with every field is about 3 MB; 10 MB leaves room and bounds memory. */
export const maxKumaBackupChars = 10 * 1024 * 1024;
export const maxKumaBackupLabel = '10 MB';

export const kumaUploadSchema = z.object({
  text: z
    .string({ error: m.chooseFile })
    .max(maxKumaBackupChars, m.tooLarge(maxKumaBackupLabel))
    .refine((value) => value.trim().length > 0, m.chooseFile),
});
export type KumaUpload = z.input<typeof kumaUploadSchema>;

/** One Kuma monitor as Hearth would add it, or why it is left out. */
export interface KumaMonitorPreview {
  /** Kuma's id in the file. */
  kumaId: number;
  name: string;
  /** Kuma's type ("http", "keyword", "docker", …). */
  kumaType: string;
  /** What it becomes in Hearth; null when left out. */
  kind: MonitorKind | null;
  /** What is checked, as the monitor list shows it. */
  target: string;
  intervalSeconds: number;
  /** The channels (by name) this monitor alerts, as Kuma linked them; only channels that are imported. */
  channels: string[];
  /** False for a monitor paused in Kuma: it is added paused. */
  enabled: boolean;
  /** How Hearth's check differs from Kuma's, in plain words. */
  notes: string[];
  /** Why it is not added; null: it is. */
  leftOut: string | null;
}

/** One Kuma notification as a Hearth alert channel, or why it is left out. */
export interface KumaChannelPreview {
  kumaId: number;
  name: string;
  /** Kuma's provider ("ntfy", "smtp", …). */
  kumaType: string;
  kind: AlertChannelKind | null;
  /** The host its alerts go to (the rest of the address may hold a token, so it is not shown). */
  host: string;
  enabled: boolean;
  notes: string[];
  leftOut: string | null;
}

export interface KumaPreview {
  /** The upload's id: GET it again, or POST …/apply. */
  id: string;
  /** The Kuma version the backup names. */
  version: string;
  monitors: KumaMonitorPreview[];
  channels: KumaChannelPreview[];
  /** Parts of the backup not imported as a whole (status pages, tags, groups), each with its reason. */
  leftOutParts: string[];
  counts: { monitors: number; channels: number; links: number; leftOut: number };
}

export interface KumaImportResult {
  message: string;
  added: { monitors: number; channels: number; links: number };
  /** Entries shown as left out (including those already here). */
  leftOut: number;
}
