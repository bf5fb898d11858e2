import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { PathBound } from '../budget.js';
import { ByteReader } from '../unpack/byte-reader.js';
import { entryPlace, fileMode, folderMode } from '../unpack/path-rules.js';
import { readTar, type TarEntry } from '../unpack/tar-reader.js';
import { UnpackLimit, type UnpackMeter } from '../unpack/unpack-meter.js';

/**
 * Counts each decompressed chunk against the meter before anything reads it. Iterated by hand:
 * a for-await loop would close the decompressor on a refusal, and the pipeline would then report
 * a premature close instead of the refusal.
 */
async function* counted(chunks: AsyncIterable<Buffer>, count: (bytes: number) => void): AsyncGenerator<Buffer> {
  const iterator = chunks[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    count(next.value.length);
    yield next.value;
  }
}

class Folders {
  private readonly made = new Set<string>();

  async make(path: string): Promise<void> {
    if (this.made.has(path)) return;
    await mkdir(path, { recursive: true, mode: folderMode });
    this.made.add(path);
  }
}

/**
 * Writes one entry: regular files and folders only, each counted first. Links, devices and
 * fifos are counted and skipped (a package never needs them: npm itself makes the .bin links).
 */
async function writeEntry(entry: TarEntry, dest: string, meter: UnpackMeter, paths: PathBound, folders: Folders): Promise<void> {
  meter.entry();
  if (entry.type !== 'file' && entry.type !== 'directory') return;
  const place = entryPlace(entry.path, 1, paths);
  if ('skip' in place) return;
  if ('unsafe' in place) throw new UnpackLimit({ kind: 'unsafe', path: entry.path });
  if ('tooLong' in place) throw new UnpackLimit({ kind: 'tooLong', path: entry.path });
  const target = join(dest, ...place.parts);
  if (entry.type === 'directory') return folders.make(target);
  meter.file(entry.size, entry.path);
  await folders.make(dirname(target));
  await pipeline(entry.body, createWriteStream(target, { mode: fileMode(entry.mode) }));
}

/**
 * Unpacks an npm tarball (gzipped tar, one top folder, usually `package/`) into `dest` while it
 * downloads: zlib's streaming gunzip runs in the thread pool a chunk at a time and waits while the
 * files are written, so neither the event loop nor memory ever holds more than a chunk. The meter
 * counts every decompressed byte (a bomb stops at its ratio), every entry and each file's size;
 * paths are checked (path-rules.ts) and modes normalised. The bytes after the archive's end are
 * read too, so that a caller hashing `source` sees all of it.
 */
export async function extractTarball(source: AsyncIterable<Buffer>, dest: string, meter: UnpackMeter, paths: PathBound): Promise<void> {
  const folders = new Folders();
  await folders.make(dest);
  const gunzip = createGunzip({ chunkSize: 64 * 1024 });
  const count = meter.archive(() => gunzip.bytesWritten);
  await pipeline(source, gunzip, async (inflated: AsyncIterable<Buffer>) => {
    const reader = new ByteReader(counted(inflated, count));
    for await (const entry of readTar(reader)) await writeEntry(entry, dest, meter, paths, folders);
    await reader.drain();
  });
}
