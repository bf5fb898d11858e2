// The server can load better-sqlite3's addon from another path (HEARTH_SQLITE_BINDING /
// sqliteBinding): `npm start` points Electron at a build for Electron's ABI. Here the path is the
// package's own Node build, which loads; a path that doesn't must degrade, not crash.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { resolveConfig } from '../../server/config.js';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { messages } from '../../shared/messages.js';

const nodeBuild = resolve('node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const bogus = join(tmpdir(), 'hearth-no-such-dir', 'better_sqlite3.node');

async function withServer(options: Parameters<typeof startTestServer>[0], check: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(options);
  try {
    await check(server);
  } finally {
    await server.stop();
  }
}

describe('resolveConfig sqliteBinding', () => {
  it('comes from the options, else HEARTH_SQLITE_BINDING, else is undefined', () => {
    expect(resolveConfig({ env: {} }).sqliteBinding).toBeUndefined();
    expect(resolveConfig({ env: { HEARTH_SQLITE_BINDING: '' } }).sqliteBinding).toBeUndefined();
    expect(resolveConfig({ env: { HEARTH_SQLITE_BINDING: '/env.node' } }).sqliteBinding).toBe('/env.node');
    expect(resolveConfig({ sqliteBinding: '/option.node', env: { HEARTH_SQLITE_BINDING: '/env.node' } }).sqliteBinding).toBe('/option.node');
  });
});

describe('a custom better-sqlite3 addon', () => {
  it('is loaded from the given path and the API works', async () => {
    expect(existsSync(nodeBuild)).toBe(true);
    await withServer({ sqliteBinding: nodeBuild }, async (server) => {
      expect(server.databaseConnected).toBe(true);
      const home = await call(server, 'GET', '/home');
      expect(home.status).toBe(200);
      expect(home.headers.get('x-database-status')).toBe('CONNECTED');
      const token = await loginAdmin(server);
      const dashboard = await call(server, 'GET', '/dashboard', { token });
      expect(dashboard.status).toBe(200);
    });
  });

  it('is also read from HEARTH_SQLITE_BINDING', async () => {
    await withServer({ env: { HEARTH_SQLITE_BINDING: nodeBuild } }, async (server) => {
      expect(server.databaseConnected).toBe(true);
      expect((await call(server, 'GET', '/home')).status).toBe(200);
    });
  });

  it('that does not exist leaves the database NOT_CONNECTED, but the server starts', async () => {
    for (const options of [{ sqliteBinding: bogus }, { env: { HEARTH_SQLITE_BINDING: bogus } }]) {
      await withServer(options, async (server) => {
        expect(server.databaseConnected).toBe(false);
        expect(server.logs.some((line) => line.startsWith('Hearth cannot open its database'))).toBe(true);
        const res = await call(server, 'GET', '/home');
        expect(res.status).toBe(500);
        expect(res.headers.get('x-database-status')).toBe('NOT_CONNECTED');
        expect(res.body).toEqual({ error: true, message: messages.databaseNotConnected });
      });
    }
  });
});
