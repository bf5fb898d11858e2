import { z } from 'zod';
import { normaliseUrl } from './urls.js';
import { integrationMessages } from '../messages.js';
import type { FieldTarget, Reach } from './integration-targets.js';
import type { IntegrationCategory } from './integration-categories.js';

/** Field types the config form renders (reference §4.1); any other is passed to <input type>. */
export const specialFieldTypes = ['select', 'checkbox', 'radio', 'html', 'password'] as const;

export interface AppConfigField {
  name: string;
  label: string;
  type: string;
  required: boolean;
  placeholder?: string;
  /** Plain strings, as the original API's clients read them (reference §4.1). */
  options?: string[];
  /** Hearth's own field: each option with the label to show, for select and radio fields. */
  choices?: ConfigChoice[];
  scope?: string;
  /** Hearth's own field: the value a new link starts with (a select's must be one of its options). */
  default?: string;
  /** Hearth's own field: the package sends requests to this field's address (integration-targets.ts). */
  target?: FieldTarget;
}

/** One value a connection test read (the Custom API's fields): its text, or null when its JSON path matched nothing. */
export interface ConnectionReading {
  label: string;
  path: string;
  value: string | null;
}

/** Readings as an app reported them, cut to 20 of at most 200 characters each; anything else is dropped. */
export function toReadings(raw: unknown): ConnectionReading[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const cut = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : null);
  return raw.slice(0, 20).flatMap((r: unknown): ConnectionReading[] => {
    if (!r || typeof r !== 'object') return [];
    const { label, path, value } = r as Record<string, unknown>;
    const text = cut(label);
    return text === null ? [] : [{ label: text, path: cut(path) ?? '', value: cut(value) }];
  });
}

export interface ConfigChoice {
  label: string;
  value: string;
}

/**
 * A package's options in either format, plain strings (the original's) or `{label, value}`
 * objects (Hearth's built-ins), as both fields: values for the original API, labels in `choices`.
 * Entries that are neither are dropped.
 */
export function configOptions(raw: unknown): Pick<AppConfigField, 'options' | 'choices'> {
  if (!Array.isArray(raw)) return {};
  const choices = raw.slice(0, 200).flatMap((o: unknown): ConfigChoice[] => {
    if (typeof o === 'string' || typeof o === 'number') return [{ label: String(o), value: String(o) }];
    if (!o || typeof o !== 'object') return [];
    const { label, value } = o as Record<string, unknown>;
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value), value: String(value) }];
  });
  return { options: choices.map((c) => c.value), choices };
}

/** An installed app as the client sees it (spec-core §3). */
export interface IntegrationApp {
  _id: string;
  appId: string;
  appName: string;
  config: AppConfigField[];
  npmInstalled: number;
  coreSettings: boolean;
  configured: boolean;
  version: string;
  repoLink: string | null;
  licenseName: string | null;
  description: string;
  appIcon: string;
  autoRefreshAfterSeconds: number;
  alwaysShowDetailedView: boolean;
  /** Hearth's addition: whether the runtime holds it to its declared targets (else it may call any address). */
  targetsDeclared?: boolean;
  /** Hearth's addition: the kind the link editor groups it under (the manifest's `category`). */
  category?: IntegrationCategory;
}

/** GET /app/builtins: Hearth's built-in integrations, offered to every user without an install. */
export interface BuiltinIntegration {
  appId: string;
  appName: string;
  description: string;
  version: string;
  category: IntegrationCategory;
  /** A super admin hid it from the link editor (it is offered again once installed from the catalogue). */
  hidden: boolean;
}

export interface InstalledPage {
  appList: IntegrationApp[];
  total: number;
  page: number;
  pages: number;
}

/** One catalogue entry (reference §4.6); built-ins come from resources/integrations. */
export interface CatalogueApp {
  appName: string;
  appId: string;
  version: string;
  description: string;
  appIcon: string;
  repoLink: string;
  licenseName: string;
  lastModified: string;
  downloadLink: string;
  /** The SHA-256 (hex) its ZIP must have; null for a built-in, which ships inside Hearth. */
  sha256: string | null;
  /** Who publishes it, as the catalogue says; null when it does not say. */
  publisher: string | null;
  /** Shipped in resources/integrations: always trusted, never downloaded. */
  builtin: boolean;
}

/** GET /app/catalogue/:appId/review: what installing an app would bring, read from its (verified) package. */
export interface CatalogueReview {
  appId: string;
  appName: string;
  version: string;
  builtin: boolean;
  /** The catalogue's publisher, else the package's own `author`; null when neither says. */
  publisher: string | null;
  sha256: string | null;
  reaches: Reach[];
}

