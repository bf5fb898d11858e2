// Install paths: ZIP upload (with every extraction check), catalogue (built-in and a fake remote
// CDN), update, awaited sync, remove. Super admin only, checked before any byte is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipBomb, zipOf, zipWithLyingSize, zipWithManyEntries, zipWithRawName, zipWithSymlink } from '../helpers/zips.js';
import { catalogueEntry, startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { startFakeRegistry, type FakeRegistry } from '../fixtures/npm-registry.js';
import { integrationMessages, messages } from '../../shared/messages.js';
import type { InstalledPage } from '../../shared/contracts/integrations.js';
import { makeLink } from '../helpers/listings.js';
import { until } from '../helpers/until.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

let server: TestServer;
let catalogue: FakeCatalogue;
let registry: FakeRegistry;
let admin: string;
let user: string;

beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  // A registry that has no packages: dependencies are looked up and not found.
  registry = await startFakeRegistry({});
  server = await startTestServer({ env: { HEARTH_CATALOGUE_URL: catalogue.url, HEARTH_NPM_REGISTRY: registry.url } });
  admin = await loginAdmin(server);
  user = await createUser(server, 'plainuser');
});
afterAll(async () => {
  await server.stop();
  await catalogue.close();
  await registry.close();
});

async function upload(zip: Buffer, token = admin, filename = 'app.zip') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), filename);
  const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string } };
}

const appsDir = () => join(server.dataDir, 'apps');
const storedFolders = () => (existsSync(appsDir()) ? readdirSync(appsDir()) : []);
function appRow(appId: string): { npm_installed: number; version: string } | undefined {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return db.prepare('SELECT npm_installed, version FROM apps WHERE app_id = ?').get(appId) as { npm_installed: number; version: string } | undefined;
  } finally {
    db.close();
  }
}
const simple = (appId: string, extra: Partial<Parameters<typeof packageFiles>[0]> = {}) => packageFiles({ appId, appJs: answering("'hello'"), ...extra });

