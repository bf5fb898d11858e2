// Backup and restore (issue 28): a backup made on one Hearth restores on a fresh one with another
// secret key, TOTP codes and integration passwords included; a wrong passphrase, a cut, altered or
// newer archive is refused naming why and changes nothing; after a restore everyone signs in
// again; the server keeps answering while a backup of a big database runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { base32, enableAuthenticator } from '../helpers/totp.js';
import { linkIcon } from '../helpers/listings.js';
import { zipOf } from '../helpers/zips.js';
import { packageFiles } from '../helpers/integrations.js';
import { until } from '../helpers/until.js';
import { backupMessages, messages } from '../../shared/messages.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { BackupFile, BackupOverview } from '../../shared/contracts/backup.js';
import type { TotpEntry } from '../../shared/contracts/totp.js';
import { editBackup, legacyBackup, manifestOf, openBackup, sealBackup, setManifest, uploadBackup as upload, zipEntries } from '../helpers/backups.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';
import { monitor, summaries } from '../helpers/monitoring.js';
import { databaseDigest } from '../helpers/db-digest.js';

const migrationsDir = join(import.meta.dirname, '..', '..', 'server', 'db', 'migrations');

const passphrase = 'a long household passphrase';
const now = Date.UTC(2026, 10, 25, 8, 0, 10);
const apiKey = 'integration-password-42';
const icon = { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' };

const keyedApp = packageFiles({
  appId: 'com.keyed',
  manifest: { config: [{ name: 'apikey', label: 'API key', type: 'password', required: true }] },
  appJs: `const call = (ctx) => ctx.axios.get(ctx.appUrl + '/check', { headers: { 'X-Api-Key': ctx.config.apikey || '' } });
global.initialize = async (app) => { await call(app); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'ok' }]); };
global.connectionTest = async (t) => { try { await call(t); t.connectionSuccess(); } catch (e) { t.connectionFailed(e); } };`,
});

/** A local service that records the X-Api-Key of every request. */
async function keyRecorder(): Promise<{ url: string; keys: string[]; server: Server }> {
  const keys: string[] = [];
  const server = createServer((req, res) => {
    keys.push(String(req.headers['x-api-key'] ?? ''));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, keys, server };
}

/** A plain key file of a different installation, so the restoring Hearth starts with its own key. */
function writeForeignKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(join(dataDir, 'secret.key'), `hearth-secret-key v1\nplain\n${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}

async function backUp(server: TestServer, token: string): Promise<Buffer> {
  const made = await call<BackupFile>(server, 'POST', '/backups', { token, body: { passphrase } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const res = await fetch(`${server.url}/api/v1/backups/files/${made.body.message.name}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const databaseChecksum = (dataDir: string): string => databaseDigest(dataDir);

let source: TestServer;
let sourceToken: string;
let archive: Buffer;
let recorder: Awaited<ReturnType<typeof keyRecorder>>;
let linkId: string;
let codes: TotpEntry[];
/** A service the source's health check watches: counts the checks that reach it. */
let watched: { url: string; hits: number; server: Server };
let watchedMonitorId: string;
const uploadBytes = randomBytes(5000);

beforeAll(async () => {
  recorder = await keyRecorder();
  const counting = createServer((_req, res) => {
    watched.hits += 1;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
  watched = { url: `http://127.0.0.1:${(counting.address() as AddressInfo).port}/`, hits: 0, server: counting };
  source = await startTestServer({ clock: () => now });
  sourceToken = await loginAdmin(source);
  await enableAuthenticator(source, sourceToken);
  const saved = await call(source, 'POST', '/totp/save', { token: sourceToken, body: { serviceIcon: icon, serviceName: 'Bank', accountName: 'me@example.com', secret: base32(randomBytes(20)) } });
  expect(saved.status).toBe(200);
  codes = (await call<{ items: TotpEntry[] }>(source, 'GET', '/totp/list', { token: sourceToken })).body.message.items;
  expect(codes).toHaveLength(1);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await zipOf(keyedApp))]), 'app.zip');
  const installed = await fetch(`${source.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${sourceToken}` }, body: form });
  expect(installed.status).toBe(200);
  const link = await call(source, 'POST', '/listing/save/link', {
    token: sourceToken,
    body: { linkName: 'Svc', linkIcon, linkURL: recorder.url, integration: { package: 'com.keyed', config: { apikey: apiKey } } },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  linkId = (link.body as unknown as { data: { _id: string } }).data._id;
  const watchedLink = await call(source, 'POST', '/listing/save/link', { token: sourceToken, body: { linkName: 'Watched', linkIcon, linkURL: watched.url } });
  expect(watchedLink.status, JSON.stringify(watchedLink.body)).toBe(200);
  watchedMonitorId = (await monitor(source, sourceToken, 'link', (watchedLink.body as unknown as { data: { _id: string } }).data._id)).settings._id;
  mkdirSync(join(source.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(source.dataDir, 'uploads', 'family.png'), uploadBytes);
  archive = await backUp(source, sourceToken);
});

afterAll(async () => {
  await source?.stop();
  recorder?.server.close();
  watched?.server.close();
});

describe('a backup archive', () => {
  it('is kept in backups/ readable by Hearth only, and listed with its size', async () => {
    const overview = await call<BackupOverview>(source, 'GET', '/backups', { token: sourceToken });
    expect(overview.status).toBe(200);
    const [file] = overview.body.message.files;
    expect(file?.size).toBe(archive.length);
    expect(statSync(join(source.dataDir, 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(join(source.dataDir, 'backups', file!.name)).mode & 0o777).toBe(0o600);
  });

  it('is sealed whole with the passphrase: no name, content or key reads without it', async () => {
    expect(archive.subarray(0, 8).toString('latin1')).toBe('HEARTHBK');
    for (const plain of ['hearth.db', 'uploads/family.png', 'manifest.json', 'SQLite format 3', 'authenticators', 'com.keyed']) {
      expect(archive.includes(Buffer.from(plain)), plain).toBe(false);
    }
    expect(archive.includes(uploadBytes.subarray(0, 64))).toBe(false);
    const key = readFileSync(join(source.dataDir, 'secret.key'), 'utf8').trim().split('\n')[2]!;
    expect(archive.includes(Buffer.from(key, 'base64'))).toBe(false);
    await expect(zipEntries(archive)).rejects.toThrow();
  });

  it('holds, under the passphrase, a manifest with version, schema, counts, a SHA-256 per file, and the key', async () => {
    const entries = await openBackup(archive, passphrase);
    const manifest = manifestOf(entries);
    expect(manifest.formatVersion).toBe(2);
    expect(manifest.hearthVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.schema.migrations).toBeGreaterThan(0);
    expect(manifest.tables.authenticators).toBe(1);
    expect(manifest.files['uploads/family.png']?.sha256).toBe(createHash('sha256').update(uploadBytes).digest('hex'));
    expect(Object.keys(manifest.files).some((name) => name.startsWith('apps/com.keyed/'))).toBe(true);
    const key = readFileSync(join(source.dataDir, 'secret.key'), 'utf8').trim().split('\n')[2]!;
    expect(entries.get('key.bin')?.equals(Buffer.from(key, 'base64'))).toBe(true);
  });

  it('downloads only listed archives', async () => {
    for (const name of ['..%2Fhearth.db', '..%2F..%2Fsecret.key', 'x.hearth-backup', '.upload-1.hearth-backup']) {
      const res = await call(source, 'GET', `/backups/files/${name}`, { token: sourceToken });
      expect(res.status, name).toBe(404);
    }
  });

  it('is for super admins only', async () => {
    const res = await call(source, 'GET', '/backups');
    expect(res.status).toBe(401);
  });
});

describe('restoring on the setup screen of a fresh Hearth with another key', () => {
  let target: TestServer;
  let foreignKey: Buffer;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
    foreignKey = writeForeignKey(dataDir);
    target = await startTestServer({ dataDir, withAdmin: false, clock: () => now });
  });
  afterAll(() => target.stop());

  it('needs the setup code', async () => {
    const res = await upload(target, '/setup/restore', archive, { passphrase, code: 'wrong' });
    expect(res).toEqual({ status: 400, body: { error: true, message: messages.setupCodeInvalid } });
  });

  it('says when the passphrase is wrong and changes nothing', async () => {
    const before = databaseChecksum(target.dataDir);
    const code = new URL(target.setupUrl!).searchParams.get('code')!;
    const res = await upload(target, '/setup/restore', archive, { passphrase: 'not the passphrase', code });
    expect(res).toEqual({ status: 400, body: { error: true, message: backupMessages.wrongPassphrase } });
    expect(databaseChecksum(target.dataDir)).toBe(before);
    expect(readFileSync(join(target.dataDir, 'secret.key'), 'utf8')).toContain(foreignKey.toString('base64'));
    expect(target.setupUrl).not.toBeNull();
  });

  it('restores data, TOTP codes, integration passwords and uploads', async () => {
    const code = new URL(target.setupUrl!).searchParams.get('code')!;
    const res = await upload(target, '/setup/restore', archive, { passphrase, code });
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    expect(target.setupUrl).toBeNull();
    // The sessions inside the backup end too: the source's sign-in does not open the restored Hearth.
    expect((await call(target, 'GET', '/session', { token: sourceToken })).status).toBe(401);
    const token = await loginAdmin(target);
    const list = await call<{ items: TotpEntry[] }>(target, 'GET', '/totp/list', { token });
    expect(list.body.message.items.map((e) => [e.serviceName, e.code, e.nextCode])).toEqual(codes.map((e) => [e.serviceName, e.code, e.nextCode]));
    expect(readFileSync(join(target.dataDir, 'uploads', 'family.png')).equals(uploadBytes)).toBe(true);
    recorder.keys.length = 0;
    const test = await call(target, 'POST', '/app/test', { token, body: { appId: 'com.keyed', listingId: linkId, linkURL: recorder.url, config: { apikey: secretIsSet } } });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(recorder.keys).toContain(apiKey);
    expect(statSync(join(target.dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('is closed once Hearth has accounts', async () => {
    const res = await upload(target, '/setup/restore', archive, { passphrase, code: 'anything' });
    expect(res).toEqual({ status: 409, body: { error: true, message: backupMessages.setupClosed } });
  });
});

describe('restoring in settings', () => {
  let target: TestServer;
  let token: string;

  beforeAll(async () => {
    target = await startTestServer({ clock: () => now });
    token = await loginAdmin(target);
    // Another version of the same integration, run once so its process waits idle for the next call.
    const olderApp = packageFiles({
      appId: 'com.keyed',
      manifest: { config: [{ name: 'apikey', label: 'API key', type: 'password', required: true }] },
      appJs: `const call = (ctx) => ctx.axios.get(ctx.appUrl + '/check', { headers: { 'X-Api-Key': 'older-code' } });
global.initialize = async (app) => { await call(app); app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: 'ok' }]); };
global.connectionTest = async (t) => { try { await call(t); t.connectionSuccess(); } catch (e) { t.connectionFailed(e); } };`,
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zipOf(olderApp))]), 'app.zip');
    const installed = await fetch(`${target.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(installed.status).toBe(200);
    recorder.keys.length = 0;
    const test = await call(target, 'POST', '/app/test', { token, body: { appId: 'com.keyed', linkURL: recorder.url, config: { apikey: 'typed' } } });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(recorder.keys).toEqual(['older-code']);
  });
  afterAll(() => target.stop());

  /** Each refused archive leaves the database, key and sessions as they were. */
  async function refused(bytes: Buffer, message: string, fields: Record<string, string> = { passphrase, confirm: 'RESTORE' }) {
    const before = databaseChecksum(target.dataDir);
    const keyFile = join(target.dataDir, 'secret.key');
    const key = existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null;
    const res = await upload(target, '/backups/restore', bytes, fields, token);
    expect(res).toEqual({ status: 400, body: { error: true, message } });
    expect(databaseChecksum(target.dataDir)).toBe(before);
    expect(existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null).toBe(key);
    expect((await call(target, 'GET', '/backups', { token })).status).toBe(200);
    expect(readdirSync(join(target.dataDir, 'backups')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.restore') || name === 'restore.journal')).toEqual([]);
    expect(await call(target, 'GET', '/backups', { token })).toMatchObject({ status: 200 });
  }

  it('needs the confirmation', async () => {
    await refused(archive, backupMessages.confirmRestore, { passphrase });
  });

  it('refuses a wrong passphrase', async () => {
    await refused(archive, backupMessages.wrongPassphrase, { passphrase: 'wrong passphrase!', confirm: 'RESTORE' });
  });

  it('refuses a cut archive', async () => {
    await refused(archive.subarray(0, Math.floor(archive.length * 0.7)), backupMessages.damaged);
  });

  it('refuses a file that is not a backup', async () => {
    await refused(Buffer.from('just some text, not a zip'), backupMessages.notABackup);
  });

  it('refuses a zip that is not a Hearth backup', async () => {
    await refused(await zipOf({ 'readme.txt': 'some other program made this' }), backupMessages.notABackup);
  });

  it('refuses a sealed file with one byte changed', async () => {
    const changed = Buffer.from(archive);
    changed[Math.floor(changed.length / 2)]! ^= 1;
    await refused(changed, backupMessages.damaged);
  });

  it('refuses a file re-sealed with a changed upload but the old checksum', async () => {
    const bytes = await editBackup(archive, passphrase, (entries) => {
      const png = entries.get('uploads/family.png')!;
      entries.set('uploads/family.png', Buffer.concat([png.subarray(0, 100), Buffer.from('X'), png.subarray(101)]));
    });
    await refused(bytes, backupMessages.altered('uploads/family.png'));
  });

  it('refuses a manifest whose row counts do not match the database', async () => {
    const bytes = await editBackup(archive, passphrase, (entries) => {
      const manifest = manifestOf(entries);
      manifest.tables.users = 99;
      setManifest(entries, manifest);
    });
    await refused(bytes, backupMessages.altered('hearth.db'));
  });

  it('refuses a backup of a newer schema, naming the version it needs', async () => {
    const bytes = await editBackup(archive, passphrase, (entries) => {
      const manifest = manifestOf(entries);
      manifest.hearthVersion = '9.4.0';
      manifest.schema.migrations += 5;
      setManifest(entries, manifest);
    });
    await refused(bytes, backupMessages.newerSchema('9.4.0'));
  });

  it('refuses a backup in a newer format', async () => {
    const newer = Buffer.from(archive);
    newer[8] = 3;
    await refused(newer, backupMessages.newerFormat);
  });

  it('refuses a format-1 backup with a changed manifest, or a key sealed with another work factor', async () => {
    const entries = await zipEntries(await legacyBackup(await openBackup(archive, passphrase), passphrase));
    const manifest = manifestOf(entries);
    manifest.tables.users = 99;
    entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    await refused(await zipOf(Object.fromEntries(entries)), backupMessages.altered('manifest.json'));
    // Only N=2^15, r=8, p=1 was ever written: a key asking for any other work (up to 4 GiB of
    // memory before) is refused before anything is derived.
    const costly = await legacyBackup(await openBackup(archive, passphrase), passphrase, { N: 2 ** 14, r: 8, p: 1 });
    await refused(costly, backupMessages.notABackup);
  });

  it('makes a safety backup first, restores, and ends every session', async () => {
    const res = await upload(target, '/backups/restore', archive, { passphrase, confirm: 'RESTORE' }, token);
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    expect((await call(target, 'GET', '/backups', { token })).status).toBe(401);
    const again = await loginAdmin(target);
    const overview = await call<BackupOverview>(target, 'GET', '/backups', { token: again });
    const safety = overview.body.message.files.find((file) => file.name.endsWith('-before-restore.hearth-backup'));
    expect(safety).toBeDefined();
    // Sealed with the restored backup's passphrase: it opens with it, holding the data it replaced.
    const replaced = await openBackup(readFileSync(join(target.dataDir, 'backups', safety!.name)), passphrase);
    expect(manifestOf(replaced).tables.authenticators).toBe(0);
    const list = await call<{ items: TotpEntry[] }>(target, 'GET', '/totp/list', { token: again });
    expect(list.body.message.items.map((e) => e.code)).toEqual(codes.map((e) => e.code));
    // The integration runs the restored package's code, not the process of the one it replaced.
    recorder.keys.length = 0;
    const test = await call(target, 'POST', '/app/test', { token: again, body: { appId: 'com.keyed', listingId: linkId, linkURL: recorder.url, config: { apikey: secretIsSet } } });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(recorder.keys).toEqual([apiKey]);
  });
});

describe('health checks after a restore', () => {
  // The scheduler's timers fire only when the test moves this clock.
  let time = Date.now();
  const timers: { at: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => time,
    setTimer: (run, ms) => {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  let target: TestServer;
  beforeAll(async () => {
    target = await startTestServer({ clock: () => now, monitorClock: clock });
  });
  afterAll(() => target.stop());

  it('follow the restored monitors on their schedule', async () => {
    const token = await loginAdmin(target);
    const res = await upload(target, '/backups/restore', archive, { passphrase, confirm: 'RESTORE' }, token);
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    const again = await loginAdmin(target);
    expect((await summaries(target, again)).map((s) => s._id)).toEqual([watchedMonitorId]);
    // Two intervals later the restored monitor has been checked by the schedule, not by hand.
    watched.hits = 0;
    time += 2 * 60_000;
    for (const timer of timers.splice(0).filter((t) => t.at <= time)) timer.run();
    await until('a scheduled check of the restored monitor', () => watched.hits > 0, 5000);
  });
});

describe('a backup of an older schema', () => {
  let target: TestServer;
  beforeAll(async () => {
    target = await startTestServer({ withAdmin: false, clock: () => now });
  });
  afterAll(() => target.stop());

  /** The source's backup as the Hearth before the last migration would have made it. */
  function olderBackup(entries: Map<string, Buffer>): { madeTables: string[]; addedColumns: { table: string; column: string }[]; migrations: number } {
    const folder = mkdtempSync(join(tmpdir(), 'hearth-older-'));
    const file = join(folder, 'hearth.db');
    writeFileSync(file, entries.get('hearth.db')!);
    // What the newest migration made (tables, added columns), undone with its row in the journal.
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const newest = readFileSync(join(migrationsDir, `${journal.entries.at(-1)!.tag}.sql`), 'utf8');
    const madeTables = [...newest.matchAll(/CREATE TABLE [`"]?(\w+)[`"]?/g)].map((m) => m[1]!);
    const addedColumns = [...newest.matchAll(/ALTER TABLE [`"]?(\w+)[`"]? ADD (?:COLUMN )?[`"]?(\w+)[`"]?/g)].map((m) => ({ table: m[1]!, column: m[2]! }));
    expect(madeTables.length + addedColumns.length).toBeGreaterThan(0);
    const sqlite = new Database(file);
    sqlite.exec('DELETE FROM __drizzle_migrations WHERE created_at = (SELECT MAX(created_at) FROM __drizzle_migrations)');
    sqlite.pragma('foreign_keys = OFF');
    for (const table of madeTables) sqlite.exec(`DROP TABLE IF EXISTS \`${table}\``);
    // Triggers it (re)made go back to their earlier definitions, which do not name its columns.
    const madeTriggers = [...newest.matchAll(/CREATE TRIGGER [`"]?(\w+)[`"]?/g)].map((m) => m[1]!);
    for (const trigger of madeTriggers) sqlite.exec(`DROP TRIGGER IF EXISTS \`${trigger}\``);
    // Indexes it made go; indexes it dropped come back as an earlier migration made them.
    const madeIndexes = [...newest.matchAll(/CREATE (?:UNIQUE )?INDEX [`"]?(\w+)[`"]?/g)].map((m) => m[1]!);
    for (const index of madeIndexes) sqlite.exec(`DROP INDEX IF EXISTS \`${index}\``);
    for (const { table, column } of addedColumns) sqlite.exec(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
    const droppedIndexes = [...newest.matchAll(/DROP INDEX (?:IF EXISTS )?[`"]?(\w+)[`"]?/g)].map((m) => m[1]!);
    for (const index of droppedIndexes) {
      const earlier = journal.entries
        .slice(0, -1)
        .reverse()
        .flatMap((e) => readFileSync(join(migrationsDir, `${e.tag}.sql`), 'utf8').split('--> statement-breakpoint'))
        .find((statement) => new RegExp(`CREATE (?:UNIQUE )?INDEX [\`"]?${index}[\`"]? `).test(statement));
      if (earlier) sqlite.exec(earlier);
    }
    for (const trigger of madeTriggers) {
      const earlier = journal.entries
        .slice(0, -1)
        .reverse()
        .flatMap((e) => readFileSync(join(migrationsDir, `${e.tag}.sql`), 'utf8').split('--> statement-breakpoint'))
        .find((statement) => new RegExp(`CREATE TRIGGER [\`"]?${trigger}[\`"]? `).test(statement));
      if (earlier) sqlite.exec(earlier);
    }
    sqlite.pragma('journal_mode = DELETE');
    sqlite.close();
    const older = readFileSync(file);
    rmSync(folder, { recursive: true, force: true });

    const manifest = manifestOf(entries);
    manifest.hearthVersion = '0.0.9';
    manifest.schema.migrations -= 1;
    manifest.tables.__drizzle_migrations! -= 1;
    for (const table of madeTables) delete manifest.tables[table];
    entries.set('hearth.db', older);
    setManifest(entries, manifest, ['hearth.db']);
    return { madeTables, addedColumns, migrations: manifest.schema.migrations };
  }

  it('is migrated forward when restored, in a format-1 file as in a sealed one', async () => {
    const entries = await openBackup(archive, passphrase);
    const { madeTables, addedColumns, migrations } = olderBackup(entries);
    // Made before issue 39: a plain zip, its key sealed with the old work factor.
    const older = await legacyBackup(entries, passphrase);
    expect(older.subarray(0, 2).toString()).toBe('PK');

    const code = new URL(target.setupUrl!).searchParams.get('code')!;
    const res = await upload(target, '/setup/restore', older, { passphrase, code });
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    const live = new Database(join(target.dataDir, 'hearth.db'), { readonly: true });
    try {
      for (const table of madeTables) expect(live.prepare('SELECT name FROM sqlite_master WHERE name = ?').get(table), table).toEqual({ name: table });
      for (const { table, column } of addedColumns) expect(live.prepare(`SELECT name FROM pragma_table_info('${table}') WHERE name = ?`).get(column), `${table}.${column}`).toEqual({ name: column });
      expect((live.prepare('SELECT COUNT(*) AS n FROM __drizzle_migrations').get() as { n: number }).n).toBe(migrations + 1);
    } finally {
      live.close();
    }
    const token = await loginAdmin(target);
    const list = await call<{ items: TotpEntry[] }>(target, 'GET', '/totp/list', { token });
    expect(list.body.message.items.map((e) => e.code)).toEqual(codes.map((e) => e.code));

    // The same older database sealed in format 2 restores too (in settings, over the first).
    const sealed = await sealBackup(entries, passphrase);
    const again = await upload(target, '/backups/restore', sealed, { passphrase, confirm: 'RESTORE' }, token);
    expect(again).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    const relisted = await call<{ items: TotpEntry[] }>(target, 'GET', '/totp/list', { token: await loginAdmin(target) });
    expect(relisted.body.message.items.map((e) => e.code)).toEqual(codes.map((e) => e.code));
  }, 60_000);
});

describe('while a backup of a big database runs', () => {
  let big: TestServer;
  let token: string;

  beforeAll(async () => {
    big = await startTestServer();
    token = await loginAdmin(big);
    const sqlite = new Database(join(big.dataDir, 'hearth.db'));
    const insert = sqlite.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(`filler-${i}`, randomBytes(1000).toString('base64'));
    })();
    sqlite.close();
  });
  afterAll(() => big.stop());

  it('the server keeps answering other requests', async () => {
    const backup = call<BackupFile>(big, 'POST', '/backups', { token, body: { passphrase } });
    const answeredDuring = await until('an answer while the backup runs', async () => {
      const overview = await call<BackupOverview>(big, 'GET', '/backups', { token });
      const health = await call(big, 'GET', '/health');
      return overview.body.message.running && health.status === 200;
    });
    expect(answeredDuring).toBe(true);
    const made = await backup;
    expect(made.status).toBe(200);
    expect(existsSync(join(big.dataDir, 'backups', made.body.message.name))).toBe(true);
  });

  it('refuses a second backup while one runs', async () => {
    const first = call(big, 'POST', '/backups', { token, body: { passphrase } });
    await until('the backup to start', async () => (await call<BackupOverview>(big, 'GET', '/backups', { token })).body.message.running);
    const second = await call(big, 'POST', '/backups', { token, body: { passphrase } });
    expect(second.body).toEqual({ error: true, message: backupMessages.backupRunning });
    expect(second.status).toBe(409);
    expect((await first).status).toBe(200);
  });
});

describe('the schedule', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAdmin(server);
  });
  afterAll(() => server.stop());

  it('defaults to weekly headless and needs a passphrase to run', async () => {
    const overview = await call<BackupOverview>(server, 'GET', '/backups', { token });
    expect(overview.body.message).toMatchObject({ every: 'weekly', hasPassphrase: false });
    const refused = await call(server, 'POST', '/backups/schedule', { token, body: { every: 'daily', keep: 3 } });
    expect(refused.body).toEqual({ error: true, message: backupMessages.scheduleNeedsPassphrase });
    const saved = await call(server, 'POST', '/backups/schedule', { token, body: { every: 'daily', keep: 3, passphrase } });
    expect(saved.body).toEqual({ error: false, message: backupMessages.scheduleSaved });
    const bad = await call(server, 'POST', '/backups/schedule', { token, body: { every: 'daily', keep: 0 } });
    expect(bad.body).toEqual({ error: true, message: backupMessages.keepRange });
  });

  it('runs when due, with the saved passphrase', async () => {
    let clock = Date.UTC(2026, 10, 25, 3, 0, 0);
    const scheduled = await startTestServer({ clock: () => clock, backupCheckMs: 50 });
    try {
      const admin = await loginAdmin(scheduled);
      const files = async () => (await call<BackupOverview>(scheduled, 'GET', '/backups', { token: admin })).body.message.files;
      await call(scheduled, 'POST', '/backups/schedule', { token: admin, body: { every: 'daily', keep: 5, passphrase } });
      await until('the first scheduled backup', async () => (await files()).length === 1);
      clock += 25 * 60 * 60 * 1000;
      await until('the next day\'s backup', async () => (await files()).length === 2);
      const [newest] = await files();
      const bytes = readFileSync(join(scheduled.dataDir, 'backups', newest!.name));
      expect((await openBackup(bytes, passphrase)).get('key.bin')).toHaveLength(32);
    } finally {
      await scheduled.stop();
    }
  });

  it('keeps only the newest archives', async () => {
    await call(server, 'POST', '/backups/schedule', { token, body: { every: 'daily', keep: 2 } });
    for (let i = 0; i < 3; i++) expect((await call(server, 'POST', '/backups', { token, body: { passphrase } })).status).toBe(200);
    const overview = await call<BackupOverview>(server, 'GET', '/backups', { token });
    expect(overview.body.message.files).toHaveLength(2);
  });
});

afterAll(() => {
  for (const dir of [source?.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});
