import { describe, expect, it, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SealedStreamError, headerLength, openingKey, openingKeys, opener, parseHeader, recordSize, sealer, sealingKey, type SealedHeader } from './sealed-stream.js';

const passphrase = 'correct horse battery staple';
const tag = 16;
const sealedRecord = recordSize + tag;

async function through(stream: NodeJS.ReadWriteStream, input: Buffer, chunk = 10_000): Promise<Buffer> {
  const parts: Buffer[] = [];
  const pieces = Array.from({ length: Math.ceil(input.length / chunk) }, (_, i) => input.subarray(i * chunk, (i + 1) * chunk));
  await pipeline(
    Readable.from(pieces),
    stream,
    new Writable({
      write(data: Buffer, _encoding, done) {
        parts.push(data);
        done();
      },
    }),
  );
  return Buffer.concat(parts);
}

async function reason(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof SealedStreamError) return error.reason;
    throw error;
  }
  return 'opened';
}

describe('a sealed stream', () => {
  let header: SealedHeader;
  let key: Buffer;
  // 3.5 records: the last record is short.
  const plain = randomBytes(recordSize * 3 + recordSize / 2);
  let sealed: Buffer;
  const openBody = (bytes: Buffer) => through(opener(parseHeader(bytes), key), bytes.subarray(headerLength));

  beforeAll(async () => {
    ({ header, key } = await sealingKey(passphrase));
    sealed = await through(sealer(header, key), plain);
  });

  it('opens with the passphrase to the same bytes, none of which show in the sealed file', async () => {
    expect(sealed.length).toBe(headerLength + plain.length + 4 * tag);
    expect(sealed.includes(plain.subarray(1000, 1032))).toBe(false);
    const opened = await openingKey(parseHeader(sealed), passphrase);
    expect(opened.equals(key)).toBe(true);
    expect((await openBody(sealed)).equals(plain)).toBe(true);
  });

  it('ends with a final record when empty or exactly filled', async () => {
    for (const size of [0, recordSize, 2 * recordSize]) {
      const bytes = randomBytes(size);
      const out = await through(sealer(header, key), bytes);
      expect(out.length).toBe(headerLength + size + Math.max(1, size / recordSize) * tag);
      expect((await openBody(out)).equals(bytes)).toBe(true);
    }
  });

  it('seals a second file with the same derivation (the safety backup) under a fresh nonce prefix', async () => {
    const { derived } = await openingKeys(parseHeader(sealed), passphrase);
    const second = await sealingKey('ignored: the derivation is reused', derived);
    expect(second.header.salt.equals(header.salt)).toBe(true);
    expect(second.header.prefix.equals(header.prefix)).toBe(false);
    const bytes = await through(sealer(second.header, second.key), plain);
    const reopened = await openingKey(parseHeader(bytes), passphrase);
    expect((await through(opener(parseHeader(bytes), reopened), bytes.subarray(headerLength))).equals(plain)).toBe(true);
  });

  it('says "wrong passphrase" before decrypting anything', async () => {
    expect(await reason(openingKey(parseHeader(sealed), 'not the passphrase'))).toBe('wrong-passphrase');
  });

  it('finds one changed byte in a record', async () => {
    const tampered = Buffer.from(sealed);
    tampered[headerLength + sealedRecord + 5]! ^= 1;
    expect(await reason(openBody(tampered))).toBe('damaged');
  });

  it('finds a stream cut at a record boundary or inside a record', async () => {
    expect(await reason(openBody(sealed.subarray(0, headerLength + 3 * sealedRecord)))).toBe('damaged');
    expect(await reason(openBody(sealed.subarray(0, headerLength + 2 * sealedRecord + 100)))).toBe('damaged');
    expect(await reason(openBody(sealed.subarray(0, headerLength + 5)))).toBe('damaged');
  });

  it('finds records swapped, repeated or added', async () => {
    const record = (i: number) => sealed.subarray(headerLength + i * sealedRecord, headerLength + (i + 1) * sealedRecord);
    const head = sealed.subarray(0, headerLength);
    const last = sealed.subarray(headerLength + 3 * sealedRecord);
    expect(await reason(openBody(Buffer.concat([head, record(0), record(2), record(1), last])))).toBe('damaged');
    expect(await reason(openBody(Buffer.concat([head, record(0), record(0), record(1), record(2), last])))).toBe('damaged');
    expect(await reason(openBody(Buffer.concat([sealed, Buffer.alloc(tag)])))).toBe('damaged');
  });

  it('finds a record taken from another file sealed with the same key', async () => {
    // Same key, another header (fresh nonce prefix): as if a header were moved onto other records.
    const other = Buffer.from(await through(sealer({ ...header, prefix: randomBytes(8), bytes: Buffer.from(header.bytes) }, key), plain));
    randomBytes(8).copy(other, 33);
    const mixed = Buffer.concat([sealed.subarray(0, headerLength + sealedRecord), other.subarray(headerLength + sealedRecord)]);
    expect(await reason(openBody(mixed))).toBe('damaged');
  });

  it('finds an edited header', async () => {
    const edited = Buffer.from(sealed);
    edited[40]! ^= 1; // the nonce prefix
    expect(await reason(openBody(edited))).toBe('damaged');
    expect(await reason(openingKey(parseHeader(edited), passphrase))).toBe('wrong-passphrase');
  });

  it('refuses other key-derivation settings, newer formats and files that are not sealed', () => {
    const weaker = Buffer.from(sealed);
    weaker[10] = 15;
    expect(() => parseHeader(weaker)).toThrow(expect.objectContaining({ reason: 'unsupported' }));
    const costly = Buffer.from(sealed);
    costly[10] = 24;
    expect(() => parseHeader(costly)).toThrow(expect.objectContaining({ reason: 'unsupported' }));
    const newer = Buffer.from(sealed);
    newer[8] = 3;
    expect(() => parseHeader(newer)).toThrow(expect.objectContaining({ reason: 'newer-format' }));
    expect(() => parseHeader(Buffer.from('PK\x03\x04 a zip, not sealed at all......................................'))).toThrow(expect.objectContaining({ reason: 'not-sealed' }));
  });
});
