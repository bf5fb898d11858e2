// Issue 43 item 6: every built-in is offered in the link editor from the first start, with no
// install; catalogue packages still need the super admin's. Removing a built-in hides it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { linkIcon } from '../helpers/listings.js';
import { integrationMessages } from '../../shared/messages.js';
import { integrationCategories } from '../../shared/contracts/integration-categories.js';
import type { BuiltinIntegration, IntegrationApp, RunAnswer } from '../../shared/contracts/integrations.js';

const builtinIds = readdirSync(join(import.meta.dirname, '../../resources/integrations'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

let server: TestServer;
let catalogue: FakeCatalogue;
let site: Server;
let siteUrl: string;
let admin: string;
let user: string;

beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  site = createServer((_req, res) => res.end('up'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  server = await startTestServer({ env: { HEARTH_CATALOGUE_URL: catalogue.url } });
  admin = await loginAdmin(server);
  user = await createUser(server, 'plainuser');
});
afterAll(async () => {
  await server.stop();
  await catalogue.close();
  await new Promise((resolve) => site.close(resolve));
});

const offered = async (token = user) => (await call<{ integrations: IntegrationApp[] }>(server, 'GET', '/listing/link/null', { token })).body.message.integrations;
const installedRows = () => {
  const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
  try {
    return (db.prepare('SELECT app_id FROM apps ORDER BY app_id').all() as { app_id: string }[]).map((r) => r.app_id);
  } finally {
    db.close();
  }
};
const saveLink = (token: string, appId: string, config: Record<string, unknown> = {}) => call<unknown>(server, 'POST', '/listing/save/link', { token, body: { linkName: 'Site', linkIcon, linkURL: siteUrl, showInSidebar: false, showOnFeatured: true, integration: { package: appId, config } } });

describe('a fresh server', () => {
  it("offers every built-in to a plain user's link editor, each with a known category, with nothing installed", async () => {
    expect(builtinIds.length).toBeGreaterThanOrEqual(27);
    const apps = await offered();
    expect(apps.map((a) => a.appId).sort()).toEqual(builtinIds);
    for (const app of apps) expect(integrationCategories, app.appId).toContain(app.category);
    expect(apps.find((a) => a.appId === 'com.sonarr')).toMatchObject({ appName: 'Sonarr', category: 'media', npmInstalled: 1 });
    expect(installedRows()).toEqual([]);
    expect(existsSync(join(server.dataDir, 'apps', 'com.sonarr'))).toBe(false);
  });

  it('lists the built-ins with their categories to everyone, and serves a logo of one not yet used', async () => {
    const res = await call<BuiltinIntegration[]>(server, 'GET', '/app/builtins', { token: user });
    expect(res.body.message.map((b) => b.appId).sort()).toEqual(builtinIds);
    expect(res.body.message.find((b) => b.appId === 'com.pihole')).toMatchObject({ category: 'network', hidden: false });
    const logo = await fetch(`${server.url}/api/v1/app/com.sonarr/logo`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it('the catalogue sees every built-in as installed', async () => {
    const res = await call<{ appId: string; version: string }[]>(server, 'GET', '/app/installed/all', { token: admin });
    expect(res.body.message.map((a) => a.appId).sort()).toEqual(builtinIds);
  });

  it("a plain user's link uses a built-in at once: it is installed on that save, and its card runs", async () => {
    const saved = await saveLink(user, 'com.hearth.status');
    expect(saved.status).toBe(200);
    expect(installedRows()).toEqual(['com.hearth.status']);
    const link = (saved.body as unknown as { data: { _id: string; integration: { _id: string } } }).data;
    const run = await call<never>(server, 'GET', `/app/run/${link._id}/${link.integration._id}`, { token: user });
    expect(run.status).toBe(200);
    expect((run.body as unknown as RunAnswer).html).toContain('HTTP 200');
    // Offered once, now from its record.
    expect((await offered()).filter((a) => a.appId === 'com.hearth.status')).toHaveLength(1);
  });

  it('a connection test of a built-in needs no install either', async () => {
    const res = await call(server, 'POST', '/app/test', { token: user, body: { appId: 'com.html', linkURL: siteUrl, localUrl: '', config: { html: '<p>hi</p>' } } });
    expect(res.status).toBe(200);
    expect(installedRows()).toContain('com.html');
  });
});

describe('update', () => {
  it('of a built-in no link used yet installs its own package instead of answering "not found"', async () => {
    expect(installedRows()).not.toContain('com.jellyfin');
    expect((await call(server, 'GET', '/app/com.jellyfin/update', { token: admin })).body).toEqual({ error: false, message: integrationMessages.appUpdated });
    expect(installedRows()).toContain('com.jellyfin');
  });
});

describe('catalogue packages', () => {
  it('are offered only once the super admin installs them, and fall in "other" without a category', async () => {
    catalogue.publish('com.remote.thing', '1.0.0', await zipOf(packageFiles({ appId: 'com.remote.thing', appJs: answering("'x'") })));
    expect((await offered()).map((a) => a.appId)).not.toContain('com.remote.thing');
    const refused = await saveLink(user, 'com.remote.thing');
    expect(refused.status).toBe(400);
    expect(installedRows()).not.toContain('com.remote.thing');
    expect((await call(server, 'GET', '/app/com.remote.thing/install', { token: user })).status).toBe(400);
    expect((await call(server, 'GET', '/app/com.remote.thing/install', { token: admin })).status).toBe(200);
    expect((await offered()).find((a) => a.appId === 'com.remote.thing')).toMatchObject({ category: 'other' });
  });

  it('refuses a package whose category is not a known kind, naming the kinds', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zipOf(packageFiles({ appId: 'com.badkind', appJs: answering("'x'"), manifest: { category: 'games' } })))]), 'app.zip');
    const res = await fetch(`${server.url}/api/v1/app/fromzip`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: true, message: integrationMessages.categoryInvalid('games', integrationCategories) });
    expect(installedRows()).not.toContain('com.badkind');
  });
});

