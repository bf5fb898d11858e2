import { expect, test } from '@playwright/test';
import { integrationMessages } from '../../shared/messages.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { reserveClosedPort, type ClosedPort } from '../helpers/closed-port.js';
import { startFakeRegistry, type FakePackageVersion, type FakeRegistry } from '../fixtures/npm-registry.js';
import { answering, packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { CataloguePage } from './pages/CataloguePage.js';

// Issue 38 item 5: with the npm registry out of reach, installing an integration that needs it
// says so in words a person can act on, with a Retry that works once the registry is back. The
// catalogue and the registry are fakes on 127.0.0.1; the registry starts closed, on a port kept
// for it, so the server's HEARTH_NPM_REGISTRY names it from the start.
let catalogue: FakeCatalogue;
let registry: FakeRegistry | null = null;
let registryPort = 0;
let closedRegistry: ClosedPort | null = null;
const env = { catalogue: '', registry: '' };
const packages: Record<string, FakePackageVersion[]> = { 'hearth-dep': [{ version: '1.0.0', files: { 'index.js': "module.exports = 'dep';" } }] };

test.beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  // Published with its SHA-256, as a catalogue entry must be for Hearth to install it.
  catalogue.publish('com.needsdeps', '1.0.0', await zipOf(packageFiles({ appId: 'com.needsdeps', appJs: answering("require('hearth-dep')"), manifest: { appName: 'Needs Deps' }, dependencies: { 'hearth-dep': '^1.0.0' } })), { appName: 'Needs Deps' });
  // Held closed (bound, not listening) until the registry comes back on it: no one else gets it meanwhile.
  closedRegistry = await reserveClosedPort();
  registryPort = closedRegistry.port;
  env.catalogue = catalogue.url;
  env.registry = `http://127.0.0.1:${registryPort}`;
});

test.afterAll(async () => {
  await catalogue.close();
  closedRegistry?.release();
  await registry?.close();
});

const hearth = useHearth({
  admin,
  env: {
    get HEARTH_CATALOGUE_URL() {
      return env.catalogue;
    },
    get HEARTH_NPM_REGISTRY() {
      return env.registry;
    },
  },
});

test('an unreachable npm registry: the install says so, and Retry installs once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const cataloguePage = new CataloguePage(page, url);
  await cataloguePage.goto();
  await cataloguePage.showAll();

  await page.getByRole('button', { name: 'Install: Needs Deps' }).click();
  // The review first (publisher, reach, hash), then the install itself.
  await cataloguePage.review('Needs Deps').getByRole('button', { name: 'Install Needs Deps' }).click();
  const notice = page.getByRole('alert').filter({ hasText: integrationMessages.registryOffline(`127.0.0.1:${registryPort}`) });
  await expect(notice).toBeVisible();
  // Nothing was installed: the card still offers Install.
  await expect(page.getByRole('button', { name: 'Install: Needs Deps' })).toBeEnabled();

  closedRegistry?.release();
  registry = await startFakeRegistry(packages, { port: registryPort });
  await notice.getByRole('button', { name: integrationMessages.retry }).click();
  await expect(page.getByText(integrationMessages.added)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Installed: Needs Deps' })).toBeVisible();

  // The dependency itself came from the registry once it was back.
  const row = page.locator('li.app-row').filter({ hasText: 'Needs Deps' });
  // The list is read once per visit: look again until the install has finished. Each look waits
  // for the page itself, so a slow load is not taken for a state.
  await page.goto(`${url}/manage/apps`);
  await expect(async () => {
    await page.reload();
    await expect(row.locator('.app-state')).toBeVisible({ timeout: 10_000 });
    await expect(row.locator('.app-state')).toHaveText('Installed', { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
});
