import { expect, test, type Page } from '@playwright/test';
import { integrationMessages } from '../../shared/messages.js';
import { reachText } from '../../shared/contracts/integration-targets.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { EditorPage } from './pages/EditorPage.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { CataloguePage } from './pages/CataloguePage.js';
import { shot } from './shots.js';

// Hearth's own packages under resources/integrations, against fake services on 127.0.0.1. The
// remote catalogue is an empty fake so nothing leaves the machine.
let services: HomelabServices;
let catalogue: FakeCatalogue;
const catalogueUrl = { value: '' };

test.beforeAll(async () => {
  services = await startHomelabServices();
  catalogue = await startFakeCatalogue();
  catalogueUrl.value = catalogue.url;
});
test.afterAll(async () => {
  await services.close();
  await catalogue.close();
});
const hearth = useHearth({ admin, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

/** The value shown above a label in a card's stat grid. */
function stat(page: Page, cardName: string, label: string) {
  const card = new HomePage(page, hearth().url).cards.filter({ hasText: cardName });
  return card.locator('.hk-stat').filter({ has: page.locator('.hk-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.hk-value');
}

async function newLink(page: Page, name: string, url: string, appId: string): Promise<EditorPage> {
  const editor = new EditorPage(page, hearth().url);
  await editor.goto('link');
  await editor.name.fill(name);
  await editor.haveRemote.check();
  await editor.remoteUrl.fill(url);
  await page.getByRole('combobox', { name: 'Show live data from' }).selectOption(appId);
  return editor;
}

async function testAndSave(page: Page, editor: EditorPage) {
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(integrationMessages.connectionSuccess).first()).toBeVisible();
  await editor.saveButton.click();
  await expect(page).not.toHaveURL(/save\/link/);
}

test('the catalogue lists the built-ins; Sonarr (API key), AdGuard Home (basic auth) and a Custom API show their numbers on home', async ({ page }) => {
  test.setTimeout(120_000);
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  const catalogue = new CataloguePage(page, url);
  await catalogue.goto();
  await catalogue.showAll();
  for (const name of ['Pi-hole', 'Jellyfin', 'Home Assistant', 'Proxmox VE', 'Sonarr', 'AdGuard Home', 'Custom API']) {
    const logo = catalogue.card(name).locator('img');
    await logo.scrollIntoViewIfNeeded();
    // Each logo is the package's own picture, loaded (not a broken image).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await shot(page, 'builtin-catalogue');
  // Built-ins are there out of the box: the catalogue shows them Installed, nothing to install.
  for (const name of ['Sonarr', 'AdGuard Home', 'Custom API']) await expect(page.getByRole('button', { name: `Installed: ${name}` })).toBeDisabled();
  // One the super admin hid is installed again from here; a built-in is Hearth's own, and its
  // review names the address field it calls.
  await apiCall(url, await signInToken(url, admin.username, admin.password), 'GET', '/app/com.customapi/delete');
  await catalogue.goto();
  await catalogue.showAll();
  await page.getByRole('button', { name: 'Install: Custom API' }).click();
  const review = catalogue.review('Custom API');
  await expect(review).toContainText(`Publisher${integrationMessages.builtinPublisher}`);
  await expect(review).toContainText(reachText([{ kind: 'link' }, { kind: 'field', name: 'url', label: 'API URL', whenEmpty: null }]));
  await review.getByRole('button', { name: 'Install Custom API' }).click();
  await expect(page.getByRole('button', { name: 'Installed: Custom API' })).toBeDisabled();

  // An API key: a wrong one is refused with the service's reason, the right one passes.
  let editor = await newLink(page, 'Sonarr', services.url('sonarr'), 'com.sonarr');
  await page.getByLabel('API Key *').fill('wrong-key');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.locator('p.field-error')).toHaveText(new RegExp(`^${integrationMessages.connectionFailed.replace('.', '\\.')} 401: the service refused`));
  await page.getByLabel('API Key *').fill(credentials.sonarr.apiKey);
  await testAndSave(page, editor);

  // Basic auth.
  editor = await newLink(page, 'AdGuard', services.url('adguard'), 'com.adguardhome');
  await page.getByRole('textbox', { name: 'Username *' }).fill(credentials.adguard.username);
  await page.getByLabel('Password *').fill(credentials.adguard.password);
  await testAndSave(page, editor);

  // The Custom API: a URL, a secret header, two fields by JSON path with formats.
  editor = await newLink(page, 'Backups', 'http://127.0.0.1:9/', 'com.customapi');
  await page.getByRole('textbox', { name: 'API URL *' }).fill(`${services.url('custom')}/status`);
  await page.getByRole('combobox', { name: 'Method *' }).selectOption('GET');
  await page.getByRole('button', { name: 'Add header' }).click();
  await page.getByRole('textbox', { name: 'Header 1 name' }).fill(credentials.custom.header);
  await page.getByLabel('Header 1 value').fill(credentials.custom.value);
  await page.getByRole('textbox', { name: 'Field 1 label *' }).fill('Uptime');
  await page.getByRole('textbox', { name: 'Field 1 JSON path *' }).fill('service.uptime');
  await page.getByRole('combobox', { name: 'Field 1 format' }).selectOption('duration');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('textbox', { name: 'Field 2 label' }).fill('Disks');
  await page.getByRole('textbox', { name: 'Field 2 JSON path' }).fill('disks[*].size');
  await page.getByRole('combobox', { name: 'Field 2 format' }).selectOption('bytes');
  await testAndSave(page, editor);

  const home = new HomePage(page, url);
  await home.goto();
  await expect(stat(page, 'Sonarr', 'Series')).toHaveText('5');
  await expect(stat(page, 'Sonarr', 'Missing')).toHaveText('17');
  await expect(stat(page, 'Sonarr', 'Queued')).toHaveText('2');
  await expect(stat(page, 'AdGuard', 'Queries')).toHaveText('120K');
  await expect(stat(page, 'AdGuard', 'Blocked')).toHaveText('15K');
  await expect(stat(page, 'AdGuard', 'Blocked %')).toHaveText('12.5%');
  await expect(stat(page, 'Backups', 'Uptime')).toHaveText('1d 2h');
  await expect(stat(page, 'Backups', 'Disks')).toHaveText('1 TiB, 2 TiB');
});

/** Adds a link using each built-in (no install: they are there out of the box), through the API, for the screenshot of many cards. */
async function seedCards(url: string) {
  const token = await signInToken(url, admin.username, admin.password);
  const cards: [string, string, string, Record<string, unknown>][] = [
    ['Pi-hole', 'com.pihole', `${services.url('pihole')}/admin/`, { ...credentials.pihole, version: '6' }],
    ['Jellyfin', 'com.jellyfin', services.url('jellyfin'), credentials.jellyfin],
    ['Home Assistant', 'com.homeassistant', services.url('homeassistant'), credentials.homeassistant],
    ['Proxmox', 'com.proxmox', services.url('proxmox'), { tokenId: credentials.proxmox.tokenId, tokenSecret: credentials.proxmox.tokenSecret }],
    ['Portainer', 'com.portainer', services.url('portainer'), { accessToken: credentials.portainer.accessToken }],
    ['qBittorrent', 'com.qbittorrent', services.url('qbit'), credentials.qbittorrent],
    ['Immich', 'com.immich', services.url('immich'), credentials.immich],
    ['Speedtest', 'com.speedtest.tracker', services.url('speedtest'), credentials.speedtest],
    ['Uptime Kuma', 'com.uptimekuma', services.url('kuma'), { slug: 'home' }],
  ];
  for (const [name, appId, link, config] of cards) {
    await apiCall(url, token, 'POST', '/listing/save/link', {
      linkName: name,
      linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' },
      linkURL: link,
      localUrl: '',
      showOnFeatured: true,
      showInSidebar: false,
      integration: { package: appId, config },
    });
  }
  return cards.map(([name]) => name);
}

test('a home with a dozen service cards', async ({ page }) => {
  test.setTimeout(120_000);
  const { url } = hearth();
  const names = await seedCards(url);
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const home = new HomePage(page, url);
  await home.goto();
  await expect(stat(page, 'Pi-hole', 'Queries')).toHaveText('48.2K', { timeout: 30_000 });
  await expect(stat(page, 'Jellyfin', 'Movies')).toHaveText('812');
  for (const name of names) await expect(home.cards.filter({ hasText: name }).locator('.hk-value').first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1100 });
  await shot(page, 'builtin-home');
});

test('a card the service refuses pauses, says until when, and after three refusals waits for Retry', async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/listing/save/link', {
    linkName: 'Wrong key',
    linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' },
    linkURL: services.url('sonarr'),
    localUrl: '',
    showOnFeatured: true,
    showInSidebar: false,
    integration: { package: 'com.sonarr', config: { apiKey: 'not-the-key' } },
  });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const home = new HomePage(page, url);
  await home.goto();
  const card = home.cards.filter({ hasText: 'Wrong key' });
  const status = card.locator('.integration-strip.is-paused [role="status"]');
  await expect(status).toContainText(integrationMessages.pausedAfterRefusals(1));
  await expect(status).toContainText('401: the service refused the credentials');
  await expect(status).toContainText(/Next try at \d{1,2}:\d{2}/);
  const retry = card.getByRole('button', { name: `${integrationMessages.retry} Wrong key` });
  await retry.click();
  await expect(status).toContainText(integrationMessages.pausedAfterRefusals(2));
  await retry.click();
  await expect(status).toContainText(integrationMessages.pausedAfterRefusals(3));
  await expect(status).toContainText(integrationMessages.onlyOnRetry);
  await shot(page, 'integration-card-paused');
});
