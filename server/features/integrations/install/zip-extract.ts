import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { integrationMessages } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { isDotPath } from './copy-tree.js';
import { inMB, installBudget, type InstallBudget } from './budget.js';
import { entryPlace, fileMode, folderMode } from './unpack/path-rules.js';
import { UnpackLimit, UnpackMeter } from './unpack/unpack-meter.js';

const refuse = (message: string) => new HttpError(400, message);

function open(buffer: Buffer): Promise<ZipFile> {
  return import('yauzl').then(
    ({ default: yauzl }) =>
      new Promise<ZipFile>((resolve, reject) => {
        yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (err, zip) => (err || !zip ? reject(refuse(integrationMessages.zipUnreadable)) : resolve(zip)));
      }),
  );
}

/** Why an entry may not be written: absolute, `..`, a drive letter, a symlink, too deep or too long a path. */
function entryProblem(entry: Entry, budget: InstallBudget): string | null {
  const name = entry.fileName;
  const parts = name.split(/[\\/]/);
  if (isAbsolute(name) || /^[a-zA-Z]:/.test(name) || name.startsWith('\\') || parts.includes('..')) return integrationMessages.zipUnsafePath(name);
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (mode === 0o120000) return integrationMessages.zipSymlink(name);
  const place = entryPlace(name, 0, budget.paths);
  if ('unsafe' in place) return integrationMessages.zipUnsafePath(name);
  if ('tooLong' in place) return integrationMessages.zipPathTooLong(name);
  return null;
}

/** The ZIP's refusals in its own words. */
function zipRefusal(error: UnpackLimit, budget: InstallBudget): HttpError {
  switch (error.refusal.kind) {
    case 'entries':
      return refuse(integrationMessages.zipTooManyEntries);
    case 'bytes':
      return refuse(integrationMessages.zipTooBig);
    case 'ratio':
      return refuse(integrationMessages.zipRatio);
    case 'fileSize':
      return refuse(integrationMessages.zipFileTooBig(error.refusal.path, inMB(budget.zip.maxFileBytes)));
    case 'unsafe':
    case 'tooLong':
    case 'unreadable':
      return refuse(integrationMessages.zipUnreadable);
  }
}

/** Counts bytes as they are inflated, so a lying header can't unpack past the caps. */
function byteCap(name: string, meter: UnpackMeter, inflated: (bytes: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      try {
        meter.file(size, name);
        inflated(chunk.length);
      } catch (error) {
        return done(error as Error);
      }
      done(null, chunk);
    },
  });
}

/**
 * Unpacks a ZIP held in memory into `dest` (a fresh temporary folder) after checking, from the
 * central directory and before writing anything: entry count, declared unpacked size, ratio,
 * and every name and type. While writing (yauzl inflates with zlib's streams, off the event
 * loop), the bytes actually inflated are counted again: in all, per file and against the
 * compressed bytes read, so a lying header changes nothing.
 */
export async function extractZip(buffer: Buffer, dest: string, budget: InstallBudget = installBudget): Promise<void> {
  const zip = await open(buffer);
  const bound = budget.zip;
  try {
    if (zip.entryCount > bound.maxEntries) throw refuse(integrationMessages.zipTooManyEntries);
    const entries = await readEntries(zip, budget);
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > bound.maxBytes) throw refuse(integrationMessages.zipTooBig);
    if (declared > bound.ratioFromBytes && declared / Math.max(buffer.length, 1) > bound.maxRatio) throw refuse(integrationMessages.zipRatio);
    const meter = new UnpackMeter(bound);
    let compressedRead = 0;
    const inflated = meter.archive(() => compressedRead);
    for (const entry of entries) {
      meter.entry();
      compressedRead += entry.compressedSize;
      await writeEntry(zip, entry, dest, byteCap(entry.fileName, meter, inflated));
    }
  } catch (error) {
    throw error instanceof UnpackLimit ? zipRefusal(error, budget) : error;
  } finally {
    zip.close();
  }
}

function readEntries(zip: ZipFile, budget: InstallBudget): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    // Case-folded: on Windows and macOS `App.js` and `app.js` are the same file.
    const names = new Set<string>();
    zip.on('entry', (entry: Entry) => {
      const problem = entryProblem(entry, budget);
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

async function writeEntry(zip: ZipFile, entry: Entry, dest: string, cap: Transform): Promise<void> {
  // .git/, .npmrc and the like are never unpacked (see copy-tree.ts).
  if (isDotPath(entry.fileName)) return;
  const target = normalize(join(dest, entry.fileName));
  if (target !== dest && !target.startsWith(dest + sep)) throw refuse(integrationMessages.zipUnsafePath(entry.fileName));
  if (entry.fileName.endsWith('/')) {
    await mkdir(target, { recursive: true, mode: folderMode });
    return;
  }
  await mkdir(dirname(target), { recursive: true, mode: folderMode });
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(refuse(integrationMessages.zipUnreadable)) : resolve(s))),
  );
  try {
    // Nothing in an integration package needs to be executable: every file is 0o644.
    await pipeline(stream, cap, createWriteStream(target, { flags: 'wx', mode: fileMode(0) }));
  } catch (err) {
    if (err instanceof HttpError || err instanceof UnpackLimit) throw err;
    throw refuse(integrationMessages.zipUnreadable);
  }
}
