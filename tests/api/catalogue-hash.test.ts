// The catalogue is what it says: each remote entry carries the SHA-256 of its ZIP, and Hearth
// installs or updates only a download with that hash; an entry without one is refused before
// anything is downloaded. Built-ins ship inside Hearth and need none. Before an install, the review
// names the publisher and what the package asks to reach, read from the checked package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { catalogueEntry, sha256Hex, startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import type { CatalogueAnswer, CatalogueReview } from '../../shared/contracts/integrations.js';
import { integrationMessages } from '../../shared/messages.js';

let server: TestServer;
let catalogue: FakeCatalogue;
let admin: string;
let user: string;

beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  // Listed before the server first reads the catalogue (it keeps what it read for an hour).
  catalogue.publish('com.listed', '1.0.0', await pkg('com.listed', '1.0.0'), { publisher: 'Acme Labs' });
  server = await startTestServer({ env: { HEARTH_CATALOGUE_URL: catalogue.url } });
  admin = await loginAdmin(server);
  user = await createUser(server, 'plainuser');
});
afterAll(async () => {
  await server.stop();
  await catalogue.close();
});

const pkg = (appId: string, version: string, extra: { author?: string; apiField?: boolean } = {}) =>
  zipOf({
    ...packageFiles({
      appId,
      version,
      appJs: `global.initialize = async (app) => app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: '${version}' }]);`,
      manifest: { appName: appId, config: extra.apiField ? [{ name: 'statsurl', label: 'Stats URL', type: 'url', required: false, target: true }] : [] },
    }),
    ...(extra.author ? { 'package.json': JSON.stringify({ name: appId, version, author: extra.author }) } : {}),
  });

const installed = (appId: string) => existsSync(join(server.dataDir, 'apps', appId, 'app.js'));
const installedVersion = async (appId: string) => (await call<{ appId: string; version: string }[]>(server, 'GET', '/app/installed/all', { token: admin })).body.message.find((a) => a.appId === appId)?.version;

describe('installing from the catalogue', () => {
  it('installs a download whose SHA-256 is the one its entry gives', async () => {
    catalogue.publish('com.hashed', '1.0.0', await pkg('com.hashed', '1.0.0'));
    expect((await call(server, 'GET', '/app/com.hashed/install', { token: admin })).body).toEqual({ error: false, message: integrationMessages.added });
    expect(installed('com.hashed')).toBe(true);
  });

  it('refuses a download whose SHA-256 differs, and installs nothing', async () => {
    catalogue.publish('com.tampered', '1.0.0', await pkg('com.tampered', '1.0.0'), { sha256: sha256Hex(Buffer.from('another file')) });
    const before = catalogue.requests.length;
    const answer = await call(server, 'GET', '/app/com.tampered/install', { token: admin });
    expect(answer).toMatchObject({ status: 502, body: { error: true, message: integrationMessages.hashMismatch('com.tampered') } });
    // It was downloaded (and checked), then dropped.
    expect(catalogue.requests.slice(before)).toContain('/gh/apps/com.tampered.zip');
    expect(installed('com.tampered')).toBe(false);
    expect(await installedVersion('com.tampered')).toBeUndefined();
  });

  it('refuses an entry without a SHA-256 before downloading anything', async () => {
    catalogue.zips.set('com.unhashed', await pkg('com.unhashed', '1.0.0'));
    catalogue.apps = [...catalogue.apps, catalogueEntry(catalogue.origin, 'com.unhashed', '1.0.0', 'Unhashed')];
    const before = catalogue.requests.length;
    expect(await call(server, 'GET', '/app/com.unhashed/install', { token: admin })).toMatchObject({ status: 502, body: { message: integrationMessages.catalogueNoHash('Unhashed') } });
    expect(catalogue.requests.slice(before)).not.toContain('/gh/apps/com.unhashed.zip');
    expect(installed('com.unhashed')).toBe(false);
  });

  it('installs a built-in from Hearth itself, with no hash to check', async () => {
    expect((await call(server, 'GET', '/app/com.hearth.status/install', { token: admin })).status).toBe(200);
  });

  it('lists each entry with its hash and publisher, and built-ins as built in', async () => {
    const list = await call<CatalogueAnswer>(server, 'GET', '/app/catalogue', { token: user });
    const listed = list.body.message.apps.find((a) => a.appId === 'com.listed');
    expect(listed).toMatchObject({ publisher: 'Acme Labs', builtin: false, sha256: sha256Hex(catalogue.zips.get('com.listed')!) });
    expect(list.body.message.apps.find((a) => a.appId === 'com.truenas.scale')).toMatchObject({ builtin: true, sha256: null, publisher: integrationMessages.builtinPublisher });
  });
});

