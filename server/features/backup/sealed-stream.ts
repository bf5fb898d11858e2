import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * A stream sealed with a passphrase: AES-256-GCM in records, so a backup of any size is written
 * and read in constant memory, and nothing of it is readable, or can be changed unnoticed,
 * without the passphrase. Node's crypto only.
 *
 * Header (57 bytes): magic "HEARTHBK" (8) | format 2 (1) | KDF 1 = scrypt (1) | log2 N (1) | r (1) |
 * p (1) | record size, big-endian (4) | salt (16) | nonce prefix (8) | check (16).
 *
 * scrypt turns the passphrase and salt into a master key; HKDF-SHA256 splits it into the record
 * key and the check key. The check (an HMAC of the header before it) tells a wrong passphrase
 * from a damaged file before anything is decrypted.
 *
 * Records follow: every one but the last holds exactly `record size` bytes, the last 0 to
 * `record size` (so an empty or exactly-filled stream still ends with a final record); each is
 * ciphertext plus a 16-byte tag. Nonce = prefix | record index (4, big-endian); associated data
 * = the whole header | index (8) | final flag (1). A cut stream (the last record is not marked
 * final), records swapped, reordered or taken from another file, and an edited header all fail
 * their tag.
 */
export const sealedMagic = Buffer.from('HEARTHBK', 'latin1');
export const sealedFormat = 2;
export const headerLength = 57;
const checkOffset = headerLength - 16;
const tagLength = 16;

export interface KdfParams {
  N: number;
  r: number;
  p: number;
}

/**
 * The only key-derivation work Hearth writes and accepts: 128 MiB of memory per derivation and
 * half a second to a second of one core on a 2-core home server (7 to 8 times N = 2^15, the old
 * setting, measured side by side), which a Raspberry Pi with 1 GB can still afford. p = 2
 * doubles the time without doubling the memory.
 */
export const backupKdf: KdfParams = { N: 2 ** 17, r: 8, p: 2 };
export const recordSize = 64 * 1024;

export type SealedFailure = 'not-sealed' | 'newer-format' | 'unsupported' | 'wrong-passphrase' | 'damaged';

export class SealedStreamError extends Error {
  constructor(
    readonly reason: SealedFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'SealedStreamError';
  }
}

export interface SealedHeader {
  /** The header's 57 bytes, bound into every record. */
  bytes: Buffer;
  kdf: KdfParams;
  recordSize: number;
  salt: Buffer;
  prefix: Buffer;
}

/** Reads a header; refuses anything Hearth does not write (another KDF work factor included). */
export function parseHeader(bytes: Buffer): SealedHeader {
  if (bytes.length < headerLength || !bytes.subarray(0, sealedMagic.length).equals(sealedMagic)) throw new SealedStreamError('not-sealed', 'no sealed-stream header');
  const format = bytes[8]!;
  if (format > sealedFormat) throw new SealedStreamError('newer-format', `format ${format}`);
  const kdf = { N: 2 ** bytes[10]!, r: bytes[11]!, p: bytes[12]! };
  const size = bytes.readUInt32BE(13);
  const accepted = format === sealedFormat && bytes[9] === 1 && kdf.N === backupKdf.N && kdf.r === backupKdf.r && kdf.p === backupKdf.p && size === recordSize;
  if (!accepted) throw new SealedStreamError('unsupported', 'format, key derivation or record size that Hearth does not write');
  return { bytes: Buffer.from(bytes.subarray(0, headerLength)), kdf, recordSize: size, salt: Buffer.from(bytes.subarray(17, 33)), prefix: Buffer.from(bytes.subarray(33, 41)) };
}

