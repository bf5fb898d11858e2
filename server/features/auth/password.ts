import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/**
 * Hashes the credential the client sends (md5 hex of the password, see spec-core §5) with a
 * random salt. Stored as `scrypt$N$r$p$salt$hash`.
 */
export async function hashPassword(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(digest, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(digest: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  // Only the settings Hearth hashes with: a row planted by a restored or edited database could
  // otherwise make every sign-in attempt at that account ask for gigabytes.
  if (Number(n) !== params.N || Number(r) !== params.r || Number(p) !== params.p) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== keyLength) return false;
  const actual = await scrypt(digest, Buffer.from(salt, 'base64'), keyLength, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to check against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('0'.repeat(32));
  return dummyHash;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}