describe('updating from the catalogue', () => {
  it('refuses an update whose download is not the one the catalogue lists, keeping the installed version', async () => {
    // v1 is listed and installed; then a v2 ZIP is served while the entry still lists v1's hash.
    catalogue.publish('com.updated', '1.0.0', await pkg('com.updated', '1.0.0'));
    expect((await call(server, 'GET', '/app/com.updated/install', { token: admin })).status).toBe(200);
    catalogue.zips.set('com.updated', await pkg('com.updated', '2.0.0'));
    expect(await call(server, 'GET', '/app/com.updated/update', { token: admin })).toMatchObject({ status: 502, body: { message: integrationMessages.hashMismatch('com.updated') } });
    expect(await installedVersion('com.updated')).toBe('1.0.0');
    expect(readFileSync(join(server.dataDir, 'apps', 'com.updated', 'app.js'), 'utf8')).toContain("'1.0.0'");
  });

  it('refuses an update whose entry lost its hash, and takes one that matches', async () => {
    catalogue.apps = catalogue.apps.map((a) => (a.appId === 'com.updated' ? { ...a, sha256: undefined, version: '2.0.0' } : a));
    expect(await call(server, 'GET', '/app/com.updated/update', { token: admin })).toMatchObject({ status: 502, body: { message: integrationMessages.catalogueNoHash('com.updated') } });
    catalogue.publish('com.updated', '2.0.0', await pkg('com.updated', '2.0.0'));
    expect((await call(server, 'GET', '/app/com.updated/update', { token: admin })).status).toBe(200);
    expect(await installedVersion('com.updated')).toBe('2.0.0');
  });
});

describe('the review before an install', () => {
  it("names the catalogue's publisher and what the package asks to reach, from the checked package", async () => {
    catalogue.publish('com.reviewed', '1.0.0', await pkg('com.reviewed', '1.0.0', { apiField: true, author: 'Jane Doe <jane@example.org>' }), { publisher: 'Acme Labs' });
    const review = await call<CatalogueReview>(server, 'GET', '/app/catalogue/com.reviewed/review', { token: admin });
    expect(review.body.message).toEqual({ appId: 'com.reviewed', appName: 'com.reviewed', version: '1.0.0', builtin: false, publisher: 'Acme Labs', sha256: sha256Hex(catalogue.zips.get('com.reviewed')!), reaches: [{ kind: 'link' }, { kind: 'field', name: 'statsurl', label: 'Stats URL', whenEmpty: null }] });
    expect(installed('com.reviewed')).toBe(false);
  });

  it("falls back to the package's own author, and refuses a download that does not match", async () => {
    catalogue.publish('com.authored', '1.0.0', await pkg('com.authored', '1.0.0', { author: 'Jane Doe <jane@example.org> (https://example.org)' }));
    expect((await call<CatalogueReview>(server, 'GET', '/app/catalogue/com.authored/review', { token: admin })).body.message.publisher).toBe('Jane Doe');
    catalogue.zips.set('com.authored', await pkg('com.authored', '1.0.1'));
    expect(await call(server, 'GET', '/app/catalogue/com.authored/review', { token: admin })).toMatchObject({ status: 502, body: { message: integrationMessages.hashMismatch('com.authored') } });
  });

  it('shows a built-in as Hearth\'s, with its declared target fields', async () => {
    const review = await call<CatalogueReview>(server, 'GET', '/app/catalogue/com.github/review', { token: admin });
    expect(review.body.message).toMatchObject({ builtin: true, publisher: integrationMessages.builtinPublisher, sha256: null, reaches: [{ kind: 'link' }, { kind: 'field', name: 'apiurl', whenEmpty: 'https://api.github.com/' }] });
  });

  it('is for super admins only', async () => {
    expect((await call(server, 'GET', '/app/catalogue/com.github/review', { token: user })).status).toBe(403);
    expect((await call(server, 'GET', '/app/catalogue/com.github/review', {})).status).toBe(401);
  });
});
