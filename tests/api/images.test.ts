import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { call, loginAdmin, loginAs, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { openDatabase } from '../../server/db/client.js';
import { createAccount } from '../../server/features/auth/auth.service.js';
import { messages } from '../../shared/messages.js';
import { readDb } from '../helpers/snippets.js';
import type { UploadedIcon } from '../../shared/contracts/iconpacks.js';

const migrationsDir = resolve(import.meta.dirname, '../../server/db/migrations');

interface UploadAnswer {
  status: number;
  body: { error: boolean; message: string; data?: UploadedIcon };
}

/** A second account, created straight in the database the server uses. */
async function addUser(server: TestServer, username: string): Promise<string> {
  const { db, sqlite } = await openDatabase(server.dataDir, migrationsDir);
  await createAccount(db, { fullName: username, username, passwordDigest: md5(`${username}-pw`), isSuperAdmin: false });
  sqlite.close();
  return loginAs(server, username, `${username}-pw`);
}

async function upload(server: TestServer, token: string | undefined, file?: { data: Buffer; name: string; type: string; field?: string }): Promise<UploadAnswer> {
  const form = new FormData();
  if (file) form.append(file.field ?? 'icon', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  else form.append('note', 'no file here');
  const res = await fetch(`${server.url}/api/v1/images/upload`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#3a7bd5' } }).png().toBuffer();

/** GET with the path sent exactly as written (fetch would normalise "..") */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('image uploads', () => {
  let server: TestServer;
  let token: string;
  const uploadedFiles = () => (existsSync(join(server.dataDir, 'uploads')) ? readdirSync(join(server.dataDir, 'uploads')) : []);

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginAdmin(server);
  });
  afterAll(() => server.stop());

  it('answers 401 without a token', async () => {
    expect((await upload(server, undefined, { data: await png(10, 10), name: 'a.png', type: 'image/png' })).status).toBe(401);
    expect((await call(server, 'GET', '/images?page=1')).status).toBe(401);
  });

  it('stores a large PNG resized to at most 256 px and serves it publicly with nosniff', async () => {
    const res = await upload(server, token, { data: await png(600, 300), name: 'big.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.body.message).toBe('Image uploaded successfully.');
    const icon = res.body.data;
    expect(icon?.iconPath).toMatch(/^[A-Za-z0-9_-]{16}\.png$/);
    // The id is the stored row's, the one the file is kept under.
    expect(icon?._id).toBe(readDb(server.dataDir, (db) => (db.prepare('SELECT id FROM icons WHERE icon_path = ?').get(icon?.iconPath) as { id: string } | undefined)?.id));
    expect(Number.isNaN(Date.parse(icon?.createdAt ?? ''))).toBe(false);

    const served = await fetch(`${server.url}/images/${icon?.iconPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 128]);
  });

  it('does not enlarge a small image', async () => {
    const res = await upload(server, token, { data: await png(40, 20), name: 'small.png', type: 'image/png' });
    const meta = await sharp(join(server.dataDir, 'uploads', res.body.data?.iconPath ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('refuses a text file named x.png with declared type image/png: 415 "Invalid file selected."', async () => {
    const before = uploadedFiles().length;
    const res = await upload(server, token, { data: Buffer.from('just some text, not a picture'), name: 'x.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: true, message: messages.invalidFile });
    expect(uploadedFiles()).toHaveLength(before);
  });

  it('turns an SVG with a script into a PNG with no script anywhere', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert("owned")</script><rect width="300" height="300" fill="red"/></svg>';
    const res = await upload(server, token, { data: Buffer.from(svg), name: 'evil.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(200);
    expect(res.body.data?.iconPath).toMatch(/\.png$/);
    const stored = uploadedFiles().filter((f) => !/\.(png|jpg|webp|gif)$/.test(f));
    expect(stored).toEqual([]);
    const served = await fetch(`${server.url}/images/${res.body.data?.iconPath}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(bytes.toString('latin1')).not.toMatch(/script|alert/i);
    expect((await sharp(bytes).metadata()).width).toBe(256);
  });

  it('answers 413 for a 3 MB file and stores nothing', async () => {
    const before = uploadedFiles().length;
    const res = await upload(server, token, { data: Buffer.alloc(3 * 1024 * 1024, 7), name: 'huge.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: true, message: messages.fileTooLarge });
    expect(uploadedFiles()).toHaveLength(before);
  });

  it('answers 400 "The selected file is empty." for a zero-byte file and stores nothing', async () => {
    const before = uploadedFiles().length;
    const res = await upload(server, token, { data: Buffer.alloc(0), name: 'empty.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.emptyFile });
    expect(uploadedFiles()).toHaveLength(before);
  });

  it('answers 400 when no file is sent, or under another field name', async () => {
    expect((await upload(server, token)).body).toEqual({ error: true, message: messages.noFileSelected });
    const other = await upload(server, token, { data: await png(10, 10), name: 'a.png', type: 'image/png', field: 'file' });
    expect(other.status).toBe(400);
    const json = await call(server, 'POST', '/images/upload', { token, body: {} });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(messages.noFileSelected);
  });

  it('turns a JPEG upright by its EXIF orientation and strips the metadata', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Camera owner');
    const res = await upload(server, token, { data: photo, name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.body.data?.iconPath).toMatch(/\.jpg$/);
    const served = await fetch(`${server.url}/images/${res.body.data?.iconPath}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([128, 256]);
  });

  it('keeps a GIF as a GIF', async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#22aa22' } }).gif().toBuffer();
    const res = await upload(server, token, { data: gif, name: 'anim.gif', type: 'image/gif' });
    expect(res.body.data?.iconPath).toMatch(/\.gif$/);
    const served = await fetch(`${server.url}/images/${res.body.data?.iconPath}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('lists the caller\'s icons newest first, 20 per page, then an empty page; other users never see them', async () => {
    const carol = await addUser(server, 'carol');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await upload(server, carol, { data: await png(8 + i, 8), name: `i${i}.png`, type: 'image/png' });
      ids.push(res.body.data?._id ?? '');
    }
    const newestFirst = [...ids].reverse();
    const page1 = await call<UploadedIcon[]>(server, 'GET', '/images?page=1', { token: carol });
    expect(page1.status).toBe(200);
    expect(page1.body.message).toBe('Icons retrieved successfully.');
    const data1 = page1.body.data as UploadedIcon[];
    expect(data1.map((i) => i._id)).toEqual(newestFirst.slice(0, 20));
    const page2 = await call(server, 'GET', '/images?page=2?t=0.4', { token: carol });
    expect((page2.body.data as UploadedIcon[]).map((i) => i._id)).toEqual(newestFirst.slice(20));
    const page3 = await call(server, 'GET', '/images?page=3', { token: carol });
    expect(page3.body.data).toEqual([]);

    const own = await upload(server, token, { data: await png(9, 9), name: 'admin.png', type: 'image/png' });
    const adminIcons = await call(server, 'GET', '/images?page=1', { token });
    const adminIds = (adminIcons.body.data as UploadedIcon[]).map((i) => i._id);
    expect(adminIds).toContain(own.body.data?._id);
    expect(adminIds.some((id) => ids.includes(id))).toBe(false);
    expect(data1.some((i) => adminIds.includes(i._id))).toBe(false);
  });

  it('deletes an own icon and its file: gone from the list and from /images', async () => {
    const owner = await addUser(server, 'dora');
    const res = await upload(server, owner, { data: await png(12, 12), name: 'mine.png', type: 'image/png' });
    const icon = res.body.data as UploadedIcon;
    expect(existsSync(join(server.dataDir, 'uploads', icon.iconPath))).toBe(true);
    const deleted = await call(server, 'GET', `/images/delete/${icon._id}?t=0.2`, { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ error: false, message: 'Icon deleted.' });
    expect(existsSync(join(server.dataDir, 'uploads', icon.iconPath))).toBe(false);
    expect((await call(server, 'GET', '/images?page=1', { token: owner })).body.data).toEqual([]);
    expect((await fetch(`${server.url}/images/${icon.iconPath}`)).status).toBe(404);
    const again = await call(server, 'GET', `/images/delete/${icon._id}`, { token: owner });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: true, message: messages.iconNotFound });
  });

  it("answers another user's icon id exactly like an unknown one, and keeps the icon", async () => {
    const owner = await addUser(server, 'eve');
    const thief = await addUser(server, 'frank');
    const icon = (await upload(server, owner, { data: await png(12, 12), name: 'eve.png', type: 'image/png' })).body.data as UploadedIcon;
    const theirs = await call(server, 'GET', `/images/delete/${icon._id}`, { token: thief });
    const unknown = await call(server, 'GET', '/images/delete/AAAAAAAAAAAAAAAA', { token: thief });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(existsSync(join(server.dataDir, 'uploads', icon.iconPath))).toBe(true);
    expect(((await call(server, 'GET', '/images?page=1', { token: owner })).body.data as UploadedIcon[]).map((i) => i._id)).toEqual([icon._id]);
  });

  it('answers 401 to a delete without a token and deletes nothing', async () => {
    const icon = (await upload(server, token, { data: await png(12, 12), name: 'keep.png', type: 'image/png' })).body.data as UploadedIcon;
    const res = await call(server, 'GET', `/images/delete/${icon._id}`);
    expect(res.status).toBe(401);
    expect(existsSync(join(server.dataDir, 'uploads', icon.iconPath))).toBe(true);
  });

  it('serves nothing but stored uploads under /images: traversal and unknown names are 404', async () => {
    for (const path of ['/images/../hearth.db', '/images/..%2fhearth.db', '/images/%2e%2e%2fhearth.db', '/images/hearth.db', '/images/..%5chearth.db', '/images/AAAAAAAAAAAAAAAA.png', '/images/', '/images/a/b.png']) {
      const res = await rawGet(server, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('SQLite format');
    }
  });
});
