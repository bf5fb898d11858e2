import type { AppContext } from '../../context.js';
import type { ListingRow, StoredIntegration } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { configUrlValue, isUrlField, missingConfig, secretIsSet, type AppConfigField } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import type { LinkSave } from '../../../shared/contracts/listings.js';
import * as repo from './apps.repo.js';
import { tlsTarget, type TlsPolicy } from './runtime/protocol.js';

type Config = Record<string, string | number | boolean>;
const purpose = 'integration';

const isSecret = (field: AppConfigField) => field.type === 'password';

/** The stored config with password values still sealed. */
function storedConfig(stored: StoredIntegration | null | undefined): Config {
  if (!stored?.config) return {};
  try {
    const value: unknown = JSON.parse(stored.config);
    return value && typeof value === 'object' ? (value as Config) : {};
  } catch {
    return {};
  }
}

/** Primitive values only, bounded; the manifest's fields only; addresses normalised (urls.ts). */
function cleanConfig(fields: readonly AppConfigField[], input: Record<string, unknown>): Config {
  const out: Config = {};
  for (const field of fields) {
    const v = input[field.name];
    if (typeof v === 'string' && isUrlField(field)) {
      const address = configUrlValue(v.slice(0, 20_000));
      if (address === null) throw badRequest(integrationMessages.configUrlInvalid(field.label || field.name));
      out[field.name] = address;
    } else if (typeof v === 'string') out[field.name] = v.slice(0, 20_000);
    else if (typeof v === 'number' || typeof v === 'boolean') out[field.name] = v;
  }
  return out;
}

/** Where an integration's calls go: its own address field, else the link's local URL, else its URL. */
export function integrationTarget(config: Record<string, unknown>, localUrl: string | null | undefined, linkUrl: string | null | undefined): string {
  const own = typeof config.overrideurl === 'string' ? config.overrideurl : '';
  return own || localUrl || linkUrl || '';
}

/**
 * Whether two targets are the same service (scheme, host and port): stored secrets may only
 * ever go to the host they were saved for. A changed host means typing them again.
 */
export function sameService(a: string, b: string): boolean {
  const origin = (url: string) => URL.parse(url)?.origin ?? null;
  const before = origin(a);
  return before !== null && before !== 'null' && before === origin(b);
}

/** The target a saved link's integration calls. */
export function savedTarget(row: Pick<ListingRow, 'integration' | 'localUrl' | 'listingUrl'>): string {
  return integrationTarget(storedConfig(row.integration), row.localUrl, row.listingUrl);
}

/**
 * The config a run or test uses: sealed passwords opened; for a test, values the form left as
 * "set" come from the saved link, when the test goes to the same service it was saved for.
 */
export function openConfig(ctx: AppContext, fields: readonly AppConfigField[], stored: StoredIntegration | null | undefined, input?: Record<string, unknown>): Config {
  const saved = storedConfig(stored);
  const config = input ? cleanConfig(fields, input) : saved;
  for (const field of fields.filter(isSecret)) {
    const value = config[field.name];
    const sealed = input && (value === secretIsSet || value === undefined) ? saved[field.name] : input ? undefined : value;
    if (typeof sealed === 'string' && sealed) config[field.name] = ctx.secrets.open(sealed, purpose);
    // "Set" with nothing lent (another host, or no saved link): the app gets no password at all.
    else if (config[field.name] === secretIsSet) delete config[field.name];
  }
  return config;
}

/** What the edit form may see: everything but password values, which show as set. */
export function publicConfig(ctx: AppContext, row: ListingRow): Record<string, unknown> {
  const app = row.integration ? repo.findApp(ctx.db, row.integration.appId) : undefined;
  if (!app) return {};
  const config: Record<string, unknown> = storedConfig(row.integration);
  for (const field of app.config.filter(isSecret)) if (config[field.name]) config[field.name] = secretIsSet;
  return config;
}

/**
 * The integration a link save stores: the app must be installed and ready, required fields
 * filled ('{label} is required'), password values sealed; an unchanged password keeps the old one.
 */
export function linkIntegration(ctx: AppContext, body: LinkSave, existing: ListingRow | undefined): StoredIntegration | null {
  if (!body.integration) return null;
  const app = repo.findApp(ctx.db, body.integration.package);
  if (!app || app.npmInstalled !== 1) throw new HttpError(400, integrationMessages.notInstalled);
  const previous = existing?.integration?.appId === app.appId ? existing.integration : null;
  const config = cleanConfig(app.config, body.integration.config);
  // Passwords left as "set" stay only while the link still calls the same service.
  const sameHost = existing !== undefined && sameService(savedTarget(existing), integrationTarget(config, body.localUrl, body.linkURL));
  const saved = sameHost ? storedConfig(previous) : {};
  for (const field of app.config.filter(isSecret)) {
    const v = config[field.name];
    if ((v === secretIsSet || v === undefined) && saved[field.name]) config[field.name] = saved[field.name] as string;
    else if (typeof v === 'string' && v && v !== secretIsSet) config[field.name] = ctx.secrets.seal(v, purpose);
    else delete config[field.name];
  }
  const missing = missingConfig(app.config, config);
  if (missing[0]) throw badRequest(missing[0].message);
  const tls = linkTls(body, sameHost ? previous : null);
  return {
    _id: previous?._id ?? newId(),
    appId: app.appId,
    autoRefreshAfter: app.autoRefreshAfterSeconds,
    alwaysShowDetailedView: app.alwaysShowDetailedView,
    config: JSON.stringify(config),
    ...(tls ? { tls } : {}),
  };
}

/**
 * A self-signed certificate is trusted only as the one seen at Test connection (its fingerprint
 * comes with the save), or the one trusted before on the same host; ticked without either, the
 * save says to test first.
 */
function linkTls(body: LinkSave, previous: StoredIntegration | null): StoredIntegration['tls'] | null {
  if (!body.integration?.selfSigned) return null;
  const fingerprint = body.integration.fingerprint ?? (previous?.tls?.selfSigned ? previous.tls.fingerprint : null);
  if (!fingerprint) throw badRequest(integrationMessages.testToTrust);
  return { selfSigned: true, fingerprint };
}

/** The TLS rule a saved link's runs follow: its pinned certificate on its own host, else verify. */
export function storedTls(stored: StoredIntegration, target: string): TlsPolicy {
  const host = tlsTarget(target);
  return stored.tls?.selfSigned && stored.tls.fingerprint && host ? { mode: 'pinned', ...host, fingerprint: stored.tls.fingerprint } : { mode: 'verify' };
}
