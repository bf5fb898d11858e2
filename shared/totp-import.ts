import { messages } from './messages.js';
import { isBase32Secret, normaliseBase32, parseTotpSource, totpAlgorithms, totpDefaults, totpUri, type TotpAlgorithm } from './totp.js';

/**
 * Reading authenticator exports in the browser, before anything is saved: an otpauth:// QR,
 * Google Authenticator's otpauth-migration:// batch (protobuf), Aegis's plain JSON export and
 * 2FAS's unencrypted backup. Each entry becomes an otpauth URL for POST /totp/import, or a
 * reason it is skipped. Platform free (atob, WHATWG URL).
 */
export interface ImportCandidate {
  serviceName: string;
  accountName: string;
  /** otpauth://totp/… ready to save; empty when skipped. */
  secret: string;
  skip: string | null;
}

export type ImportRead = { ok: true; entries: ImportCandidate[] } | { ok: false; message: string };

const notTotp = 'Not a time-based (TOTP) entry';
const unusableSecret = 'The secret is not usable';
/** The two reasons an entry is skipped that are no shared message, for the screen to translate. */
export const importSkipReasons = { notTotp, unusableSecret } as const;

function candidate(serviceName: string, accountName: string, secret: string, algorithm: string, digits: number, period: number): ImportCandidate {
  const base = { serviceName: serviceName.trim(), accountName: accountName.trim() };
  const upper = algorithm.toUpperCase().replace('-', '');
  const clean = normaliseBase32(secret);
  if (!isBase32Secret(clean) || !(totpAlgorithms as readonly string[]).includes(upper)) return { ...base, secret: '', skip: unusableSecret };
  const uri = totpUri({ secret: clean, algorithm: upper as TotpAlgorithm, digits, period, issuer: base.serviceName, account: base.accountName });
  const parsed = parseTotpSource(uri);
  return parsed.ok ? { ...base, secret: uri, skip: null } : { ...base, secret: '', skip: parsed.message };
}

// --- Google Authenticator's otpauth-migration://offline?data=… (a protobuf MigrationPayload) ---

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function bytesToBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

type Field = { number: number; varint?: number; bytes?: Uint8Array };

/** The fields of one protobuf message (varint and length-delimited only, as the payload uses). */
function fields(bytes: Uint8Array): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (at >= bytes.length || shift > 49) throw new Error('truncated');
      const byte = bytes[at++]!;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const number = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) out.push({ number, varint: varint() });
    else if (wire === 2) {
      const length = varint();
      if (at + length > bytes.length) throw new Error('truncated');
      out.push({ number, bytes: bytes.subarray(at, at + length) });
      at += length;
    } else throw new Error('unsupported wire type');
  }
  return out;
}

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : '');
const migrationAlgorithms: Record<number, string> = { 0: 'SHA1', 1: 'SHA1', 2: 'SHA256', 3: 'SHA512', 4: 'MD5' };

function migrationEntry(bytes: Uint8Array): ImportCandidate {
  const f = fields(bytes);
  const get = (n: number) => f.find((x) => x.number === n);
  const name = text(get(2)?.bytes);
  const issuer = text(get(3)?.bytes);
  // The name is often "Issuer:account"; the issuer field wins for the service name.
  const colon = name.indexOf(':');
  const account = colon >= 0 && issuer ? name.slice(colon + 1) : name;
  const service = issuer || (colon >= 0 ? name.slice(0, colon) : name);
  if ((get(6)?.varint ?? 2) === 1) return { serviceName: service, accountName: account, secret: '', skip: notTotp };
  const secret = get(1)?.bytes;
  if (!secret || secret.length === 0) return { serviceName: service, accountName: account, secret: '', skip: unusableSecret };
  const digits = get(5)?.varint === 2 ? 8 : 6;
  return candidate(service, account, bytesToBase32(secret), migrationAlgorithms[get(4)?.varint ?? 1] ?? 'MD5', digits, 30);
}

function readMigration(uri: string): ImportRead {
  try {
    const data = new URL(uri).searchParams.get('data') ?? '';
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const entries = fields(bytes).filter((f) => f.number === 1 && f.bytes).map((f) => migrationEntry(f.bytes!));
    return entries.length > 0 ? { ok: true, entries } : { ok: false, message: messages.totpImportEmpty };
  } catch {
    return { ok: false, message: messages.totpQrInvalid };
  }
}

/** What a QR code said: one otpauth://totp entry, or a Google Authenticator batch. */
export function readQrText(value: string): ImportRead {
  const trimmed = value.trim();
  if (/^otpauth-migration:\/\//i.test(trimmed)) return readMigration(trimmed);
  const parsed = parseTotpSource(trimmed);
  if (!/^otpauth:\/\//i.test(trimmed) || !parsed.ok) return { ok: false, message: messages.totpQrInvalid };
  return { ok: true, entries: [{ serviceName: parsed.value.issuer, accountName: parsed.value.account, secret: trimmed, skip: null }] };
}

// --- Aegis (plain JSON export) and 2FAS (.2fas backup) ---

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);

function readAegis(doc: Json): ImportRead {
  if (typeof doc.db === 'string') return { ok: false, message: messages.totpImportEncrypted };
  const db = doc.db;
  if (!isObject(db) || !Array.isArray(db.entries)) return { ok: false, message: messages.totpImportInvalid };
  const entries = db.entries.filter(isObject).map((e): ImportCandidate => {
    const info = isObject(e.info) ? e.info : {};
    if (str(e.type).toLowerCase() !== 'totp') return { serviceName: str(e.issuer), accountName: str(e.name), secret: '', skip: notTotp };
    return candidate(str(e.issuer), str(e.name), str(info.secret), str(info.algo) || 'SHA1', num(info.digits, totpDefaults.digits), num(info.period, totpDefaults.period));
  });
  return entries.length > 0 ? { ok: true, entries } : { ok: false, message: messages.totpImportEmpty };
}

function readTwoFas(doc: Json): ImportRead {
  if (typeof doc.servicesEncrypted === 'string' && doc.servicesEncrypted) return { ok: false, message: messages.totpImportEncrypted };
  if (!Array.isArray(doc.services)) return { ok: false, message: messages.totpImportInvalid };
  const entries = doc.services.filter(isObject).map((s): ImportCandidate => {
    const otp = isObject(s.otp) ? s.otp : {};
    const service = str(otp.issuer) || str(s.name);
    const account = str(otp.account) || str(otp.label);
    if ((str(otp.tokenType) || 'TOTP').toUpperCase() !== 'TOTP') return { serviceName: service, accountName: account, secret: '', skip: notTotp };
    return candidate(service, account, str(s.secret), str(otp.algorithm) || 'SHA1', num(otp.digits, totpDefaults.digits), num(otp.period, totpDefaults.period));
  });
  return entries.length > 0 ? { ok: true, entries } : { ok: false, message: messages.totpImportEmpty };
}

/** A backup file's text: Aegis's export or 2FAS's backup, told apart by their shapes. */
export function readBackupFile(content: string): ImportRead {
  let doc: unknown;
  try {
    doc = JSON.parse(content);
  } catch {
    return { ok: false, message: messages.totpImportInvalid };
  }
  if (!isObject(doc)) return { ok: false, message: messages.totpImportInvalid };
  if ('db' in doc && isObject(doc.header)) return readAegis(doc);
  if ('services' in doc || 'servicesEncrypted' in doc) return readTwoFas(doc);
  return { ok: false, message: messages.totpImportInvalid };
}
