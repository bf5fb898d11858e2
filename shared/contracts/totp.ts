import { z } from 'zod';
import { messages } from '../messages.js';
import { optionalId } from './ids.js';
import { builtinIcon, iconSchema, type Icon } from './icons.js';
import { parseTotpSource, type TotpAlgorithm } from '../totp.js';

/** The most entries one import saves. */
export const maxTotpImport = 500;
/** What the details call shows instead of the secret (the original's 24 asterisks). */
export const maskedSecret = '*'.repeat(24);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * POST /totp/save. The secret is read only when adding (it can never be changed, spec §3), so
 * its check runs in the service, which knows whether authId names an entry.
 */
export const totpSaveSchema = z.object({
  authId: optionalId,
  serviceIcon: z.unknown().transform((v, ctx) => {
    const icon = iconSchema.safeParse(v);
    if (icon.success) return icon.data;
    ctx.addIssue({ code: 'custom', message: messages.totpIconRequired });
    return z.NEVER;
  }),
  serviceName: required(messages.totpServiceRequired),
  accountName: required(messages.totpAccountRequired),
  secret: z.string().max(2048, messages.totpSecretInvalid).nullish().transform((v) => v ?? ''),
});
export type TotpSave = z.infer<typeof totpSaveSchema>;
export type TotpSaveBody = z.input<typeof totpSaveSchema>;

/** The secret check of the form and the server: the message, or null when it is usable. */
export function totpSecretProblem(secret: string): string | null {
  const parsed = parseTotpSource(secret);
  return parsed.ok ? null : parsed.message;
}

export const totpReorderSchema = z.object({
  items: z.array(z.string().max(100), { error: messages.totpItemsInvalid }).max(10_000, messages.totpItemsInvalid),
});

/** POST /totp/import: entries a browser read from a QR export or a backup file. */
export const totpImportSchema = z.object({
  entries: z
    .array(
      z.object({
        serviceName: z.string().trim().max(200).nullish().transform((v) => v ?? ''),
        accountName: z.string().trim().max(200).nullish().transform((v) => v ?? ''),
        serviceIcon: iconSchema.nullish().transform((v) => v ?? builtinIcon('authenticator')),
        secret: z.string().max(2048),
      }),
      { error: messages.totpImportEmpty },
    )
    .min(1, messages.totpImportEmpty)
    .max(maxTotpImport, messages.totpImportTooMany),
});
export type TotpImportBody = z.input<typeof totpImportSchema>;

/** An entry as every answer shows it: no secret, the current and next code instead. */
export interface TotpEntry {
  _id: string;
  serviceName: string;
  accountName: string;
  serviceIcon: Icon;
  sortOrder: number;
  algorithm: TotpAlgorithm;
  digits: number;
  period: number;
  code: string;
  nextCode: string;
  /** Seconds left in the current period when the answer was made. */
  secondsLeft: number;
}

export interface TotpDetails {
  _id: string;
  serviceName: string;
  accountName: string;
  serviceIcon: Icon;
  secretKey: string;
  algorithm: TotpAlgorithm;
  digits: number;
  period: number;
}

export interface TotpImportResult {
  added: number;
  skipped: { serviceName: string; accountName: string; reason: string }[];
}
