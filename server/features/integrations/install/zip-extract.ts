import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { integrationMessages } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { isDotPath } from './copy-tree.js';

export const zipLimits = { maxEntries: 2000, maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100 } as const;

const refuse = (message: string) => new HttpError(400, message);

function open(buffer: Buffer): Promise<ZipFile> {
  return import('yauzl').then(
    ({ default: yauzl }) =>
      new Promise<ZipFile>((resolve, reject) => {
        yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (err, zip) => (err || !zip ? reject(refuse(integrationMessages.zipUnreadable)) : resolve(zip)));
      }),
  );
}

/** Why an entry may not be written: absolute, `..`, a drive letter, a symlink. */
function entryProblem(entry: Entry): string | null {
  const name = entry.fileName;
  const parts = name.split(/[\\/]/);
  if (isAbsolute(name) || /^[a-zA-Z]:/.test(name) || name.startsWith('\\') || parts.includes('..')) return integrationMessages.zipUnsafePath(name);
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (mode === 0o120000) return integrationMessages.zipSymlink(name);
  return null;
}

/** Counts bytes as they are inflated, so a lying header can't unpack past the cap. */
function byteCap(state: { total: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.total += chunk.length;
      if (state.total > zipLimits.maxUnpackedBytes) return done(refuse(integrationMessages.zipTooBig));
      done(null, chunk);
    },
  });
}

/**
 * Unpacks a ZIP held in memory into `dest` (a fresh temporary folder) after checking, from the
 * central directory and before writing anything: entry count, declared unpacked size, ratio,
 * and every name and type. The bytes actually inflated are counted again while writing.
 */
export async function extractZip(buffer: Buffer, dest: string): Promise<void> {
  const zip = await open(buffer);
  try {
    if (zip.entryCount > zipLimits.maxEntries) throw refuse(integrationMessages.zipTooManyEntries);
    const entries = await readEntries(zip);
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > zipLimits.maxUnpackedBytes) throw refuse(integrationMessages.zipTooBig);
    if (declared > 1024 * 1024 && declared / Math.max(buffer.length, 1) > zipLimits.maxRatio) throw refuse(integrationMessages.zipRatio);
    const state = { total: 0 };
    for (const entry of entries) await writeEntry(zip, entry, dest, state);
  } finally {
    zip.close();
  }
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    // Case-folded: on Windows and macOS `App.js` and `app.js` are the same file.
    const names = new Set<string>();
    zip.on('entry', (entry: Entry) => {
      const problem = entryProblem(entry);
      if (problem) return reject(refuse(problem));
      const key = entry.fileName.replace(/\\/g, '/').replace(/\/+$/, '').toLowerCase();
      if (names.has(key)) return reject(refuse(integrationMessages.zipDuplicate(entry.fileName)));
      names.add(key);
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    // yauzl's own name checks (absolute paths, `..`) end up here too.
    zip.on('error', (err: Error) => reject(refuse(/path|file name/i.test(err.message) ? integrationMessages.zipUnsafePath(err.message.replace(/^.*?: /, '')) : integrationMessages.zipUnreadable)));
    zip.readEntry();
  });
}

async function writeEntry(zip: ZipFile, entry: Entry, dest: string, state: { total: number }): Promise<void> {
  // .git/, .npmrc and the like are never unpacked (see copy-tree.ts).
  if (isDotPath(entry.fileName)) return;
  const target = normalize(join(dest, entry.fileName));
  if (target !== dest && !target.startsWith(dest + sep)) throw refuse(integrationMessages.zipUnsafePath(entry.fileName));
  if (entry.fileName.endsWith('/')) {
    await mkdir(target, { recursive: true });
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(refuse(integrationMessages.zipUnreadable)) : resolve(s))),
  );
  try {
    await pipeline(stream, byteCap(state), createWriteStream(target, { flags: 'wx', mode: 0o644 }));
  } catch (err) {
    throw err instanceof HttpError ? err : refuse(integrationMessages.zipUnreadable);
  }
}
