import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import { deriveKey } from '../../secrets/kdf.js';
import { currentScrypt } from '../../../shared/contracts/kdf.js';
import type { SealedTransfer } from '../../../shared/contracts/transfer.js';
import { transferMessages as m } from '../../../shared/messages.js';

/**
 * The parts of an export sealed with the user's passphrase (scrypt + AES-256-GCM). Each part has
 * its own purpose, bound in as associated data, so one part's seal cannot be passed off as another's.
 */
export const sealPurposes = { totp: 'hearth-export-totp v1', calendars: 'hearth-export-calendars v1' } as const;
export type SealPurpose = keyof typeof sealPurposes;

export async function seal(userId: string, plain: Buffer, passphrase: string, purpose: SealPurpose): Promise<SealedTransfer> {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt, currentScrypt, { owner: userId, keyLength: 32 }), nonce);
  cipher.setAAD(Buffer.from(sealPurposes[purpose]));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { kdf: 'scrypt', ...currentScrypt, salt: salt.toString('base64'), nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64'), sealed: sealed.toString('base64') };
}

export async function open(userId: string, sealed: SealedTransfer, passphrase: string, purpose: SealPurpose): Promise<Buffer> {
  const key = await deriveKey(passphrase, Buffer.from(sealed.salt, 'base64'), sealed, { owner: userId, keyLength: 32 });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'));
    decipher.setAAD(Buffer.from(sealPurposes[purpose]));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.sealed, 'base64')), decipher.final()]);
  } catch {
    throw badRequest(m.wrongPassphrase);
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
