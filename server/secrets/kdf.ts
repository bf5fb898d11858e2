import { scrypt } from 'node:crypto';
import { badRequest } from '../http/errors.js';
import { isKnownScrypt, type ScryptParams } from '../../shared/contracts/kdf.js';
import { kdfMessages } from '../../shared/messages.js';
import { DerivationQueue } from './derivation-queue.js';

/** What scrypt allocates for a set (OpenSSL's own count: the V array plus the B blocks). */
export function scryptMemory(params: ScryptParams): number {
  return 128 * params.r * (params.N + 2) + 128 * params.r * params.p;
}

/** No known set may ask for more: the ceiling the sets in shared/contracts/kdf.ts are kept under. */
export const maxKdfMemory = 256 * 1024 * 1024;

/**
 * At most two derivations at once across all users: libuv's pool has four threads, and sign-in's
 * password hashing and file reads need the other two to stay prompt while files are opened.
 * Each user's calls wait their turn, one at a time; a wait past a minute is given up.
 */
const queue = new DerivationQueue({ global: 2, perOwner: 8, waitMs: 60_000 });

export interface DeriveOptions {
  /** Whose turn this is (a user id, or a fixed name for work no user asked for). */
  owner: string;
  keyLength: number;
}

/**
 * A key from a passphrase with scrypt, only for a set Hearth writes (else 400), with memory
 * capped at what that set needs, on libuv's pool, in the owner's queue. Its time is bounded by
 * the set's fixed cost plus the queue's wait limit (then 503); too many waiting for one owner
 * answers 429. The passphrase is NFC-normalised, so the same words typed on another system match.
 */
export function deriveKey(passphrase: string, salt: Buffer, params: ScryptParams, options: DeriveOptions): Promise<Buffer> {
  const set = { N: params.N, r: params.r, p: params.p };
  if (!isKnownScrypt(set)) return Promise.reject(badRequest(kdfMessages.unknownSettings));
  const maxmem = scryptMemory(set) + 64 * 1024;
  if (maxmem > maxKdfMemory) return Promise.reject(new Error(`scrypt N=${set.N} r=${set.r} p=${set.p} needs more than the ${maxKdfMemory} bytes a derivation may use`));
  return queue.run(
    options.owner,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(passphrase.normalize('NFC'), salt, options.keyLength, { ...set, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}
