import { messages } from './messages.js';

/**
 * Reading what a person pastes into "Secret Key or URL": a plain base32 secret or an
 * otpauth://totp/ URL. Shared, so the form and the server say the same thing about it. Platform
 * free (WHATWG URL only): the browser never needs the OTP library, since codes are made on the
 * server.
 */
export const totpAlgorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
export type TotpAlgorithm = (typeof totpAlgorithms)[number];

export interface TotpSource {
  /** Base32, upper case, without spaces or padding. */
  secret: string;
  algorithm: TotpAlgorithm;
  digits: number;
  period: number;
  issuer: string;
  account: string;
}

export type TotpParse = { ok: true; value: TotpSource } | { ok: false; message: string };

export const totpDefaults = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const minDigits = 6;
const maxDigits = 8;
const maxPeriod = 300;

/** Spaces and case are forgiven, padding dropped: "jbsw y3dp ehpk 3pxp" → "JBSWY3DPEHPK3PXP". */
export function normaliseBase32(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase().replace(/=+$/, '');
}

/** A plain secret is base32 (A-Z, 2-7), 16 to 128 characters long. */
export function isBase32Secret(secret: string): boolean {
  return /^[A-Z2-7]{16,128}$/.test(secret);
}

function label(pathname: string): { issuer: string; account: string } {
  let text: string;
  try {
    text = decodeURIComponent(pathname.replace(/^\/+/, ''));
  } catch {
    text = pathname;
  }
  const colon = text.indexOf(':');
  return colon >= 0 ? { issuer: text.slice(0, colon).trim(), account: text.slice(colon + 1).trim() } : { issuer: '', account: text.trim() };
}

function integer(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
}

function parseUrl(text: string): TotpParse {
  const scheme = text.slice(0, text.indexOf('://') + 3).toLowerCase();
  if (scheme === 'otpauth-migration://') return { ok: false, message: messages.totpMigrationUseImport };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: messages.totpUrlInvalid };
  }
  const type = url.host.toLowerCase();
  if (type === 'hotp') return { ok: false, message: messages.totpHotpRefused };
  if (type !== 'totp') return { ok: false, message: messages.totpUrlInvalid };
  const params = url.searchParams;
  const secret = normaliseBase32(params.get('secret') ?? '');
  const algorithm = (params.get('algorithm') ?? totpDefaults.algorithm).toUpperCase().replace('-', '');
  const digits = integer(params.get('digits'), totpDefaults.digits);
  const period = integer(params.get('period'), totpDefaults.period);
  const known = (totpAlgorithms as readonly string[]).includes(algorithm);
  if (!isBase32Secret(secret) || !known || !(digits >= minDigits && digits <= maxDigits) || !(period >= 1 && period <= maxPeriod)) {
    return { ok: false, message: messages.totpUrlInvalid };
  }
  const named = label(url.pathname);
  return { ok: true, value: { secret, algorithm: algorithm as TotpAlgorithm, digits, period, issuer: params.get('issuer')?.trim() || named.issuer, account: named.account } };
}

export function parseTotpSource(input: string): TotpParse {
  const text = input.trim();
  if (!text) return { ok: false, message: messages.totpSecretRequired };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (!/^otpauth(-migration)?:\/\//i.test(text)) return { ok: false, message: messages.totpUrlInvalid };
    return parseUrl(text);
  }
  const secret = normaliseBase32(text);
  if (!isBase32Secret(secret)) return { ok: false, message: messages.totpSecretInvalid };
  return { ok: true, value: { secret, ...totpDefaults, issuer: '', account: '' } };
}

/** The otpauth URL of an entry (what imports hand to the save call). */
export function totpUri(source: TotpSource): string {
  const name = encodeURIComponent(source.issuer ? `${source.issuer}:${source.account}` : source.account);
  const params = new URLSearchParams({ secret: source.secret, algorithm: source.algorithm, digits: String(source.digits), period: String(source.period) });
  if (source.issuer) params.set('issuer', source.issuer);
  return `otpauth://totp/${name}?${params.toString()}`;
}
