import { expect, test, type Page } from '@playwright/test';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 44 item 1: a featured folder switched to a section shows its links inline on Home, with
// their live values and health dots; it collapses by keyboard and stays so after a reload; the
// density choice in settings tightens the cards; a 360 px phone keeps one column. The services are
// fakes on 127.0.0.1.
let services: HomelabServices;
let catalogue: FakeCatalogue;
const catalogueUrl = { value: '' };
const folder = { id: '' };

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
const icon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'GET', '/app/com.customapi/install');
  const made = await apiCall<unknown>(url, token, 'POST', '/listing/save/folder', { folderName: 'Media', folderIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' }, showOnFeatured: true, showInSidebar: false });
  if (!made.data) throw new Error('no folder');
  folder.id = made.data._id;
  const link = async (name: string, integration?: unknown) => {
    const body = { linkName: name, linkIcon: icon, linkURL: `http://127.0.0.1:9/${encodeURIComponent(name)}`, localUrl: '', parentId: folder.id, showOnFeatured: false, showInSidebar: false, ...(integration ? { integration } : {}) };
    const saved = await apiCall<unknown>(url, token, 'POST', '/listing/save/link', body);
    if (!saved.data) throw new Error('no link');
    return saved.data._id;
  };
  const station = await link('Weather station', {
    package: 'com.customapi',
    config: { url: `${services.url('custom')}/status`, method: 'GET', header1Name: credentials.custom.header, header1Value: credentials.custom.value, field1Label: 'Readings', field1Path: "['odd key'].count", field1Format: 'number' },
  });
  await link('Printer');
  // A health check on the station: its card shows the dot (port 9 is closed, so it reads as down).
  await apiCall(url, token, 'POST', '/monitoring/save', { kind: 'link', targetId: station, intervalSeconds: 3600, timeoutSeconds: 5, failureThreshold: 1 });
  await apiCall(url, token, 'POST', '/listing/save/link', { linkName: 'Router', linkIcon: icon, linkURL: 'http://127.0.0.1:9/router', showOnFeatured: true, showInSidebar: false });
});

async function signIn(page: Page) {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
}

const section = (page: Page) => page.getByRole('region', { name: /^Media/ });
const toggle = (page: Page) => page.getByRole('button', { name: /^Media/ });

test('a folder switched to a section shows its links inline, collapses by keyboard, and stays collapsed after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const { url } = hearth();
  // Made by hand: a folder tile, opening the folder.
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('link', { name: /^Media\b/ })).toBeVisible();
  await expect(section(page)).toHaveCount(0);

  await page.goto(`${url}/manage/listing/save/folder/${folder.id}`);
  await expect(page.getByRole('radio', { name: /Folder tile/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Section/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/save\/folder/);

  await page.goto(`${url}/`);
  await expect(section(page)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('link', { name: /^Media\b/ })).toHaveCount(0);
  const station = section(page).getByRole('listitem').filter({ hasText: 'Weather station' });
  await expect(station.locator('.hk-value').first()).toHaveText('123K');
  await expect(station.locator('.card-health')).toBeVisible();
  await expect(section(page).getByRole('link', { name: /^Printer\b/ })).toBeVisible();
  // The tile beside the sections keeps its own grid.
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('link', { name: /^Router\b/ })).toBeVisible();
  await shot(page, 'home-sections');

  // Keyboard: Tab reaches the section's title button, which shows its focus ring; Enter collapses.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await toggle(page).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(toggle(page)).toBeFocused();
  expect(await toggle(page).evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle === 'solid')).toBe(true);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(section(page).getByRole('link', { name: /^Printer\b/ })).toHaveCount(0);
  await shot(page, 'home-sections-collapsed');

  await page.reload();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(section(page).getByRole('link', { name: /^Printer\b/ })).toBeVisible();
  await page.reload();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
});

test('the compact density from settings tightens the cards, and a 360 px phone shows the section in one column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const { url } = hearth();
  await page.goto(`${url}/`);
  const router = page.getByRole('list', { name: 'Listings' }).getByRole('listitem').filter({ hasText: 'Router' });
  const printer = section(page).getByRole('listitem').filter({ hasText: 'Printer' });
  await expect(printer).toBeVisible();
  const before = { tile: (await router.boundingBox())?.height ?? 0, card: (await printer.boundingBox())?.height ?? 0 };

  await page.goto(`${url}/manage/general`);
  await expect(page.getByRole('radio', { name: /^Comfortable/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Compact/ }).check();
  await expect(page.getByText('Home density saved')).toBeVisible();
  await page.goto(`${url}/`);
  await expect(page.locator('.home.density-compact')).toBeVisible();
  await expect(printer).toBeVisible();
  expect((await router.boundingBox())?.height ?? 0).toBeLessThan(before.tile);
  expect((await printer.boundingBox())?.height ?? 0).toBeLessThan(before.card);
  await page.reload();
  await expect(page.locator('.home.density-compact')).toBeVisible();
  await shot(page, 'home-sections-compact');

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(section(page)).toBeVisible();
  const box = await section(page).boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'home-sections-phone');

  // Back to comfortable for the next run's first look.
  await page.goto(`${url}/manage/general`);
  await page.getByRole('radio', { name: /^Comfortable/ }).check();
  await expect(page.getByText('Home density saved')).toBeVisible();
});
