import { createCipheriv, createHash, createHmac, randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { zipOf } from './zips.js';
import { headerLength, openingKey, opener, parseHeader, sealer, sealingKey } from '../../server/features/backup/sealed-stream.js';

/** Sends a .hearth-backup to a restore route as the forms do (multipart, the file in "backup"). */
export async function uploadBackup(server: { url: string }, path: string, archive: Buffer, fields: Record<string, string>, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('backup', new Blob([new Uint8Array(archive)]), 'hearth.hearth-backup');
  const res = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string } };
}

async function through(stream: NodeJS.ReadWriteStream, input: Buffer): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(data: Buffer, _encoding, done) {
      parts.push(data);
      done();
    },
  });
  await pipeline(Readable.from([input]), stream, sink);
  return Buffer.concat(parts);
}

/** A zip's entries by name. */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

/** The entries of a sealed (format 2) backup, opened with its passphrase. */
export async function openBackup(archive: Buffer, passphrase: string): Promise<Map<string, Buffer>> {
  const header = parseHeader(archive);
  const key = await openingKey(header, passphrase);
  return zipEntries(await through(opener(header, key), archive.subarray(headerLength)));
}

/** Seals entries as a format-2 backup, as someone holding the passphrase could. */
export async function sealBackup(entries: Map<string, Buffer>, passphrase: string): Promise<Buffer> {
  const { header, key } = await sealingKey(passphrase);
  return through(sealer(header, key), await zipOf(Object.fromEntries(entries)));
}

export interface ManifestShape {
  hearthVersion: string;
  formatVersion: number;
  schema: { migrations: number; last: string | null };
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
}

export const manifestOf = (entries: Map<string, Buffer>) => JSON.parse(entries.get('manifest.json')!.toString()) as ManifestShape;

/** Puts `manifest` back with each named entry's size and SHA-256 recomputed. */
export function setManifest(entries: Map<string, Buffer>, manifest: ManifestShape, rehash: string[] = []): void {
  for (const name of rehash) {
    const bytes = entries.get(name)!;
    manifest.files[name] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
}

/** The entries with their database changed by `edit`, its checksum and row counts made to match. */
export function withDatabase(entries: Map<string, Buffer>, edit: (sqlite: Database.Database) => void): Map<string, Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'hearth-backup-db-'));
  try {
    const file = join(folder, 'hearth.db');
    writeFileSync(file, entries.get('hearth.db')!);
    const sqlite = new Database(file);
    edit(sqlite);
    const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    const tables = Object.fromEntries(names.map(({ name }) => [name, (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
    sqlite.close();
    const edited = new Map(entries);
    edited.set('hearth.db', readFileSync(file));
    setManifest(edited, { ...manifestOf(entries), tables }, ['hearth.db']);
    return edited;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Opens a backup, lets `edit` change its entries, and seals it again with the same passphrase. */
export async function editBackup(archive: Buffer, passphrase: string, edit: (entries: Map<string, Buffer>) => void | Promise<void>): Promise<Buffer> {
  const entries = await openBackup(archive, passphrase);
  await edit(entries);
  return sealBackup(entries, passphrase);
}

/**
 * The same contents as a format-1 backup, the plain zip Hearth wrote before issue 39, written
 * here from that format's description (archive.ts of that time), not by Hearth's code:
 * key.json seals the key under scrypt (N=2^15, r=8, p=1) + AES-256-GCM, and manifest.sig is
 * an HMAC-SHA256 of manifest.json under the derivation's second half.
 */
export async function legacyBackup(entries: Map<string, Buffer>, passphrase: string, kdf = { N: 2 ** 15, r: 8, p: 1 }): Promise<Buffer> {
  const key = entries.get('key.bin')!;
  const salt = randomBytes(16);
  const derived = scryptSync(passphrase.normalize('NFC'), salt, 64, { ...kdf, maxmem: 256 * kdf.N * kdf.r + 1024 * 1024 });
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived.subarray(0, 32), nonce);
  cipher.setAAD(Buffer.from('hearth-backup-key v1'));
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  const keyJson = Buffer.from(
    JSON.stringify({ kdf: 'scrypt', ...kdf, salt: salt.toString('base64'), nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64'), sealed: sealed.toString('base64') }),
  );
  const out = new Map(entries);
  out.delete('key.bin');
  out.set('key.json', keyJson);
  const manifest = manifestOf(entries);
  delete manifest.files['key.bin'];
  manifest.formatVersion = 1;
  setManifest(out, manifest, ['key.json']);
  out.set('manifest.sig', Buffer.from(createHmac('sha256', derived.subarray(32)).update(out.get('manifest.json')!).digest('hex')));
  return zipOf(Object.fromEntries(out));
}