/** GET /app/catalogue: remoteUnavailable when the remote catalogue could not be read (built-ins still listed). */
export interface CatalogueAnswer {
  apps: CatalogueApp[];
  remoteUnavailable: boolean;
}

/**
 * A card whose service refused Hearth (401 or 403: the credentials; 429: the rate) waits before
 * it asks again; while it waits, /app/run answers the refusal again with this beside the message.
 * `nextAttemptAt` null: no automatic run until the owner asks for one (`?retry=1`).
 */
export interface RunBackoff {
  refusals: number;
  reason: 'credentials' | 'rateLimited';
  nextAttemptAt: string | null;
  retryAfterSeconds: number | null;
}

/** The /app/run query flag of the card's Retry button: run now, back-off or not. */
export const runRetryFlag = 'retry';

/** The back-off a failed /app/run answer carries, if it is a well-formed one. */
export function runBackoffOf(body: unknown): RunBackoff | null {
  const backoff = body && typeof body === 'object' && 'backoff' in body ? body.backoff : null;
  if (!backoff || typeof backoff !== 'object') return null;
  const b = backoff as Partial<RunBackoff>;
  if (typeof b.refusals !== 'number' || (b.reason !== 'credentials' && b.reason !== 'rateLimited')) return null;
  return { refusals: b.refusals, reason: b.reason, nextAttemptAt: typeof b.nextAttemptAt === 'string' ? b.nextAttemptAt : null, retryAfterSeconds: typeof b.retryAfterSeconds === 'number' ? b.retryAfterSeconds : null };
}

export interface RunAnswer {
  html: string;
  fullHtml: string | null;
  background: string | null;
  alwaysShowDetailedView: boolean;
}

export const appIdPattern = /^[a-z0-9][a-z0-9._-]{1,63}$/;
export const appIdSchema = z.string().regex(appIdPattern, integrationMessages.appIdInvalid);

/** An address the test is run against: empty, a page link (/p/…), or a normalised http(s) URL. */
const testUrl = z
  .string()
  .max(2048, integrationMessages.testUrlInvalid)
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (!text || /^\/p\/[A-Za-z0-9_-]{1,100}$/.test(text)) return text;
    const normalised = normaliseUrl(text);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: integrationMessages.testUrlInvalid });
      return z.NEVER;
    }
    return normalised;
  });

/** Config fields holding an address: typed url, a declared request target, or the original's overrideurl. */
export function isUrlField(field: Pick<AppConfigField, 'name' | 'type' | 'target'>): boolean {
  return field.type === 'url' || field.target !== undefined || field.name === 'overrideurl';
}

/**
 * An address field's value as stored: the normalised http(s) URL, '' for none, or null when it
 * is not one (the caller answers '{label} must be an http(s) address…').
 */
export function configUrlValue(value: string): string | null {
  const text = value.trim();
  return text ? normaliseUrl(text) : '';
}

export const connectionTestSchema = z.object({
  appId: appIdSchema,
  localUrl: testUrl,
  linkURL: testUrl,
  config: z.record(z.string(), z.unknown()).default({}),
  /** Editing a saved link: password fields left unchanged come from its stored config. */
  listingId: z.string().max(100).nullish(),
  /** Accept the link's own self-signed certificate and report it (its fingerprint is then pinned on save). */
  selfSigned: z.boolean().optional(),
});

/** The certificate a test with a self-signed certificate allowed saw on the link's own host. */
export interface SeenCertificate {
  fingerprint256: string;
  subject: string;
  issuer: string;
  validTo: string;
  /** Whether it would have been trusted anyway (a known authority signed it). */
  authorized: boolean;
}

/** POST /app/test's answer on success: the message, the certificate when one was learned, and what the test read when the app says. */
export interface ConnectionTestAnswer {
  error: false;
  message: string;
  certificate?: SeenCertificate;
  /** Every certificate learned, by target origin (https://host:443); `certificate` is the first target's. */
  certificates?: Record<string, SeenCertificate>;
  readings?: ConnectionReading[];
}
export type ConnectionTestBody = z.infer<typeof connectionTestSchema>;

/** Placeholder the form shows for a password value that is set but never sent back. */
export const secretIsSet = '__hearth_secret_set__';

/** The required config fields a config lacks, as '{label} is required' messages. */
export function missingConfig(fields: readonly AppConfigField[], config: Record<string, unknown>): { name: string; message: string }[] {
  return fields
    .filter((f) => f.required && f.type !== 'checkbox')
    .filter((f) => {
      const v = config[f.name];
      return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    })
    .map((f) => ({ name: f.name, message: integrationMessages.fieldRequired(f.label || f.name) }));
}
