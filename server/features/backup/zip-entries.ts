import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type yauzl from 'yauzl';
import { backupMessages } from '../../../shared/messages.js';
import { badRequest } from '../../http/errors.js';

/** Every regular file under `root`, as archive names `<prefix>/<relative path>` with their disk paths. */
export async function filesUnder(root: string, prefix: string): Promise<{ name: string; path: string }[]> {
  const found: { name: string; path: string }[] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      const name = posix.join(rel, entry.name);
      if (entry.isDirectory()) await walk(path, name);
      else if (entry.isFile()) found.push({ name, path });
    }
  };
  await walk(root, prefix);
  return found;
}

/** A stream that passes bytes through and counts and hashes them. */
export function hashing(): Transform & { result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ size, sha256: hash.digest('hex') }) });
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A safe relative name inside the archive: no absolute paths, no "..", no backslashes or drive letters. */
export function safeName(name: string): boolean {
  if (!name || name.length > 1000 || name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** yauzl is read when a backup is opened, not at every start. */
export async function openZip(file: string): Promise<yauzl.ZipFile> {
  const { default: zips } = await import('yauzl');
  return new Promise((resolve, reject) => {
    zips.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

export function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.has(entry.fileName)) return reject(badRequest(backupMessages.altered(entry.fileName)));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

export function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(error);
      else resolve(stream);
    });
  });
}

/** A small entry (manifest, key) read whole; anything over 16 MB is not what Hearth writes. */
export async function readSmall(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize > 1024 * 1024 * 16) throw badRequest(backupMessages.notABackup);
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function isHttp(error: unknown): boolean {
  return error instanceof Error && error.name === 'HttpError';
}

export function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
