import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import { z } from 'zod';
import { backupMessages } from '../../../shared/messages.js';
import { badRequest } from '../../http/errors.js';
import { legacyKeyName, legacySignatureMatches, legacySignatureName, openLegacyKey } from './legacy-archive.js';
import { SealedStreamError, headerLength, openingKeys, opener, parseHeader, sealer, sealingKey, type PassphraseKey } from './sealed-stream.js';
import { entryStream, hashing, isHttp, listEntries, openZip, parseJson, readSmall, safeName, sha256 } from './zip-entries.js';

/**
 * A .hearth-backup (format 2) is a sealed stream (sealed-stream.ts) of a zip holding:
 * - `manifest.json`: Hearth's version, the schema version, rows per table, size and SHA-256 per file;
 * - `hearth.db`: a snapshot made with SQLite's online backup API;
 * - `key.bin`: the installation's secret key, which opens the secrets sealed in the database;
 * - `uploads/…`, `apps/…` (installed integration packages), optionally `iconpacks/…`.
 * Without the passphrase nothing of it can be read, and nothing changed unnoticed: the stream's
 * records authenticate every byte, the manifest included. Format 1 (a plain zip, see
 * legacy-archive.ts) is still restored.
 */
export const manifestName = 'manifest.json';
export const keyEntryName = 'key.bin';
export const databaseName = 'hearth.db';
export const backupFormat = 'hearth-backup';

