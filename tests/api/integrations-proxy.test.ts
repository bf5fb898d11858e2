// Issue 38 item 5: the installer reaches the catalogue and the npm registry through the proxy the
// environment names (HTTP_PROXY here: the fakes speak http; the CONNECT tunnel for https is in
// tests/unit/installer-downloads.test.ts), and NO_PROXY sends a host direct.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { until } from '../helpers/until.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { startFakeRegistry, type FakeRegistry } from '../fixtures/npm-registry.js';
import { startFakeProxy, type FakeProxy } from '../fixtures/http-proxy.js';
import type { InstalledPage } from '../../shared/contracts/integrations.js';

let proxy: FakeProxy;
let registry: FakeRegistry;
let catalogue: FakeCatalogue;

beforeAll(async () => {
  proxy = await startFakeProxy();
  registry = await startFakeRegistry({ 'hearth-fine': [{ version: '1.0.0', files: { 'index.js': "module.exports = 'fine';" } }] });
  catalogue = await startFakeCatalogue();
  catalogue.publish('com.proxied', '1.0.0', await zipOf(packageFiles({ appId: 'com.proxied', appJs: answering("'ok'"), dependencies: { 'hearth-fine': '^1.0.0' } })));
});

afterAll(async () => {
  await proxy.close();
  await registry.close();
  await catalogue.close();
});

async function installCatalogueApp(server: TestServer): Promise<number> {
  const token = await loginAdmin(server);
  expect((await call(server, 'GET', '/app/com.proxied/install', { token })).status).toBe(200);
  return until('the dependencies', async () => (await call<InstalledPage>(server, 'GET', '/app/installed', { token })).body.message.appList.find((a) => a.appId === 'com.proxied')?.npmInstalled || null);
}

describe('installer downloads and the environment proxy', () => {
  it('fetches the catalogue, its ZIP, the packument and the tarball through HTTP_PROXY', async () => {
    const server = await startTestServer({ env: { HEARTH_CATALOGUE_URL: catalogue.url, HEARTH_NPM_REGISTRY: registry.url, http_proxy: proxy.url } });
    try {
      const before = registry.requests.length;
      expect(await installCatalogueApp(server)).toBe(1);
      expect(proxy.seen).toEqual(
        expect.arrayContaining([`GET ${catalogue.url}`, `GET ${catalogue.origin}/gh/apps/com.proxied.zip`, `GET ${registry.url}/hearth-fine`, `GET ${registry.url}/hearth-fine/-/hearth-fine-1.0.0.tgz`]),
      );
      // Every request the registry saw came through the proxy.
      expect(registry.requests.length - before).toBe(proxy.seen.filter((line) => line.startsWith(`GET ${registry.url}/`)).length);
    } finally {
      await server.stop();
    }
  });

  it('goes direct to hosts in NO_PROXY', async () => {
    const server = await startTestServer({ env: { HEARTH_CATALOGUE_URL: catalogue.url, HEARTH_NPM_REGISTRY: registry.url, HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' } });
    try {
      const seen = proxy.seen.length;
      expect(await installCatalogueApp(server)).toBe(1);
      expect(proxy.seen.length).toBe(seen);
    } finally {
      await server.stop();
    }
  });
});