describe('hiding a built-in', () => {
  it('a plain user cannot', async () => {
    expect((await call(server, 'GET', '/app/com.sonarr/delete', { token: user })).status).toBe(400);
    expect((await offered()).map((a) => a.appId)).toContain('com.sonarr');
  });

  it("the super admin's Remove hides it from the link editor (used or not) until installed again", async () => {
    for (const appId of ['com.sonarr', 'com.hearth.status']) {
      expect((await call(server, 'GET', `/app/${appId}/delete`, { token: admin })).body).toEqual({ error: false, message: integrationMessages.appRemoved });
      expect((await offered()).map((a) => a.appId)).not.toContain(appId);
      expect(installedRows()).not.toContain(appId);
      expect((await saveLink(user, appId)).status).toBe(400);
    }
    const listed = (await call<BuiltinIntegration[]>(server, 'GET', '/app/builtins', { token: user })).body.message;
    expect(listed.filter((b) => b.hidden).map((b) => b.appId)).toEqual(['com.hearth.status', 'com.sonarr']);
    const all = (await call<{ appId: string }[]>(server, 'GET', '/app/installed/all', { token: admin })).body.message.map((a) => a.appId);
    expect(all).not.toContain('com.sonarr');
    expect((await call(server, 'GET', '/app/com.sonarr/install', { token: admin })).status).toBe(200);
    expect((await offered()).map((a) => a.appId)).toContain('com.sonarr');
    expect(installedRows()).toContain('com.sonarr');
  });

  it('a server started again on this data folder (as after an upgrade) offers every built-in but the hidden one', async () => {
    await server.close();
    server = await startTestServer({ dataDir: server.dataDir, env: { HEARTH_CATALOGUE_URL: catalogue.url } });
    const ids = (await offered(await loginAdmin(server))).map((a) => a.appId);
    expect(ids.filter((id) => builtinIds.includes(id)).sort()).toEqual(builtinIds.filter((id) => id !== 'com.hearth.status'));
  });
});