function masterKey(passphrase: string, salt: Buffer, kdf: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Node's thread pool runs scrypt: the event loop keeps serving meanwhile.
    scrypt(passphrase.normalize('NFC'), salt, 32, { ...kdf, maxmem: 128 * kdf.N * kdf.r + 16 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function subkey(master: Buffer, salt: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, salt, `hearth-backup v2 ${purpose}`, 32));
}

function checkOf(header: Buffer, checkKey: Buffer): Buffer {
  return createHmac('sha256', checkKey).update(header.subarray(0, checkOffset)).digest().subarray(0, 16);
}

/**
 * What one derivation made: another file sealed with the same passphrase may reuse it (same
 * salt, fresh nonce prefix), as the safety backup before a restore does, so a restore derives
 * once. Its records stay apart: their nonces start with another random prefix.
 */
export interface PassphraseKey {
  salt: Buffer;
  master: Buffer;
}

/** A new header (fresh nonce prefix; fresh salt unless a derivation is reused) and its record key, for sealing. */
export async function sealingKey(passphrase: string, reuse?: PassphraseKey): Promise<{ header: SealedHeader; key: Buffer }> {
  const bytes = Buffer.alloc(headerLength);
  sealedMagic.copy(bytes, 0);
  bytes[8] = sealedFormat;
  bytes[9] = 1;
  bytes[10] = Math.log2(backupKdf.N);
  bytes[11] = backupKdf.r;
  bytes[12] = backupKdf.p;
  bytes.writeUInt32BE(recordSize, 13);
  (reuse?.salt ?? randomBytes(16)).copy(bytes, 17);
  randomBytes(8).copy(bytes, 33);
  const header = parseHeader(bytes);
  const master = reuse?.master ?? (await masterKey(passphrase, header.salt, header.kdf));
  checkOf(bytes, subkey(master, header.salt, 'check')).copy(bytes, checkOffset);
  return { header: { ...header, bytes }, key: subkey(master, header.salt, 'records') };
}

/** The record key of a sealed stream and the derivation behind it, or "wrong-passphrase" when the header's check does not hold. */
export async function openingKeys(header: SealedHeader, passphrase: string): Promise<{ key: Buffer; derived: PassphraseKey }> {
  const master = await masterKey(passphrase, header.salt, header.kdf);
  const expected = checkOf(header.bytes, subkey(master, header.salt, 'check'));
  if (!timingSafeEqual(expected, header.bytes.subarray(checkOffset))) throw new SealedStreamError('wrong-passphrase', 'the check does not match');
  return { key: subkey(master, header.salt, 'records'), derived: { salt: header.salt, master } };
}

/** The record key of a sealed stream, or "wrong-passphrase". */
export async function openingKey(header: SealedHeader, passphrase: string): Promise<Buffer> {
  return (await openingKeys(header, passphrase)).key;
}

function recordNonce(header: SealedHeader, index: number): Buffer {
  if (index > 0xffffffff) throw new SealedStreamError('damaged', 'too many records');
  const nonce = Buffer.alloc(12);
  header.prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

function recordAad(header: SealedHeader, index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(headerLength + 9);
  header.bytes.copy(aad, 0);
  aad.writeBigUInt64BE(BigInt(index), headerLength);
  aad[headerLength + 8] = final ? 1 : 0;
  return aad;
}

/** Plain bytes in, the header and sealed records out. */
export function sealer(header: SealedHeader, key: Buffer): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const seal = (plain: Buffer, final: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', key, recordNonce(header, index));
    cipher.setAAD(recordAad(header, index, final));
    const sealed = Buffer.concat([index === 0 ? header.bytes : Buffer.alloc(0), cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    index += 1;
    return sealed;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // A full record waits until more follows: only the flush knows which record is the last.
      while (pending.length > header.recordSize) {
        this.push(seal(pending.subarray(0, header.recordSize), false));
        pending = pending.subarray(header.recordSize);
      }
      done();
    },
    flush(done: TransformCallback) {
      done(null, seal(pending, true));
    },
  });
}

/** Sealed records in (the bytes after the header), plain bytes out; fails "damaged" on any change. */
export function opener(header: SealedHeader, key: Buffer): Transform {
  const sealedSize = header.recordSize + tagLength;
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (sealed: Buffer, final: boolean): Buffer => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, recordNonce(header, index));
      decipher.setAAD(recordAad(header, index, final));
      decipher.setAuthTag(sealed.subarray(sealed.length - tagLength));
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagLength)), decipher.final()]);
      index += 1;
      return plain;
    } catch {
      throw new SealedStreamError('damaged', `record ${index} does not authenticate`);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        while (pending.length > sealedSize) {
          this.push(open(pending.subarray(0, sealedSize), false));
          pending = pending.subarray(sealedSize);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (pending.length < tagLength) return done(new SealedStreamError('damaged', 'the stream is cut short'));
      try {
        done(null, open(pending, true));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
