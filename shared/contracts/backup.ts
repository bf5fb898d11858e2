import { z } from 'zod';
import { backupMessages } from '../messages.js';

/** The file name ending of a backup archive. */
export const backupExtension = '.hearth-backup';

export const passphraseField = z
  .string({ error: backupMessages.passphraseTooShort })
  .min(8, backupMessages.passphraseTooShort)
  .max(200, backupMessages.passphraseTooLong);

/** POST /api/v1/backups body: make a backup now (download=true streams it back). */
export const backupCreateSchema = z.object({
  passphrase: passphraseField,
  /** Also carry the icon pack cache (it can be downloaded again, so it is left out unless asked). */
  includeIconPacks: z.boolean().optional(),
});
export type BackupCreateBody = z.infer<typeof backupCreateSchema>;

/** The text fields of POST /api/v1/backups/restore (multipart, beside the file "backup"). */
export const restoreFieldsSchema = z.object({
  passphrase: z.string({ error: backupMessages.passphraseRequired }).min(1, backupMessages.passphraseRequired).max(200, backupMessages.passphraseTooLong),
  confirm: z.literal('RESTORE', { error: backupMessages.confirmRestore }),
});

/** The text fields of POST /api/v1/setup/restore: the one-time setup code instead of a confirmation. */
export const setupRestoreFieldsSchema = z.object({
  passphrase: restoreFieldsSchema.shape.passphrase,
  code: z.string().trim().min(1).max(200),
});

export const backupEvery = ['off', 'daily', 'weekly'] as const;
export type BackupEvery = (typeof backupEvery)[number];

/** POST /api/v1/backups/schedule body. A passphrase is needed once, to start a schedule. */
export const backupScheduleSchema = z.object({
  every: z.enum(backupEvery),
  keep: z.number({ error: backupMessages.keepRange }).int(backupMessages.keepRange).min(1, backupMessages.keepRange).max(100, backupMessages.keepRange),
  passphrase: passphraseField.optional(),
});
export type BackupScheduleBody = z.infer<typeof backupScheduleSchema>;

export interface BackupFile {
  name: string;
  size: number;
  /** ISO time the file was written. */
  createdAt: string;
}

/** GET /api/v1/backups answer. */
export interface BackupOverview {
  every: BackupEvery;
  keep: number;
  /** Whether a passphrase for scheduled backups is saved. */
  hasPassphrase: boolean;
  running: boolean;
  lastError: string | null;
  files: BackupFile[];
}
