// Issue 39 item 2: camera RTSP passwords were stored in clear, so the database (and every backup
// of it) carried them. They are now sealed with the installation's key like TOTP secrets and
// integration passwords; the camera, which refuses anyone without them, still opens; the API
// never answers them; a password stored in clear by an older Hearth (or restored from an older
// backup) is sealed at the next start (or at the restore).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { openBackup, sealBackup, uploadBackup, withDatabase } from '../helpers/backups.js';
import { backupMessages } from '../../shared/messages.js';
import type { BackupFile } from '../../shared/contracts/backup.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';

const password = 'cam-pass-4321';
const passphrase = 'a long household passphrase';

let camera: TestCamera;
let server: TestServer;
let token: string;
let cameraId: string;
const withPassword = () => camera.url().replace('rtsp://', `rtsp://viewer:${password}@`);

/** Every byte SQLite keeps of the database: the file and its write-ahead log. */
function databaseBytes(dataDir: string): Buffer {
  return Buffer.concat(['hearth.db', 'hearth.db-wal'].map((name) => join(dataDir, name)).filter(existsSync).map((file) => readFileSync(file)));
}

function storedRow(dataDir: string, id: string): { url: string; sealed: string | null } {
  const sqlite = new Database(join(dataDir, 'hearth.db'), { readonly: true });
  try {
    const url = (sqlite.prepare('SELECT listing_url FROM listings WHERE id = ?').get(id) as { listing_url: string }).listing_url;
    const secret = sqlite.prepare('SELECT password_sealed FROM stream_secrets WHERE listing_id = ?').get(id) as { password_sealed: string } | undefined;
    return { url, sealed: secret?.password_sealed ?? null };
  } finally {
    sqlite.close();
  }
}

/** What a Hearth before issue 39 stored: the camera's URL with its password, nothing sealed. */
function storeInClear(sqlite: Database.Database, id: string): void {
  sqlite.prepare('UPDATE listings SET listing_url = ? WHERE id = ?').run(withPassword(), id);
  sqlite.prepare('DELETE FROM stream_secrets WHERE listing_id = ?').run(id);
}

async function check(id: string) {
  return call<{ state: string; text?: string }>(server, 'POST', `/stream/check/${id}`, { token });
}

beforeAll(async () => {
  camera = await startCamera({ auth: `viewer:${password}` });
  server = await startTestServer();
  token = await loginAdmin(server);
});

afterAll(async () => {
  await server?.stop();
  await camera?.stop();
});

describe("a camera's password", () => {
  it('is refused by the camera when missing, so the tests below show it reaches ffmpeg', async () => {
    const saved = await call<unknown>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'No password', linkURL: camera.url() } });
    expect((saved.body.data as StreamSaved).probe.ok).toBe(false);
  });

  it('is kept sealed: the database holds it nowhere in clear, and the camera opens with it', async () => {
    const saved = await call<unknown>(server, 'POST', '/listing/save/stream', { token, body: { linkName: 'Porch', linkURL: withPassword() } });
    const { listing, probe } = saved.body.data as StreamSaved;
    cameraId = listing._id;
    expect(probe).toMatchObject({ ok: true, codec: 'h264' });
    expect(storedRow(server.dataDir, cameraId)).toEqual({ url: `rtsp://viewer:********@127.0.0.1:${camera.port}/h264`, sealed: expect.stringMatching(/^v1\./) as unknown });
    expect(databaseBytes(server.dataDir).includes(password)).toBe(false);
  });

  it('is never answered by the API', async () => {
    const answers = await Promise.all(
      [`/listing/stream/${cameraId}`, '/listing/folder/stream/list', '/stream/cameras', '/stream/status', '/search?q=porch'].map((path) => call(server, 'GET', path, { token })),
    );
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(password);
    expect(JSON.stringify(answers[0]!.body)).toContain('viewer:********@');
  });

  it('is kept through an edit that sends the mask back', async () => {
    const edited = await call<unknown>(server, 'POST', '/listing/save/stream', { token, body: { listingId: cameraId, linkName: 'Porch 2', linkURL: `rtsp://viewer:********@127.0.0.1:${camera.port}/h264` } });
    expect((edited.body.data as StreamSaved).probe.ok).toBe(true);
    expect((await check(cameraId)).status).toBe(200);
  });

  it('is sealed in a backup, whose database holds it nowhere in clear', async () => {
    const made = await call<BackupFile>(server, 'POST', '/backups', { token, body: { passphrase } });
    const entries = await openBackup(readFileSync(join(server.dataDir, 'backups', made.body.message.name)), passphrase);
    expect(entries.get('hearth.db')!.includes(password)).toBe(false);
  });

  it('stored in clear by an older Hearth is sealed at the next start, and still opens the camera', async () => {
    await server.close();
    const sqlite = new Database(join(server.dataDir, 'hearth.db'));
    storeInClear(sqlite, cameraId);
    sqlite.close();
    expect(databaseBytes(server.dataDir).includes(password)).toBe(true);
    server = await startTestServer({ dataDir: server.dataDir });
    token = await loginAdmin(server);
    expect(storedRow(server.dataDir, cameraId).url).not.toContain(password);
    expect(storedRow(server.dataDir, cameraId).sealed).toMatch(/^v1\./);
    expect(databaseBytes(server.dataDir).includes(password)).toBe(false);
    expect(server.logs.join('\n')).toContain('Sealed 1 camera password(s)');
    const probe = await check(cameraId);
    expect(probe.status).toBe(200);
  });

  it('restored in clear from an older backup is sealed by the restore', async () => {
    const made = await call<BackupFile>(server, 'POST', '/backups', { token, body: { passphrase } });
    const entries = await openBackup(readFileSync(join(server.dataDir, 'backups', made.body.message.name)), passphrase);
    const older = await sealBackup(
      withDatabase(entries, (sqlite) => storeInClear(sqlite, cameraId)),
      passphrase,
    );
    const res = await uploadBackup(server, '/backups/restore', older, { passphrase, confirm: 'RESTORE' }, token);
    expect(res).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    token = await loginAdmin(server);
    expect(storedRow(server.dataDir, cameraId).sealed).toMatch(/^v1\./);
    expect(databaseBytes(server.dataDir).includes(password)).toBe(false);
    expect((await check(cameraId)).status).toBe(200);
  }, 60_000);
});
