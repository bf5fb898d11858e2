import { createDecipheriv, createHmac, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { backupMessages } from '../../../shared/messages.js';
import { badRequest } from '../../http/errors.js';
import { parseJson } from './zip-entries.js';

/**
 * Backups made before issue 39 (format 1): a plain zip whose `key.json` holds the secret key
 * sealed under a passphrase-derived key (scrypt N=2^15, r=8, p=1), and whose `manifest.sig` is
 * an HMAC of manifest.json under a second key from the same derivation. Hearth still restores
 * them (and migrates their database forward); it no longer writes them.
 */
export const legacyKeyName = 'key.json';
export const legacySignatureName = 'manifest.sig';

/** The only work factor format 1 was written with: a file asking for more is not Hearth's. */
const legacyKdf = { N: 2 ** 15, r: 8, p: 1 };
const keyPurpose = Buffer.from('hearth-backup-key v1');

const sealedKeySchema = z.object({
  kdf: z.literal('scrypt'),
  N: z.literal(legacyKdf.N),
  r: z.literal(legacyKdf.r),
  p: z.literal(legacyKdf.p),
  salt: z.string().max(100),
  nonce: z.string().max(100),
  tag: z.string().max(100),
  sealed: z.string().max(200),
});

function derive(passphrase: string, salt: Buffer): Promise<{ sealing: Buffer; signing: Buffer }> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { ...legacyKdf, maxmem: 64 * 1024 * 1024 }, (error, bytes) => {
      if (error) reject(error);
      else resolve({ sealing: bytes.subarray(0, 32), signing: bytes.subarray(32) });
    });
  });
}

/** Opens key.json with the passphrase: the secret key and the manifest-signing key, or "wrong passphrase". */
export async function openLegacyKey(sealedKey: Buffer, passphrase: string): Promise<{ key: Buffer; signing: Buffer }> {
  const parsed = sealedKeySchema.safeParse(parseJson(sealedKey));
  if (!parsed.success) throw badRequest(backupMessages.notABackup);
  const body = parsed.data;
  const derived = await derive(passphrase, Buffer.from(body.salt, 'base64'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived.sealing, Buffer.from(body.nonce, 'base64'));
    decipher.setAAD(keyPurpose);
    decipher.setAuthTag(Buffer.from(body.tag, 'base64'));
    const key = Buffer.concat([decipher.update(Buffer.from(body.sealed, 'base64')), decipher.final()]);
    if (key.length !== 32) throw new Error('short key');
    return { key, signing: derived.signing };
  } catch {
    throw badRequest(backupMessages.wrongPassphrase);
  }
}

export function legacySignatureMatches(manifest: Buffer, signature: Buffer, signing: Buffer): boolean {
  const expected = Buffer.from(createHmac('sha256', signing).update(manifest).digest('hex'));
  const given = Buffer.from(signature.toString('utf8').trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
