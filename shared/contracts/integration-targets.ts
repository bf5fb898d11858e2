import type { AppConfigField } from './integrations.js';
import { integrationMessages } from '../messages.js';

/**
 * Where an integration package sends requests, declared in its manifest. A config field with
 * `"target": true` holds an address the package calls (empty: it calls the link's address
 * instead); `"target": "https://api.github.com"` names the address it calls while the field is
 * empty. The link's own addresses (its URL, its local URL and `overrideurl`) are always targets.
 * A package that declares no field as a target is read as the original format was written: each
 * address field (type url, or overrideurl) may be a target.
 *
 * The targets decide three things: a saved password is lent only while every target is one it
 * was saved for, the reach rule is checked on each, and a trusted self-signed certificate is
 * pinned per target origin. The runtime lets a package call its targets only.
 */
export type FieldTarget = true | string;

/** An origin with its port always written: "https://truenas.lan:443", "http://[::1]:8080". */
export function targetOrigin(address: string | null | undefined): string | null {
  const url = URL.parse(address ?? '');
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.protocol}//${url.hostname.toLowerCase()}:${port}`;
}

/** The fields a package calls: the declared ones, else (an undeclared package) every address field. */
export function targetFields(fields: readonly AppConfigField[]): AppConfigField[] {
  const declared = fields.filter((f) => f.target !== undefined && f.name !== 'overrideurl');
  if (declared.length > 0) return declared;
  if (fields.some((f) => f.target !== undefined)) return [];
  return fields.filter((f) => f.type === 'url' && f.name !== 'overrideurl');
}

export interface LinkAddresses {
  linkUrl?: string | null;
  localUrl?: string | null;
}

export interface IntegrationTargets {
  /** Every origin the package may call, without repeats. */
  origins: string[];
  /**
   * The origin it calls first: the first target field that has an address (its value, or the
   * address it calls while empty), else the link's (overrideurl, the local URL, the URL). The
   * self-signed certificate a Test connection learns is this origin's.
   */
  primary: string | null;
}

/** Where the original format sends a package: overrideurl, else the link's local URL, else its URL. */
export function appAddress(config: Record<string, unknown>, link: LinkAddresses): string {
  const own = typeof config.overrideurl === 'string' ? config.overrideurl : '';
  return own || link.localUrl || link.linkUrl || '';
}

/** What a link's integration may call, from its manifest fields, its config and the link's addresses. */
export function integrationTargets(fields: readonly AppConfigField[], config: Record<string, unknown>, link: LinkAddresses): IntegrationTargets {
  const app = appAddress(config, link);
  const own = targetFields(fields).map((f) => {
    const value = typeof config[f.name] === 'string' ? (config[f.name] as string).trim() : '';
    return value || (typeof f.target === 'string' ? f.target : '');
  });
  const addresses = [...own, app, typeof config.overrideurl === 'string' ? config.overrideurl : '', link.localUrl, link.linkUrl];
  const origins = [...new Set(addresses.map(targetOrigin).filter((o): o is string => o !== null))];
  const first = own.map(targetOrigin).find((o) => o !== null);
  return { origins, primary: first ?? targetOrigin(app) };
}

/** Whether a saved secret may go where `now` calls: every origin of `now` is one it was saved for. */
export function sameTargets(saved: readonly string[], now: readonly string[]): boolean {
  return now.every((origin) => saved.includes(origin));
}

/** One thing an installed package asks to reach, for the install and apps screens. */
export type Reach = { kind: 'link' } | { kind: 'field'; name: string; label: string; whenEmpty: string | null } | { kind: 'any' };

/**
 * Whether the runtime holds a package to its targets: it declares them (`"targets": "declared"` in
 * its manifest, as every built-in does, or a `target` on any field). A package in the original
 * format that declares nothing keeps working as it did, calling any address the reach rule
 * allows; the install review and the apps screen say so.
 */
export function declaresTargets(fields: readonly AppConfigField[], manifestTargets: unknown): boolean {
  return manifestTargets === 'declared' || fields.some((f) => f.target !== undefined);
}

/** What a package asks to reach: the link's address, and each target field's; any address when it declares none. */
export function reachOf(fields: readonly AppConfigField[], declared = true): Reach[] {
  if (!declared) return [{ kind: 'any' }];
  return [{ kind: 'link' }, ...targetFields(fields).map((f): Reach => ({ kind: 'field', name: f.name, label: f.label || f.name, whenEmpty: typeof f.target === 'string' ? f.target : null }))];
}

/** The reaches as one phrase: "the link's address, and the address in “App URL”". */
export function reachText(reaches: readonly Reach[]): string {
  const parts = reaches.map((r) => (r.kind === 'any' ? integrationMessages.reachAny : r.kind === 'link' ? integrationMessages.reachLink : r.whenEmpty ? integrationMessages.reachFieldOr(r.label, r.whenEmpty) : integrationMessages.reachField(r.label)));
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1) ?? ''}`;
}
