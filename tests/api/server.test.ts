import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCredentials, call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { startServer } from '../../server/index.js';
import { messages } from '../../shared/messages.js';

describe('a healthy server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers the home check', async () => {
    const res = await call(server, 'GET', '/home');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'API running fine.' });
    expect(res.headers.get('x-database-status')).toBe('CONNECTED');
  });

  it('marks API answers no-store, nosniff and same-origin, and keeps the page policy on them (only static assets go without it)', async () => {
    const res = await call(server, 'GET', '/home');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives an API answer opened as a page (a tab, a frame) the page policy', async () => {
    const res = await fetch(`${server.url}/api/v1/home`, { headers: { 'sec-fetch-dest': 'document' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers JSON 401 for unknown API paths without a token and JSON 404 with one', async () => {
    expect((await call(server, 'GET', '/no-such-call')).status).toBe(401);
    const token = await loginAdmin(server);
    const res = await call(server, 'GET', '/no-such-call?t=0.3', { token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(true);
  });

  it('returns userData with the fields of spec-core §3 and no secret', async () => {
    const token = await loginAdmin(server);
    const res = await call<Record<string, unknown> & { userData: Record<string, unknown> }>(server, 'GET', '/dashboard?t=0.5', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.message).sort()).toEqual(['authenticators', 'homepageItems', 'iconPacks', 'isHostMode', 'sidebarItems', 'userData']);
    expect(res.body.message.isHostMode).toBe(true);
    const user = res.body.message.userData;
    for (const key of ['fullName', 'username', 'userAvatar', 'colorTheme', 'isSuperAdmin', 'camerafeed', 'networkdevices', 'authenticator', 'todolist', 'snippetmanager', 'siteName', 'siteLogo', 'hideBranding']) {
      expect(user).toHaveProperty(key);
    }
    expect(user.siteName).toBe('Hearth');
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('serves the SPA for unknown paths from the built renderer', async () => {
    const renderer = mkdtempSync(join(tmpdir(), 'hearth-renderer-'));
    writeFileSync(join(renderer, 'index.html'), '<!doctype html><div id="root">hearth-spa-shell</div>');
    const withRenderer = await startTestServer({ staticDir: renderer });
    try {
      const res = await fetch(`${withRenderer.url}/some/unknown/page`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('hearth-spa-shell');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    } finally {
      await withRenderer.stop();
      rmSync(renderer, { recursive: true, force: true });
    }
  });

  it('answers 503 saying the renderer is not built when it is missing', async () => {
    const bare = await startTestServer({ staticDir: join(tmpdir(), 'hearth-no-renderer-here') });
    try {
      // Opened as a page, as a browser does (it says so in Sec-Fetch-Dest).
      const res = await fetch(`${bare.url}/some/unknown/page`, { headers: { 'sec-fetch-dest': 'document' } });
      expect(res.status).toBe(503);
      // The whole policy (no renderer, so no inline-script hashes): the error page is held to it too.
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: http: https:;media-src 'self' blob:;connect-src 'self' ws: wss:;font-src 'self' data:;worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'",
      );
    } finally {
      await bare.stop();
    }
  });
});

describe('host mode', () => {
  it('is off with HEARTH_HOST_MODE=false', async () => {
    const server = await startTestServer({ env: { HEARTH_HOST_MODE: 'false' } });
    try {
      const token = await loginAdmin(server);
      const res = await call<{ isHostMode: boolean }>(server, 'GET', '/dashboard', { token });
      expect(res.body.message.isHostMode).toBe(false);
    } finally {
      await server.stop();
    }
  });
});

describe('a database that cannot be opened', () => {
  async function expectNotConnected(dataDir: string) {
    const server = await startTestServer({ dataDir });
    try {
      expect(server.databaseConnected).toBe(false);
      for (const path of ['/home', '/dashboard', '/login']) {
        const res = await call(server, path === '/login' ? 'POST' : 'GET', path, { body: path === '/login' ? {} : undefined });
        expect(res.status).toBe(500);
        expect(res.headers.get('x-database-status')).toBe('NOT_CONNECTED');
        expect(res.body).toEqual({ error: true, message: messages.databaseNotConnected });
      }
    } finally {
      await server.close();
    }
  }

  it('still starts when the file is corrupt and says NOT_CONNECTED on every call', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-corrupt-'));
    try {
      writeFileSync(join(dir, 'hearth.db'), 'this is not a database, just text that is long enough to be read as a header');
      await expectNotConnected(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still starts when the data folder is a file', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'hearth-blocked-'));
    try {
      const blocked = join(parent, 'data');
      writeFileSync(blocked, 'a file where the folder should be');
      await expectNotConnected(blocked);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('keeps the old file and its data when it is fine (migrations are not re-run)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-reopen-'));
    mkdirSync(dir, { recursive: true });
    const first = await startTestServer({ dataDir: dir });
    await first.close();
    const second = await startTestServer({ dataDir: dir, withAdmin: false });
    try {
      expect(second.setupUrl).toBeNull();
      expect((await loginAdmin(second)).length).toBeGreaterThan(10);
    } finally {
      await second.stop();
    }
  });
});

/** Files this process holds open, from /proc (Linux); null where there is no /proc. */
function openFiles(): string[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/self/fd/${fd}`)];
    } catch {
      return [];
    }
  });
}

describe('a port that is already taken', () => {
  it('rejects the start with EADDRINUSE and leaves the database it opened closed', async () => {
    const blocker = createTcpServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const { port } = blocker.address() as AddressInfo;
    const dir = mkdtempSync(join(tmpdir(), 'hearth-clash-'));
    try {
      const start = startServer({ dataDir: dir, host: '127.0.0.1', port, env: { HEARTH_UPDATE_CHECK: 'off' }, log: () => undefined, admin: adminCredentials });
      await expect(start).rejects.toMatchObject({ code: 'EADDRINUSE' });
      const file = join(dir, 'hearth.db');
      // It was opened and migrated before listen() failed.
      expect(existsSync(file)).toBe(true);
      // The last connection closing checkpoints the WAL and removes it; an open one keeps it.
      expect(existsSync(`${file}-wal`)).toBe(false);
      const open = openFiles();
      if (open) expect(open.filter((path) => path.startsWith(file))).toEqual([]);
    } finally {
      await new Promise((done) => blocker.close(done));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