const fileEntrySchema = z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.union([z.literal(1), z.literal(2)]),
  hearthVersion: z.string().max(100),
  createdAt: z.string().max(100),
  schema: z.object({ migrations: z.number().int().nonnegative(), last: z.string().max(200).nullable() }),
  tables: z.record(z.string().max(200), z.number().int().nonnegative()),
  files: z.record(z.string().max(1000), fileEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export interface ArchiveContents {
  passphrase: string;
  /** The passphrase's derivation from the archive being restored, reused by the safety backup. */
  derived?: PassphraseKey | undefined;
  /** The installation's secret key. */
  key: Buffer;
  files: { name: string; path: string }[];
  facts: Omit<Manifest, 'format' | 'formatVersion' | 'files'>;
}

/** Writes the sealed archive to `target` (made new, 0600), one file open at a time, and flushes it to disk. */
export async function writeArchive(target: string, contents: ArchiveContents): Promise<void> {
  const { header, key: recordKey } = await sealingKey(contents.passphrase, contents.derived);
  // Loaded with the first backup, not at start-up (issue 37).
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  const zipFailed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
  const output = createWriteStream(target, { mode: 0o600, flags: 'wx' });
  const written = pipeline(zip.outputStream, sealer(header, recordKey), output);
  const files: Manifest['files'] = {};
  zip.addBuffer(contents.key, keyEntryName, { mode: 0o600 });
  files[keyEntryName] = { size: contents.key.length, sha256: sha256(contents.key) };
  // Each file is opened only when the zip reaches it: one open file at a time, however many
  // there are (5,000 uploads under a limit of 256 open files).
  const hashed = contents.files.map(
    (file) =>
      new Promise<void>((resolve, reject) => {
        zip.addReadStreamLazy(file.name, { mode: 0o600 }, (give) => {
          const counter = hashing();
          const source = createReadStream(file.path);
          source.on('error', reject);
          counter.on('end', () => {
            files[file.name] = counter.result();
            resolve();
          });
          give(null, source.pipe(counter));
        });
      }),
  );
  try {
    await Promise.race([Promise.all(hashed), zipFailed]);
  } catch (error) {
    output.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  const manifest: Manifest = { format: backupFormat, formatVersion: 2, ...contents.facts, files };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), manifestName, { mode: 0o600 });
  zip.end();
  await written;
  // On disk before it is renamed to a backup's name: a power cut does not leave a cut archive there.
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Limits on what a restore unpacks: far above a household's data, far below a full disk. */
const maxEntries = 200_000;
const maxUnpackedBytes = 32 * 1024 * 1024 * 1024;
const zipMagic = Buffer.from('PK\x03\x04', 'latin1');

export interface OpenedArchive {
  manifest: Manifest;
  /** The installation's secret key the backup carries. */
  key: Buffer;
  /** The passphrase's derivation (format 2), for a safety backup sealed with the same passphrase. */
  derived?: PassphraseKey;
}

/**
 * Checks a backup and unpacks it into `staging`: the passphrase opens it, every record of the
 * sealed stream authenticates, every file is named in the manifest and matches its size and
 * SHA-256, and nothing else is there. Throws a 400 naming what is wrong; writes nothing outside
 * `staging` but its decrypted zip beside it (`<staging>.zip`, removed before returning).
 */
export async function unpackArchive(file: string, passphrase: string, staging: string): Promise<OpenedArchive> {
  const head = await readHead(file, headerLength);
  if (head.subarray(0, zipMagic.length).equals(zipMagic)) return unpackZip(file, staging, (zip, entries) => trustLegacy(zip, entries, passphrase));
  let header;
  try {
    header = parseHeader(head);
  } catch (error) {
    throw badRequest(error instanceof SealedStreamError && error.reason === 'newer-format' ? backupMessages.newerFormat : backupMessages.notABackup);
  }
  let opened: Awaited<ReturnType<typeof openingKeys>>;
  try {
    opened = await openingKeys(header, passphrase);
  } catch (error) {
    if (error instanceof SealedStreamError) throw badRequest(backupMessages.wrongPassphrase);
    throw error;
  }
  const plain = `${staging}.zip`;
  try {
    try {
      await pipeline(createReadStream(file, { start: headerLength }), opener(header, opened.key), createWriteStream(plain, { mode: 0o600, flags: 'wx' }));
    } catch (error) {
      if (error instanceof SealedStreamError) throw badRequest(backupMessages.damaged);
      throw error;
    }
    return { ...(await unpackZip(plain, staging, trustSealed)), derived: opened.derived };
  } finally {
    await rm(plain, { force: true });
  }
}

/** What a format's own checks establish before files are unpacked. */
interface Trusted {
  manifest: Manifest;
  key: Buffer;
  /** Entries already read (and so not unpacked), checked against the manifest like the rest. */
  read: Map<string, Buffer>;
  /** Entries that are not in the manifest's list of files. */
  unlisted: string[];
}

type Trust = (zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>) => Promise<Trusted>;

function readManifest(bytes: Buffer, formatVersion: 1 | 2): Manifest {
  const parsed = manifestSchema.safeParse(parseJson(bytes));
  if (!parsed.success || parsed.data.formatVersion !== formatVersion) throw badRequest(backupMessages.notABackup);
  return parsed.data;
}

/** Format 2: the stream already authenticated every byte; the key is an entry of its own. */
const trustSealed: Trust = async (zip, entries) => {
  const manifestEntry = entries.get(manifestName);
  const keyEntry = entries.get(keyEntryName);
  if (!manifestEntry || !keyEntry) throw badRequest(backupMessages.notABackup);
  const manifest = readManifest(await readSmall(zip, manifestEntry), 2);
  const key = await readSmall(zip, keyEntry);
  if (key.length !== 32) throw badRequest(backupMessages.altered(keyEntryName));
  return { manifest, key, read: new Map([[keyEntryName, key]]), unlisted: [manifestName] };
};

/** Format 1: key.json opens with the passphrase, and its second key checks the manifest's signature. */
async function trustLegacy(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, passphrase: string): Promise<Trusted> {
  const manifestEntry = entries.get(manifestName);
  const signatureEntry = entries.get(legacySignatureName);
  const keyEntry = entries.get(legacyKeyName);
  if (!manifestEntry || !signatureEntry || !keyEntry) throw badRequest(backupMessages.notABackup);
  const manifestBytes = await readSmall(zip, manifestEntry);
  const manifest = readManifest(manifestBytes, 1);
  const sealedKey = await readSmall(zip, keyEntry);
  const { key, signing } = await openLegacyKey(sealedKey, passphrase);
  if (!legacySignatureMatches(manifestBytes, await readSmall(zip, signatureEntry), signing)) throw badRequest(backupMessages.altered(manifestName));
  return { manifest, key, read: new Map([[legacyKeyName, sealedKey]]), unlisted: [manifestName, legacySignatureName] };
}

async function unpackZip(file: string, staging: string, trust: Trust): Promise<OpenedArchive> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await openZip(file);
    entries = await listEntries(zip);
  } catch (error) {
    throw isHttp(error) ? error : badRequest(backupMessages.damaged);
  }
  try {
    if (!entries.has(databaseName)) throw badRequest(backupMessages.notABackup);
    const { manifest, key, read, unlisted } = await trust(zip, entries);
    const total = Object.values(manifest.files).reduce((sum, entry) => sum + entry.size, 0);
    if (entries.size > maxEntries || total > maxUnpackedBytes) throw badRequest(backupMessages.tooBig);
    for (const name of entries.keys()) {
      if (unlisted.includes(name) || name.endsWith('/')) continue;
      if (!safeName(name) || !manifest.files[name]) throw badRequest(backupMessages.altered(name));
    }
    for (const [name, expected] of Object.entries(manifest.files)) {
      const entry = entries.get(name);
      if (!entry || !safeName(name) || entry.uncompressedSize !== expected.size) throw badRequest(backupMessages.altered(name));
      const inMemory = read.get(name);
      if (inMemory) {
        if (inMemory.length !== expected.size || sha256(inMemory) !== expected.sha256) throw badRequest(backupMessages.altered(name));
        continue;
      }
      const target = join(staging, ...name.split('/'));
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const counter = hashing();
      await pipeline(await entryStream(zip, entry), counter, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      const got = counter.result();
      if (got.size !== expected.size || got.sha256 !== expected.sha256) throw badRequest(backupMessages.altered(name));
    }
    return { manifest, key };
  } catch (error) {
    throw isHttp(error) ? error : badRequest(backupMessages.damaged);
  } finally {
    zip.close();
  }
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const info = await stat(file);
  if (info.size < 4) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start: 0, end: Math.min(length, info.size) - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
