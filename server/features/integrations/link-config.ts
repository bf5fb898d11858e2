import type { AppContext } from '../../context.js';
import type { ListingRow, StoredIntegration } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { configUrlValue, isUrlField, missingConfig, secretIsSet, type AppConfigField } from '../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../shared/messages.js';
import type { LinkSave } from '../../../shared/contracts/listings.js';
import * as repo from './apps.repo.js';
import { tlsTarget, type OriginTls, type TlsPolicy } from './runtime/protocol.js';
import { appAddress, integrationTargets, sameTargets, targetOrigin, type IntegrationTargets, type LinkAddresses } from '../../../shared/contracts/integration-targets.js';

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

/**
 * A link's settings as a per-user export carries them: the manifest's fields but its password
 * fields (the keys stay out); nothing when the app's manifest is not here to say which are keys.
 */
export function exportableConfig(fields: readonly AppConfigField[] | undefined, stored: StoredIntegration | null | undefined): Config {
  if (!fields) return {};
  const saved = storedConfig(stored);
  const out: Config = {};
  for (const field of fields) {
    const v = saved[field.name];
    if (!isSecret(field) && v !== undefined) out[field.name] = v;
  }
  return out;
}

/**
 * The settings an export brings for a link, as a save would store them: the manifest's fields
 * only, never a password (the user enters the keys again), an address that does not read dropped.
 */
export function importedConfig(fields: readonly AppConfigField[], input: Record<string, unknown>): Config {
  const out: Config = {};
  for (const field of fields.filter((f) => !isSecret(f))) {
    try {
      Object.assign(out, cleanConfig([field], input));
    } catch {
      // An address that is not one: left out, as if never set.
    }
  }
  return out;
}

/** A saved link's addresses, as integration-targets.ts reads them. */
export function rowAddresses(row: Pick<ListingRow, 'localUrl' | 'listingUrl'>): LinkAddresses {
  return { linkUrl: row.listingUrl, localUrl: row.localUrl };
}

/** Where a saved link's integration calls, by the app's current manifest. */
export function savedTargets(fields: readonly AppConfigField[], row: Pick<ListingRow, 'integration' | 'localUrl' | 'listingUrl'>): IntegrationTargets {
  return integrationTargets(fields, storedConfig(row.integration), rowAddresses(row));
}

/** Where a save or a test with the form's config would call (addresses normalised as stored). */
export function formTargets(fields: readonly AppConfigField[], input: Record<string, unknown>, link: LinkAddresses): IntegrationTargets {
  return integrationTargets(fields, cleanConfig(fields, input), link);
}

/** The origins a link save's integration would call (none without an integration or an installed app). */
export function linkTargets(ctx: AppContext, body: LinkSave): string[] {
  const app = body.integration ? repo.findApp(ctx.db, body.integration.package) : undefined;
  if (!body.integration || !app) return [];
  return formTargets(app.config, body.integration.config, { linkUrl: body.linkURL, localUrl: body.localUrl }).origins;
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
  const now = integrationTargets(app.config, config, { linkUrl: body.linkURL, localUrl: body.localUrl });
  // Passwords left as "set" stay only while every address the app calls is one they were saved for.
  const lend = existing !== undefined && previous !== null && sameTargets(savedTargets(app.config, existing).origins, now.origins);
  const saved = lend ? storedConfig(previous) : {};
  for (const field of app.config.filter(isSecret)) {
    const v = config[field.name];
    if ((v === secretIsSet || v === undefined) && saved[field.name]) config[field.name] = saved[field.name] as string;
    else if (typeof v === 'string' && v && v !== secretIsSet) config[field.name] = ctx.secrets.seal(v, purpose);
    else delete config[field.name];
  }
  const missing = missingConfig(app.config, config);
  if (missing[0]) throw badRequest(missing[0].message);
  const tls = linkTls(body, now, previous && existing ? storedPins(previous, rowAddresses(existing)) : {});
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
 * The certificates a stored integration trusts, by target origin. A pin saved before pins were
 * kept per origin (no `pins`) belongs to the address the link called then: overrideurl, else the
 * local URL, else the URL.
 */
export function storedPins(stored: StoredIntegration, link: LinkAddresses): Record<string, string> {
  const tls = stored.tls;
  if (!tls?.selfSigned) return {};
  if (tls.pins) return { ...tls.pins };
  const origin = targetOrigin(appAddress(storedConfig(stored), link));
  return tls.fingerprint && origin ? { [origin]: tls.fingerprint } : {};
}

const secure = (origin: string) => origin.startsWith('https:');

/**
 * A self-signed certificate is trusted only as the one seen at Test connection (its fingerprint
 * comes with the save: `fingerprint` for the first address the app calls, `pins` for others), or
 * the one trusted before on the same origin. Ticked without one for the first address, the save
 * says to test first.
 */
function linkTls(body: LinkSave, now: IntegrationTargets, previous: Record<string, string>): StoredIntegration['tls'] | null {
  const asked = body.integration;
  if (!asked?.selfSigned) return null;
  const pins: Record<string, string> = {};
  for (const origin of now.origins.filter(secure)) {
    const pin = asked.pins?.[origin] ?? previous[origin];
    if (pin) pins[origin] = pin;
  }
  if (asked.fingerprint && now.primary && secure(now.primary)) pins[now.primary] = asked.fingerprint;
  const fingerprint = now.primary ? pins[now.primary] : undefined;
  if (!fingerprint) throw badRequest(integrationMessages.testToTrust);
  return { selfSigned: true, fingerprint, pins };
}

/** How a run treats TLS on each target: its pinned certificate where one is trusted, else verify. */
export function runTls(pins: Record<string, string>, targets: IntegrationTargets): { tls: TlsPolicy; tlsByOrigin: Record<string, OriginTls> } {
  const tlsByOrigin: Record<string, OriginTls> = {};
  for (const origin of targets.origins) {
    const pin = pins[origin];
    if (pin && secure(origin)) tlsByOrigin[origin] = { mode: 'pinned', fingerprint: pin };
  }
  const primary = targets.primary ? tlsByOrigin[targets.primary] : undefined;
  const host = targets.primary ? tlsTarget(targets.primary) : null;
  return { tls: primary?.mode === 'pinned' && host ? { mode: 'pinned', ...host, fingerprint: primary.fingerprint } : { mode: 'verify' }, tlsByOrigin };
}

/** A Test connection with a self-signed certificate allowed: every https target's certificate is accepted and reported. */
export function learnTls(targets: IntegrationTargets): { tls: TlsPolicy; tlsByOrigin: Record<string, OriginTls> } {
  const tlsByOrigin: Record<string, OriginTls> = Object.fromEntries(targets.origins.filter(secure).map((origin) => [origin, { mode: 'learn' }]));
  const host = targets.primary ? tlsTarget(targets.primary) : null;
  return { tls: host ? { mode: 'learn', ...host } : { mode: 'verify' }, tlsByOrigin };
}
