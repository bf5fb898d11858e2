import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import yazl from 'yazl';
import { z } from 'zod';
import { backupMessages } from '../../../shared/messages.js';
import { badRequest } from '../../http/errors.js';

/**
 * A .hearth-backup is a zip holding:
 * - `hearth.db`: a snapshot made with SQLite's online backup API;
 * - `uploads/…`, `apps/…` (installed integration packages), optionally `iconpacks/…`;
 * - `key.json`: the installation's secret key sealed with AES-256-GCM under a key derived from
 *   the user's passphrase with scrypt;
 * - `manifest.json`: Hearth's version, the schema version, rows per table, size and SHA-256 per
 *   file; `manifest.sig`: an HMAC-SHA256 of manifest.json under a second key derived from the
 *   same passphrase, so an edited manifest is found out, not only an edited file.
 */
export const manifestName = 'manifest.json';
export const signatureName = 'manifest.sig';
export const keyName = 'key.json';
export const databaseName = 'hearth.db';
export const backupFormat = 'hearth-backup';

const scryptParams = { N: 2 ** 15, r: 8, p: 1 };
const keyPurpose = Buffer.from('hearth-backup-key v1');

const fileEntrySchema = z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(1),
  hearthVersion: z.string().max(100),
  createdAt: z.string().max(100),
  schema: z.object({ migrations: z.number().int().nonnegative(), last: z.string().max(200).nullable() }),
  tables: z.record(z.string().max(200), z.number().int().nonnegative()),
  files: z.record(z.string().max(1000), fileEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

const sealedKeySchema = z.object({
  kdf: z.literal('scrypt'),
  N: z.number().int().min(2 ** 14).max(2 ** 20),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: z.string().max(100),
  nonce: z.string().max(100),
  tag: z.string().max(100),
  sealed: z.string().max(200),
});
type SealedKey = z.infer<typeof sealedKeySchema>;

interface Derived {
  sealing: Buffer;
  signing: Buffer;
}

function derive(passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Derived> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, bytes) => {
      if (error) reject(error);
      else resolve({ sealing: bytes.subarray(0, 32), signing: bytes.subarray(32) });
    });
  });
}

export async function sealKey(key: Buffer, passphrase: string): Promise<{ sealedKey: Buffer; derived: Derived }> {
  const salt = randomBytes(16);
  const derived = await derive(passphrase, salt, scryptParams);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived.sealing, nonce);
  cipher.setAAD(keyPurpose);
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  const body: SealedKey = {
    kdf: 'scrypt',
    ...scryptParams,
    salt: salt.toString('base64'),
    nonce: nonce.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    sealed: sealed.toString('base64'),
  };
  return { sealedKey: Buffer.from(JSON.stringify(body)), derived };
}

/** Opens key.json with the passphrase: the key and the manifest-signing key, or "wrong passphrase". */
export async function openKey(sealedKey: Buffer, passphrase: string): Promise<{ key: Buffer; derived: Derived }> {
  const parsed = sealedKeySchema.safeParse(parseJson(sealedKey));
  if (!parsed.success) throw badRequest(backupMessages.notABackup);
  const body = parsed.data;
  const derived = await derive(passphrase, Buffer.from(body.salt, 'base64'), body);
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived.sealing, Buffer.from(body.nonce, 'base64'));
    decipher.setAAD(keyPurpose);
    decipher.setAuthTag(Buffer.from(body.tag, 'base64'));
    const key = Buffer.concat([decipher.update(Buffer.from(body.sealed, 'base64')), decipher.final()]);
    if (key.length !== 32) throw new Error('short key');
    return { key, derived };
  } catch {
    throw badRequest(backupMessages.wrongPassphrase);
  }
}

export function signManifest(manifest: Buffer, signing: Buffer): string {
  return createHmac('sha256', signing).update(manifest).digest('hex');
}