describe('POST /app/fromzip', () => {
  it('answers 401 without a token', async () => {
    const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('refuses a non-super-admin before reading or storing anything', async () => {
    const before = storedFolders();
    const res = await upload(await zipOf(simple('com.refused')), user);
    expect(res).toEqual({ status: 400, body: { error: true, message: 'You are not allowed to do this.' } });
    expect(storedFolders()).toEqual(before);
    expect(appRow('com.refused')).toBeUndefined();
  });

  it('installs a valid package, renamed into place, with nothing left behind', async () => {
    const res = await upload(await zipOf(simple('com.zipped', { version: '1.2.0' })));
    expect(res).toEqual({ status: 200, body: { error: false, message: integrationMessages.zipInstalled } });
    expect(readFileSync(join(appsDir(), 'com.zipped', 'app.js'), 'utf8')).toContain('global.initialize');
    expect(appRow('com.zipped')).toEqual({ npm_installed: 1, version: '1.2.0' });
    expect(storedFolders().filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('accepts a package wrapped in one folder', async () => {
    expect((await upload(await zipOf(simple('com.wrapped'), 'com.wrapped/'))).status).toBe(200);
    expect(existsSync(join(appsDir(), 'com.wrapped', 'manifest.json'))).toBe(true);
  });

  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    ['a zip-slip entry', () => zipWithRawName(simple('com.slip'), '../../evil.txt'), 400, integrationMessages.zipUnsafePath('../../evil.txt')],
    ['an absolute entry', () => zipWithRawName(simple('com.abs'), '/tmp/evil.txt'), 400, integrationMessages.zipUnsafePath('/tmp/evil.txt')],
    ['a symlink entry', () => zipWithSymlink(simple('com.link'), 'public/logo.png', '../../../hearth.db'), 400, integrationMessages.zipSymlink('public/logo.png')],
    ['10,000 entries', () => zipWithManyEntries(simple('com.many'), 10_000), 400, integrationMessages.zipTooManyEntries],
    ['a 1 GB-unpacked bomb', () => zipBomb(simple('com.bomb'), 1024 * 1024 * 1024), 400, integrationMessages.zipTooBig],
    ['a bomb under the size cap that compresses 1000 to 1', () => zipBomb(simple('com.ratio'), 40 * 1024 * 1024), 400, integrationMessages.zipRatio],
    ['a bomb whose headers say 1 KB', () => zipWithLyingSize(simple('com.liar'), 200 * 1024 * 1024, 1024), 400, integrationMessages.zipUnreadable],
    // yauzl reads a backslash as the separator it stands for, and the message names it so.
    ['a zip-slip entry with backslashes', () => zipWithRawName(simple('com.back'), '..\\..\\evil.txt'), 400, integrationMessages.zipUnsafePath('../../evil.txt')],
    ['a drive-letter entry', () => zipWithRawName(simple('com.drive'), 'C:\\evil.txt'), 400, integrationMessages.zipUnsafePath('C:/evil.txt')],
    ['a drive-relative entry', () => zipWithRawName(simple('com.drive2'), 'C:evil.txt'), 400, integrationMessages.zipUnsafePath('C:evil.txt')],
    ['the same name twice', () => zipWithRawName({ ...simple('com.twice'), 'public/a.txt': 'one' }, 'public/A.txt'), 400, integrationMessages.zipDuplicate('public/A.txt')],
    ['a missing manifest', () => zipOf({ 'package.json': '{"name":"x"}', 'app.js': '' }), 400, integrationMessages.manifestMissing],
    ['a name mismatch', () => zipOf(simple('com.named', { name: 'other' })), 400, integrationMessages.nameMismatch],
    ['an appId that is a path', () => zipOf(simple('../escape', { name: '../escape' })), 400, integrationMessages.appIdInvalid],
    ['a file that is not a ZIP', () => Promise.resolve(Buffer.from('not a zip at all')), 400, integrationMessages.zipUnreadable],
  ];
  for (const [what, make, status, message] of refusals) {
    it(`refuses ${what}, storing nothing`, async () => {
      const before = storedFolders();
      const res = await upload(await make());
      expect(res).toEqual({ status, body: { error: true, message } });
      expect(storedFolders()).toEqual(before);
      expect(existsSync(join(server.dataDir, 'evil.txt'))).toBe(false);
    });
  }

  it('refuses a file without the .zip extension (415) and one over 10 MB (413)', async () => {
    expect(await upload(await zipOf(simple('com.ext')), admin, 'app.tar')).toEqual({ status: 415, body: { error: true, message: integrationMessages.selectZip } });
    expect(await upload(Buffer.alloc(11 * 1024 * 1024), admin)).toEqual({ status: 413, body: { error: true, message: integrationMessages.zipTooLarge } });
  });

  it("refuses an upload over 10 MB that declares no length (multer's own limit), with the same 413", async () => {
    const boundary = 'hearth-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\nContent-Type: application/zip\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 11 * 1024 * 1024) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        const chunk = new Uint8Array(256 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    // A stream body goes out chunked: no Content-Length for the early check to read.
    const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: true, message: integrationMessages.zipTooLarge });
  });
});

describe('catalogue, update, sync, remove', () => {
  it('lists built-in packages and the remote catalogue, fetched by the server', async () => {
    catalogue.apps = [catalogueEntry(catalogue.origin, 'com.remote', '1.0.0', 'Remote App'), { appId: '../bad' }];
    const res = await call<{ apps: { appId: string }[]; remoteUnavailable: boolean }>(server, 'GET', '/app/catalogue', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.message.remoteUnavailable).toBe(false);
    const ids = res.body.message.apps.map((a) => a.appId);
    expect(ids).toContain('com.hearth.status');
    expect(ids).toContain('com.remote');
    expect(ids).not.toContain('../bad');
  });

  it('installs a built-in package and refuses a second install (409)', async () => {
    expect((await call(server, 'GET', '/app/com.hearth.status/install', { token: admin })).body).toEqual({ error: false, message: integrationMessages.added });
    expect(appRow('com.hearth.status')?.npm_installed).toBe(1);
    expect((await call(server, 'GET', '/app/com.hearth.status/install', { token: admin })).status).toBe(409);
  });

  it('installs from the remote catalogue and updates to a newer version', async () => {
    catalogue.apps = [];
    catalogue.publish('com.remote2', '1.0.0', await zipOf(simple('com.remote2', { version: '1.0.0' })));
    expect((await call(server, 'GET', '/app/com.remote2/install', { token: admin })).status).toBe(200);
    catalogue.publish('com.remote2', '1.1.0', await zipOf(simple('com.remote2', { version: '1.1.0' })));
    expect((await call(server, 'GET', '/app/com.remote2/update', { token: admin })).body).toEqual({ error: false, message: integrationMessages.appUpdated });
    expect(appRow('com.remote2')?.version).toBe('1.1.0');
    const all = await call<{ appId: string; version: string }[]>(server, 'GET', '/app/installed/all', { token: user });
    expect(all.body.message).toContainEqual({ appId: 'com.remote2', version: '1.1.0' });
  });

  it('stops a catalogue download past 10 MB and says it is too large, declared or not', async () => {
    const big = Buffer.concat([await zipOf(simple('com.huge')), Buffer.alloc(40 * 1024 * 1024)]);
    catalogue.apps = [];
    catalogue.publish('com.huge', '1.0.0', big);
    catalogue.publish('com.huge2', '1.0.0', big);
    expect(await call(server, 'GET', '/app/com.huge/install', { token: admin })).toMatchObject({ status: 413, body: { message: integrationMessages.zipTooLarge } });
    catalogue.zips.set('com.huge2', big);
    catalogue.chunked.add('com.huge2');
    const before = catalogue.bytesSent;
    expect(await call(server, 'GET', '/app/com.huge2/install', { token: admin })).toMatchObject({ status: 413, body: { message: integrationMessages.zipTooLarge } });
    // Hearth stopped reading soon after the cap: far from the 40 MB on offer.
    expect(catalogue.bytesSent - before).toBeLessThan(25 * 1024 * 1024);
    expect(appRow('com.huge')).toBeUndefined();
    expect(appRow('com.huge2')).toBeUndefined();
  });

  it('refuses install, update, remove and sync for non-super-admins with 400 (the original client signs out on 403) without touching anything', async () => {
    await upload(await zipOf(simple('com.kept')));
    const kept = appRow('com.kept');
    expect(kept).toEqual({ npm_installed: 1, version: '1.0.0' });
    for (const path of ['/app/com.kept/delete', '/app/com.kept/update', '/app/com.kept/install', '/app/sync']) {
      expect(await call(server, 'GET', path, { token: user }), path).toMatchObject({ status: 400, body: { error: true, message: messages.forbidden } });
    }
    expect(existsSync(join(appsDir(), 'com.kept', 'app.js'))).toBe(true);
    expect(appRow('com.kept')).toEqual(kept);
  });

  it('refuses an app id that is a path (404) and an unknown app (404)', async () => {
    expect((await call(server, 'GET', '/app/..%2F..%2Fetc/delete', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', '/app/com.nothing/delete', { token: admin })).body).toEqual({ error: true, message: integrationMessages.appNotFound });
  });

  it('removes an app: folder, record, and the integration of every link using it', async () => {
    await upload(await zipOf(simple('com.gone')));
    const link = await makeLink(server, user, { integration: { package: 'com.gone', config: {} } });
    expect(link.integration?.appId).toBe('com.gone');
    expect((await call(server, 'GET', '/app/com.gone/delete', { token: admin })).body).toEqual({ error: false, message: integrationMessages.appRemoved });
    expect(existsSync(join(appsDir(), 'com.gone'))).toBe(false);
    expect(appRow('com.gone')).toBeUndefined();
    const after = await call<{ listing: { integration: unknown } }>(server, 'GET', `/listing/link/${link._id}`, { token: user });
    expect(after.body.message.listing.integration).toBeNull();
  });

  it('syncs from disk and answers when done', async () => {
    const dir = join(appsDir(), 'com.ondisk');
    for (const [name, text] of Object.entries(simple('com.ondisk'))) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    await upload(await zipOf(simple('com.vanished')));
    rmSync(join(appsDir(), 'com.vanished'), { recursive: true });
    expect((await call(server, 'GET', '/app/sync', { token: admin })).body).toEqual({ error: false, message: integrationMessages.syncedFromDisk });
    expect(appRow('com.ondisk')?.npm_installed).toBe(1);
    expect(appRow('com.vanished')).toBeUndefined();
  });

  it('pages installed apps', async () => {
    const res = await call<InstalledPage>(server, 'GET', '/app/installed?page=1?t=0.3&limit=2', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.message.appList).toHaveLength(2);
    expect(res.body.message.pages).toBe(Math.ceil(res.body.message.total / 2));
    expect((await call(server, 'GET', '/app/installed', {})).status).toBe(401);
  });
});

describe('every integrations endpoint', () => {
  it('POST /app/install: super admin only, integrationName required, then installs', async () => {
    expect((await call(server, 'POST', '/app/install', { token: user, body: { integrationName: 'x', appId: 'com.hearth.status' } })).status).toBe(400);
    expect((await call(server, 'POST', '/app/install', { token: admin, body: { appId: 'com.posted' } })).body).toEqual({ error: true, message: integrationMessages.nameRequired });
    expect((await call(server, 'POST', '/app/install', { token: admin, body: { integrationName: 'x', appId: '../x' } })).body).toEqual({ error: true, message: integrationMessages.appIdInvalid });
    expect(appRow('com.posted')).toBeUndefined();
    catalogue.publish('com.posted', '2.0.0', await zipOf(simple('com.posted', { version: '2.0.0' })));
    expect((await call(server, 'POST', '/app/install', { token: admin, body: { integrationName: 'Posted', appId: 'com.posted' } })).status).toBe(200);
    expect(appRow('com.posted')?.version).toBe('2.0.0');
  });

  it('refuses a remote ZIP whose package is another app', async () => {
    catalogue.publish('com.liar', '1.0.0', await zipOf(simple('com.other-app')));
    expect((await call(server, 'GET', '/app/com.liar/install', { token: admin })).body).toEqual({ error: true, message: integrationMessages.nameMismatch });
    expect(appRow('com.other-app')).toBeUndefined();
    expect(storedFolders()).not.toContain('com.other-app');
  });

  it('serves a logo from the package only, with a fallback, without a token', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
    await upload(await zipOf({ ...simple('com.logo'), 'public/logo.png': png }));
    const logo = await fetch(`${server.url}/api/v1/app/com.logo/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
    const fallback = await fetch(`${server.url}/api/v1/app/com.nologo.here/logo`);
    expect(fallback.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.url}/api/v1/app/..%2F..%2Fhearth.db/logo`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/app/catalogue/com.hearth.status/logo`)).headers.get('content-type')).toBe('image/png');
    // A built-in's logo is the file its manifest names (here an SVG), not the fallback.
    const builtin = await fetch(`${server.url}/api/v1/app/catalogue/com.sonarr/logo`);
    expect(builtin.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await builtin.text()).toContain('aria-label="sonarr"');
  });

  it("serves only images as logos: never a package's script or page, and an SVG that can run nothing", async () => {
    const fallback = await (await fetch(`${server.url}/api/v1/app/com.nologo.here/logo`)).arrayBuffer();
    const script = "window.parent.postMessage(document.cookie, '*')";
    await upload(await zipOf({ ...simple('com.evil.script', { manifest: { appIcon: 'evil.js' } }), 'public/evil.js': script }));
    await upload(await zipOf({ ...simple('com.evil.page'), 'public/logo.png': `<html><script src="/api/v1/app/com.evil.script/logo"></script></html>` }));
    for (const appId of ['com.evil.script', 'com.evil.page']) {
      const res = await fetch(`${server.url}/api/v1/app/${appId}/logo`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(fallback))).toBe(true);
    }
    await upload(await zipOf({ ...simple('com.svg.logo', { manifest: { appIcon: 'logo.svg' } }), 'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }));
    const svg = await fetch(`${server.url}/api/v1/app/com.svg.logo/logo`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('marks an app whose dependencies cannot be installed as -1, and links cannot use it', async () => {
    // The test server's registry answers, but has no such package: the install fails, and says why.
    expect((await upload(await zipOf(simple('com.brokendeps', { dependencies: { 'hearth-missing-dep': '^1.0.0' } })))).status).toBe(200);
    const state = await until('the dependency install to end', () => appRow('com.brokendeps')?.npm_installed || null);
    expect(state).toBe(-1);
    expect(server.logs).toContain(`Integration com.brokendeps: dependencies not installed: ${integrationMessages.dependencyNotFound('hearth-missing-dep')}`);
    const res = await call(server, 'POST', '/listing/save/link', { token: user, body: { linkName: 'L', linkIcon: { iconUrl: 'link', iconProvider: 'self' }, linkURL: 'https://example.org', integration: { package: 'com.brokendeps', config: {} } } });
    expect(res.body).toEqual({ error: true, message: integrationMessages.notInstalled });
  });

  it('lists the built-ins and says so when the remote catalogue cannot be read', async () => {
    const offline = await startTestServer({ env: { HEARTH_CATALOGUE_URL: `${closed.origin}/apps.json` } });
    try {
      const token = await loginAdmin(offline);
      const res = await call<{ apps: { appId: string }[]; remoteUnavailable: boolean }>(offline, 'GET', '/app/catalogue', { token });
      expect(res.status).toBe(200);
      expect(res.body.message.remoteUnavailable).toBe(true);
      // Installing a catalogue app then says what is wrong and what to do, rather than "not in the catalogue".
      const install = await call(offline, 'GET', '/app/com.remote.app/install', { token });
      expect(install).toMatchObject({ status: 503, body: { error: true, message: integrationMessages.catalogueOffline(`127.0.0.1:${closed.port}`) } });
      // Every package folder under resources/integrations, and nothing else (the runtime's kit is no package).
      const builtins = readdirSync(join(process.cwd(), 'resources', 'integrations')).sort();
      expect(res.body.message.apps.map((a) => a.appId).sort()).toEqual(builtins);
      expect(builtins).toEqual(expect.arrayContaining(['com.hearth.status', 'com.pihole', 'com.customapi']));
      expect(builtins.length).toBeGreaterThanOrEqual(21);
    } finally {
      await offline.stop();
    }
  });
});

