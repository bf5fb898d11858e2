import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { categoryLabels, integrationCategories } from '../../shared/contracts/integration-categories.js';
import { integrationMessages } from '../../shared/messages.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { admin, useHearth } from './fixtures.js';
import { addUser } from './integrationUsers.js';
import { EditorPage } from './pages/EditorPage.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 43 items 6 and 7: on a fresh server every built-in is there, grouped by kind and
// searchable on /manage/apps, and a plain user picks one in the link editor with no install.
// The remote catalogue is an empty fake so nothing leaves the machine.
let catalogue: FakeCatalogue;
const catalogueUrl = { value: '' };
test.beforeAll(async () => {
  catalogue = await startFakeCatalogue();
  catalogueUrl.value = catalogue.url;
});
test.afterAll(async () => {
  await catalogue.close();
});
const hearth = useHearth({ admin, env: { get HEARTH_CATALOGUE_URL() { return catalogueUrl.value; } } });

const builtinCount = readdirSync(join(import.meta.dirname, '../../resources/integrations'), { withFileTypes: true }).filter((d) => d.isDirectory()).length;

test('the built-ins, by kind, with their logos, found by typing in the search box', async ({ page }) => {
  const { url, dataDir } = hearth();
  await addUser(dataDir, 'viewer', 'viewer-password');
  await new LoginPage(page, url).signInAndWait('viewer', 'viewer-password');
  await page.goto(`${url}/manage/apps`);
  const section = page.getByRole('region', { name: integrationMessages.builtinsHeading });
  await expect(section.getByRole('heading', { name: integrationMessages.builtinsHeading, level: 2 })).toBeVisible();
  await expect(section.locator('.builtin-row')).toHaveCount(builtinCount);

  // The kinds in the screen's order, each a heading with its count.
  const kinds = await section.getByRole('heading', { level: 3 }).allTextContents();
  const labels = kinds.map((k) => k.replace(/\s*\d+$/, ''));
  expect(labels).toEqual(integrationCategories.map((c) => categoryLabels[c]).filter((label) => labels.includes(label)));
  expect(labels).toEqual(expect.arrayContaining(['Media', 'Downloads', 'Network', 'Storage', 'Monitoring', 'Home automation', 'Other']));
  const media = section.getByRole('region', { name: 'Media' });
  for (const name of ['Sonarr', 'Jellyfin', 'Plex']) await expect(media.getByText(name, { exact: true })).toBeVisible();
  await expect(section.getByRole('region', { name: 'Home automation' }).getByText('Home Assistant', { exact: true })).toBeVisible();

  // Each logo is the package's own picture from Hearth (the offline set), loaded, not broken.
  for (const name of ['Sonarr', 'Pi-hole', 'qBittorrent', 'Home Assistant']) {
    const logo = section.locator('.builtin-row').filter({ has: page.getByText(name, { exact: true }) }).locator('img');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.src).origin === location.origin)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'builtins-by-kind');

  // Keyboard only: Tab reaches the search box; typing filters by name and description.
  const search = page.getByRole('searchbox', { name: integrationMessages.builtinsSearch });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let tabs = 0; tabs < 80 && !(await search.evaluate((el) => el === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('torrent');
  await expect(section.locator('.builtin-row')).toHaveCount(3);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Downloads 3']);
  for (const name of ['qBittorrent', 'Deluge', 'Transmission']) await expect(section.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `3 of ${builtinCount} shown` })).toBeAttached();
  await shot(page, 'builtins-search');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(section.locator('.builtin-row')).toHaveCount(builtinCount);
  await search.fill('no such service');
  await expect(section.getByText(integrationMessages.builtinsNoMatch('no such service'))).toBeVisible();
  await expect(section.locator('.builtin-row')).toHaveCount(0);
  // A plain user is shown no Hide button.
  await search.fill('');
  await expect(section.getByRole('button', { name: /^Hide / })).toHaveCount(0);
});

test('a plain user picks a built-in in the link editor of a fresh server, no install, and its card shows data', async ({ page }) => {
  test.setTimeout(60_000);
  const { url, dataDir } = hearth();
  await addUser(dataDir, 'linker', 'linker-password');
  await new LoginPage(page, url).signInAndWait('linker', 'linker-password');
  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('Hearth itself');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill(`${url}/`);
  const choice = page.getByRole('combobox', { name: 'Show live data from' });
  // Every built-in is offered, grouped by kind.
  await expect(choice.locator('option:not([value=""])')).toHaveCount(builtinCount);
  await expect(choice.locator('optgroup[label="Media"] option', { hasText: 'Sonarr' })).toHaveCount(1);
  await expect(choice.locator('optgroup[label="Monitoring"] option', { hasText: 'Site Status' })).toHaveCount(1);
  await choice.selectOption({ label: 'Site Status' });
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(integrationMessages.connectionSuccess).first()).toBeVisible();
  await shot(page, 'builtins-link-editor');
  await editor.saveButton.click();
  await expect(page).not.toHaveURL(/save\/link/);
  const home = new HomePage(page, url);
  await home.goto();
  await expect(home.cards.filter({ hasText: 'Hearth itself' })).toContainText('HTTP 200', { timeout: 20_000 });
});

test("the super admin's Hide takes a built-in out of the link editor; Offer brings it back", async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/apps`);
  const section = page.getByRole('region', { name: integrationMessages.builtinsHeading });
  await section.getByRole('searchbox', { name: integrationMessages.builtinsSearch }).fill('Plex');
  await section.getByRole('button', { name: 'Hide Plex' }).click();
  await expect(section.getByText(integrationMessages.builtinHiddenNote)).toBeVisible();
  await shot(page, 'builtins-hidden');
  const editor = new EditorPage(page, url);
  await editor.goto('link');
  const choice = page.getByRole('combobox', { name: 'Show live data from' });
  await expect(choice.locator('option', { hasText: 'Sonarr' })).toHaveCount(1);
  await expect(choice.locator('option', { hasText: 'Plex' })).toHaveCount(0);
  await page.goto(`${url}/manage/apps`);
  await section.getByRole('searchbox', { name: integrationMessages.builtinsSearch }).fill('Plex');
  await section.getByRole('button', { name: 'Offer Plex' }).click();
  await expect(section.getByRole('button', { name: 'Hide Plex' })).toBeVisible();
  await editor.goto('link');
  await expect(choice.locator('option', { hasText: 'Plex' })).toHaveCount(1);
});