export function signatureMatches(manifest: Buffer, signature: Buffer, signing: Buffer): boolean {
  const expected = Buffer.from(signManifest(manifest, signing));
  const given = Buffer.from(signature.toString('utf8').trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

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
function hashing(): Transform & { result(): { size: number; sha256: string } } {
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

export interface ArchiveInput {
  files: { name: string; path: string }[];
  /** Small entries written as given (key.json). */
  buffers: { name: string; data: Buffer }[];
  /** Builds manifest.json and its signature once every file's hash is known. */
  finish(files: Manifest['files']): { manifest: Buffer; signature: string };
}

/** Writes the zip to `target`, streaming each file from disk while hashing it. */
export async function writeArchive(target: string, input: ArchiveInput): Promise<void> {
  const zip = new yazl.ZipFile();
  const output = createWriteStream(target, { mode: 0o600, flags: 'wx' });
  const written = pipeline(zip.outputStream, output);
  const files: Manifest['files'] = {};
  const hashed: Promise<void>[] = [];
  for (const buffer of input.buffers) {
    zip.addBuffer(buffer.data, buffer.name, { mode: 0o600 });
    files[buffer.name] = { size: buffer.data.length, sha256: createHash('sha256').update(buffer.data).digest('hex') };
  }
  // Each file is opened only when the zip reaches it: one open file at a time, however many
  // there are (5,000 uploads under a limit of 256 open files).
  for (const file of input.files) {
    hashed.push(
      new Promise((resolve, reject) => {
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
  }
  try {
    await Promise.all(hashed);
  } catch (error) {
    output.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  const { manifest, signature } = input.finish(files);
  zip.addBuffer(manifest, manifestName, { mode: 0o600 });
  zip.addBuffer(Buffer.from(signature), signatureName, { mode: 0o600 });
  zip.end();
  await written;
}

/** A safe relative name inside the archive: no absolute paths, no "..", no backslashes or drive letters. */
function safeName(name: string): boolean {
  if (!name || name.length > 1000 || name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** yauzl is read when a backup is opened, not at every start. */
async function openZip(file: string): Promise<yauzl.ZipFile> {
  const { default: zips } = await import('yauzl');
  return new Promise((resolve, reject) => {
    zips.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
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

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(error);
      else resolve(stream);
    });
  });
}

async function readSmall(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  if (entry.uncompressedSize > 1024 * 1024 * 16) throw badRequest(backupMessages.notABackup);
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Limits on what a restore unpacks: far above a household's data, far below a full disk. */
const maxEntries = 200_000;
const maxUnpackedBytes = 32 * 1024 * 1024 * 1024;

export interface OpenedArchive {
  manifest: Manifest;
  /** The installation's secret key from key.json. */
  key: Buffer;
}

/**
 * Checks a backup and unpacks it into `staging`: the zip is whole, manifest and key open with the
 * passphrase, the manifest's signature holds, every file is named in the manifest and matches its
 * size and SHA-256, and nothing else is there. Throws a 400 naming what is wrong; touches nothing
 * outside `staging`.
 */
export async function unpackArchive(file: string, passphrase: string, staging: string): Promise<OpenedArchive> {
  const head = await readHead(file);
  if (!head.equals(Buffer.from('PK\x03\x04', 'latin1'))) throw badRequest(backupMessages.notABackup);
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await openZip(file);
    entries = await listEntries(zip);
  } catch (error) {
    throw isHttp(error) ? error : badRequest(backupMessages.damaged);
  }
  try {
    const manifestEntry = entries.get(manifestName);
    const signatureEntry = entries.get(signatureName);
    const keyEntry = entries.get(keyName);
    if (!manifestEntry || !signatureEntry || !keyEntry || !entries.has(databaseName)) throw badRequest(backupMessages.notABackup);
    const manifestBytes = await readSmall(zip, manifestEntry);
    const parsed = manifestSchema.safeParse(parseJson(manifestBytes));
    if (!parsed.success) throw badRequest(backupMessages.notABackup);
    const manifest = parsed.data;
    const keyBytes = await readSmall(zip, keyEntry);
    const { key, derived } = await openKey(keyBytes, passphrase);
    if (!signatureMatches(manifestBytes, await readSmall(zip, signatureEntry), derived.signing)) throw badRequest(backupMessages.altered(manifestName));

    const total = Object.values(manifest.files).reduce((sum, file) => sum + file.size, 0);
    if (entries.size > maxEntries || total > maxUnpackedBytes) throw badRequest(backupMessages.tooBig);
    for (const name of entries.keys()) {
      if (name === manifestName || name === signatureName) continue;
      if (name.endsWith('/')) continue;
      if (!safeName(name) || !manifest.files[name]) throw badRequest(backupMessages.altered(name));
    }
    for (const [name, expected] of Object.entries(manifest.files)) {
      const entry = entries.get(name);
      if (!entry || !safeName(name)) throw badRequest(backupMessages.altered(name));
      if (entry.uncompressedSize !== expected.size) throw badRequest(backupMessages.altered(name));
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

function isHttp(error: unknown): boolean {
  return error instanceof Error && error.name === 'HttpError';
}

async function readHead(file: string): Promise<Buffer> {
  const info = await stat(file);
  if (info.size < 4) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start: 0, end: 3 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
