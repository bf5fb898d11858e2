import { Span, type ByteReader } from './byte-reader.js';

export type TarEntryType = 'file' | 'directory' | 'symlink' | 'hardlink' | 'other';

export interface TarEntry {
  path: string;
  type: TarEntryType;
  mode: number;
  size: number;
  /** The body in pieces as they arrive; what the caller leaves unread is skipped before the next entry. */
  body: AsyncIterable<Buffer>;
}

export class TarFormatError extends Error {
  constructor(message: string) {
    super(`Not a valid tar archive: ${message}`);
    this.name = 'TarFormatError';
  }
}

const block = 512;
/** Pax and GNU long-name records are read whole; node-tar's own limit for them. */
const maxMetaBytes = 1024 * 1024;

const text = (header: Buffer, at: number, length: number) => {
  const field = header.subarray(at, at + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

/** An octal field, or base-256 (high bit set) for values past its digits (GNU, star). */
function number(header: Buffer, at: number, length: number): number {
  const field = header.subarray(at, at + length);
  if (field[0]! & 0x80) {
    if (field[0] === 0xff) throw new TarFormatError('negative size');
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = field.toString('latin1').replace(/[\0 ]+/g, '');
  if (!/^[0-7]*$/.test(digits)) throw new TarFormatError('bad number');
  return digits ? parseInt(digits, 8) : 0;
}

function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return number(header, 148, 8) === sum;
}

const types: Record<string, TarEntryType> = { '0': 'file', '\0': 'file', '7': 'file', '5': 'directory', '1': 'hardlink', '2': 'symlink' };

/** Pax extended header records (`<length> <key>=<value>\n`, POSIX pax). */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('latin1'));
    if (space < 0 || !Number.isInteger(length) || length <= space - at || at + length > data.length) throw new TarFormatError('bad pax record');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

const padding = (size: number) => (block - (size % block)) % block;

/**
 * Reads a tar stream (ustar, pax and GNU long names: what npm and node-tar write) entry by entry,
 * pulling from `source` only as the caller reads, so nothing but a 512-byte header and the piece
 * in hand is ever held. Stops at the end-of-archive block; the caller may read on past it.
 */
export async function* readTar(source: ByteReader): AsyncGenerator<TarEntry> {
  let pax: Record<string, string> = {};
  let longPath: string | undefined;
  for (;;) {
    const header = await source.take(block);
    if (!header || header.every((byte) => byte === 0)) return;
    if (!checksumMatches(header)) throw new TarFormatError('bad header checksum');
    const flag = String.fromCharCode(header[156]!);
    const size = pax.size !== undefined ? Number(pax.size) : number(header, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('bad size');
    if (flag === 'x' || flag === 'g' || flag === 'L' || flag === 'K') {
      if (size > maxMetaBytes) throw new TarFormatError('metadata record too large');
      const data = await source.take(size + padding(size));
      if (!data) throw new TarFormatError('truncated');
      const body = data.subarray(0, size);
      if (flag === 'x') pax = { ...pax, ...paxRecords(body) };
      if (flag === 'L') longPath = text(body, 0, body.length);
      continue;
    }
    let path = text(header, 0, 100);
    if (header.subarray(257, 265).toString('latin1') === 'ustar\u000000') {
      const prefix = text(header, 345, header[475] !== 0 ? 155 : 130);
      if (prefix) path = `${prefix}/${path}`;
    }
    path = pax.path ?? longPath ?? path;
    let type = types[flag] ?? 'other';
    if (type === 'file' && flag !== '7' && path.endsWith('/')) type = 'directory';
    const bodySize = type === 'directory' ? 0 : size;
    pax = {};
    longPath = undefined;
    const body = new Span(source, bodySize, () => new TarFormatError('truncated'));
    yield { path, type, mode: number(header, 100, 8) & 0o7777, size: bodySize, body };
    // Whatever of the body the caller did not read is skipped, then the block's padding.
    await body.skip();
    if (!(await source.take(padding(bodySize)))) throw new TarFormatError('truncated');
  }
}
