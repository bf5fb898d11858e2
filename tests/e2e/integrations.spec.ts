import { expect, test } from '@playwright/test';
import { adminOnlyMessages, integrationMessages } from '../../shared/messages.js';
import { reachText } from '../../shared/contracts/integration-targets.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { fakePulls, startFakeGitHub, type FakeGitHub } from '../fixtures/fake-github.js';
import { packageFiles } from '../helpers/integrations.js';
import { zipOf } from '../helpers/zips.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { HomePage } from './pages/HomePage.js';
import { EditorPage } from './pages/EditorPage.js';
import { CataloguePage } from './pages/CataloguePage.js';
import { shot } from './shots.js';

// The catalogue CDN and the upstream service are fakes on 127.0.0.1; the server reads the catalogue.
let catalogue: FakeCatalogue;
let github: FakeGitHub;
const catalogueUrl = { value: '' };

/** A dependency-free package in the original format: open PRs of the link's repository. */
function prStatsPackage(api: string) {
  return packageFiles({
    appId: 'com.prstats',
    version: '1.0.0',
    manifest: {
      appName: 'PR Stats',
      autoRefreshAfterSeconds: 60,
      alwaysShowDetailedView: true,
      config: [
        { name: 'username', label: 'Username', type: 'text', required: true },
        { name: 'password', label: 'Access Token', type: 'password', required: true },
      ],
    },
    appJs: `const api = '${api}';
const pulls = (axios, config) => axios.get(api + '/repos/hearth/hearth/pulls?state=open', { auth: { username: config.username, password: config.password } }).then((r) => r.data);
global.initialize = async (app) => {
  try {
    const list = await pulls(app.axios, app.config);
    app.sendResponse('response.tpl', 200, [{ key: '{{n}}', value: list.length }, { key: '{{author}}', value: list[0] ? list[0].user.login : '-' }]);
  } catch (e) { app.sendError(e); }
};
global.connectionTest = async (t) => {
  try { await pulls(t.axios, t.config); t.connectionSuccess(); } catch (e) { t.connectionFailed(e); }
};`,
    templates: {
      'response.tpl': '<div class="hi-stat"><span class="hi-value">{{n}}</span><span class="hi-label">open PRs</span></div>',
      'm-response.tpl': '<div class="hi-detail"><p>{{n}} open pull requests</p><p>Newest by {{author}}</p></div>',
    },
  });
}

test.afterAll(async () => {
  await catalogue.close();
  await github.close();
});

// Registered before useHearth's own hook, so the fakes are up when the server reads its env.
test.beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  catalogueUrl.value = catalogue.url;
  github = await startFakeGitHub('octo', 'tok-123');
  catalogue.publish('com.prstats', '1.0.0', await zipOf(prStatsPackage(github.origin)), { appName: 'PR Stats', publisher: 'Octo Labs' });
});
// The server gets the fake catalogue's URL (read when useHearth starts it, after the hook above).
const hearth = useHearth({ admin, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

test('install from the catalogue, configure a link, test it, see its data, remove the app', async ({ page }) => {
  // The whole flow (install, editor, card, detail, refresh, remove) is long on a busy machine.
  test.setTimeout(90_000);
  const { url } = hearth();
  // Time runs as usual; the detailed view's 15 s close is reached with fastForward, not a wait.
  await page.clock.install();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  const catalogue = new CataloguePage(page, url);
  await catalogue.goto();
  await catalogue.showAll();
  await expect(page.getByText('Site Status')).toBeVisible();
  // Before installing: who publishes it and what it asks to reach, from the package Hearth checked.
  // It declares no targets (written before they existed), so it may call any address the reach rule allows.
  await expect(catalogue.card('PR Stats')).toContainText('By Octo Labs');
  await page.getByRole('button', { name: 'Install: PR Stats' }).click();
  const review = catalogue.review('PR Stats');
  await expect(review).toContainText('PublisherOcto Labs');
  await expect(review).toContainText(`Reaches${reachText([{ kind: 'any' }])}`);
  await expect(review).toContainText('SHA-256');
  await shot(page, 'apps-install-review');
  await review.getByRole('button', { name: 'Install PR Stats' }).click();
  await expect(page.getByText(integrationMessages.added)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Installed: PR Stats' })).toBeDisabled();
  await shot(page, 'apps-install');

  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('Hearth repo');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill('https://github.com/hearth/hearth');
  await page.getByRole('combobox', { name: 'Show live data from' }).selectOption('com.prstats');
  await page.getByRole('textbox', { name: 'Username *' }).fill('octo');
  await editor.saveButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Access Token is required' })).toBeVisible();
  await expect(page.getByLabel('Access Token *')).toBeFocused();
  await page.getByLabel('Access Token *').fill('wrong');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(`${integrationMessages.connectionFailed} The service answered HTTP 401.`)).toBeVisible();
  await page.getByLabel('Access Token *').fill('tok-123');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(integrationMessages.connectionSuccess)).toBeVisible();
  await shot(page, 'editor');
  await editor.saveButton.click();
  await expect(page).not.toHaveURL(/save\/link/);

  const home = new HomePage(page, url);
  await home.goto();
  const card = home.cards.filter({ hasText: 'Hearth repo' });
  await expect(card).toContainText(new RegExp(`${fakePulls.length}\\s*open PRs`));
  await page.getByRole('button', { name: 'Details of Hearth repo' }).click();
  const detail = page.getByRole('group', { name: 'Details of Hearth repo' });
  await expect(detail).toContainText('Newest by octo<cat>');
  await shot(page, 'home-detail');
  await page.getByRole('button', { name: 'Close details' }).click();
  await expect(card).toContainText(new RegExp(`${fakePulls.length}\\s*open PRs`));
  await shot(page, 'home-cards');
  await page.getByRole('button', { name: 'Details of Hearth repo' }).click();
  await expect(detail).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(detail).toHaveCount(0);
  await expect(card).toContainText(new RegExp(`${fakePulls.length}\\s*open PRs`));
  // Auto refresh: the app's 60 s period asks for the card again.
  const refreshed = page.waitForRequest((request) => request.url().includes('/api/v1/app/run/'));
  await page.clock.fastForward(60_000);
  await refreshed;

  await page.goto(`${url}/manage/apps`);
  await expect(page.getByText('PR Stats')).toBeVisible();
  await expect(page.locator('li.app-row').filter({ hasText: 'PR Stats' })).toContainText(`Reaches ${reachText([{ kind: 'any' }])}`);
  await shot(page, 'apps');
  await page.getByRole('button', { name: 'Remove PR Stats' }).click();
  await page.getByRole('button', { name: 'Remove PR Stats' }).click();
  await expect(page.getByText(integrationMessages.removed)).toBeVisible();
  await expect(page.getByText('PR Stats')).toHaveCount(0);

  await home.goto();
  await expect(home.card('Hearth repo')).toBeVisible();
  await expect(home.cards.filter({ hasText: 'Hearth repo' })).not.toContainText('open PRs');
  await expect(page.getByRole('button', { name: 'Details of Hearth repo' })).toHaveCount(0);
});

test('someone who is not a super admin sees the note and no catalogue', async ({ page }) => {
  const { url, dataDir } = hearth();
  const { addUser } = await import('./integrationUsers.js');
  await addUser(dataDir, 'viewer', 'viewer-password');
  await new LoginPage(page, url).signInAndWait('viewer', 'viewer-password');
  await page.goto(`${url}/manage/apps`);
  await expect(page.getByText(integrationMessages.onlyAdminNote)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse Integrations' })).toHaveCount(0);
  await page.goto(`${url}/manage/apps/install`);
  await expect(page.getByRole('heading', { name: 'Browse Integrations' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Zip' })).toHaveCount(0);
  // Not a blank page: it says why, and where the installed ones are.
  await expect(page.getByText(adminOnlyMessages.browseIntegrations)).toBeVisible();
  await shot(page, 'browse-integrations-not-admin');
  await page.getByRole('link', { name: 'Installed integrations' }).click();
  await expect(page).toHaveURL(/\/manage\/apps$/);
});
