// Issue 44 items 3 and 6 as widgets on Home. "This machine" shows this computer's real figures
// (its memory total as the OS counts it, its disks as the API lists them) and keeps the parts
// chosen in its settings. "Feeds" follows publishers on 127.0.0.1 (tests/fixtures/feeds-host.ts):
// an HTML page is refused in the form with its reason, a real feed's items show with source and
// age, an opened item is dimmed as read (kept after a reload), a feed that goes away later is
// named in the widget while the rest shows. Dialogs close on Escape and focus returns.
import { expect, test, type Page } from '@playwright/test';
import { totalmem } from 'node:os';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';
import { startFeedsHost, type FeedsHost } from '../fixtures/feeds-host.js';
import { feedMinRefreshMs } from '../../shared/contracts/feeds.js';
import type { HostStats } from '../../shared/contracts/host-stats.js';
import { formatBytes } from '../../renderer/features/widgets/hostStatsFormat.js';

// The server's clock runs with the real one, and jumps ahead when the test lets the feeds come due.
let ahead = 0;
const hearth = useHearth({ admin, clock: () => Date.now() + ahead });
let host: FeedsHost;
test.beforeAll(async () => {
  host = await startFeedsHost();
});
test.afterAll(() => host.close());

const area = (page: Page) => page.getByRole('region', { name: 'Widgets' });
const widget = (page: Page, name: string) => area(page).getByRole('region', { name });
const titles = (page: Page) => area(page).locator('.widget-title');
const addButton = (page: Page) => area(page).getByRole('button', { name: 'Add widget' });

async function addWidget(page: Page, kind: RegExp) {
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Add a widget' });
  await dialog.getByRole('button', { name: kind }).click();
  await expect(dialog).toHaveCount(0);
}

test('"This machine" shows real figures and keeps the parts chosen in its settings', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await addWidget(page, /^This machine/);

  const machine = widget(page, 'This machine');
  const cpu = machine.getByRole('meter', { name: 'CPU', exact: true });
  await expect(cpu).toHaveAttribute('aria-valuetext', /^\d{1,3}%$/);
  await expect(machine.getByRole('meter', { name: 'Core 1' })).toBeVisible();
  await expect(machine.locator('.host-stats-row').filter({ hasText: 'Memory' })).toContainText(`of ${formatBytes(totalmem())}`);
  const { disks } = (await apiCall<HostStats>(url, token, 'GET', '/host/stats')).message;
  expect(disks.length).toBeGreaterThan(0);
  for (const disk of disks) await expect(machine.getByRole('meter', { name: `Disk ${disk.mount}`, exact: true })).toBeVisible();
  await expect(machine).toContainText(/Up \d/);
  await expect(machine.locator('dt', { hasText: 'Network' })).toBeVisible();
  await shot(page, 'machine-widget');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cpu).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'machine-widget-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Escape leaves the settings unsaved and puts focus back on the button that opened them.
  const settingsButton = machine.getByRole('button', { name: 'Settings of This machine' });
  await settingsButton.click();
  const settings = page.getByRole('dialog', { name: 'Settings of This machine' });
  await settings.getByLabel('Each CPU core').uncheck();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(settingsButton).toBeFocused();
  await expect(machine.getByRole('meter', { name: 'Core 1' })).toBeVisible();

  await settingsButton.click();
  await settings.getByLabel('Each CPU core').uncheck();
  await settings.getByLabel('Network rates').uncheck();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await page.reload();
  await expect(machine.getByRole('meter', { name: 'CPU', exact: true })).toBeVisible();
  await expect(machine.getByRole('meter', { name: 'Core 1' })).toHaveCount(0);
  await expect(machine.locator('dt', { hasText: 'Network' })).toHaveCount(0);
  await expect(machine.getByRole('meter', { name: `Disk ${disks[0]!.mount}`, exact: true })).toBeVisible();

  await machine.getByRole('button', { name: 'Remove This machine' }).click();
  await expect(titles(page)).toHaveCount(0);
});

test('"Feeds" refuses a web page in the form, lists a feed\'s items, dims an opened one, and names a feed that went away', async ({ page, context }) => {
  const { url } = hearth();
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await addWidget(page, /^Feeds/);
  const feeds = widget(page, 'Feeds');
  await expect(feeds).toContainText('No feeds yet. Add an RSS, Atom or JSON feed to see its news here.');

  const manageButton = feeds.getByRole('button', { name: 'Manage feeds' });
  await manageButton.click();
  const dialog = page.getByRole('dialog', { name: 'Your feeds' });
  const address = dialog.getByLabel('Feed address');
  await expect(address).toBeFocused();
  await address.fill(`${host.origin}/page.html`);
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The address is a web page (HTML), not a feed. Look on the page for its RSS or Atom link.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('You follow no feeds yet.');
  await shot(page, 'feeds-manage-refused');

  for (const path of ['/rss.xml', '/flaky.json']) {
    await address.fill(`${host.origin}${path}`);
    await dialog.getByRole('button', { name: 'Add feed' }).click();
    await expect(address).toHaveValue('');
  }
  await expect(dialog.getByRole('list', { name: 'Feeds you follow' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog.locator('.feed-list-name')).toHaveText(['Home Lab Weekly', 'Container Digest']);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await shot(page, 'feeds-manage');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(manageButton).toBeFocused();

  const list = feeds.getByRole('list', { name: 'Feed items' });
  await expect(list.locator('.feed-item-title')).toHaveText(['ZFS 2.3 arrives with RAIDZ expansion', 'Podman 5 quadlets in practice', 'Proxmox & the new kernel', 'A note without a title or a safe link.']);
  const zfs = list.getByRole('listitem').filter({ hasText: 'ZFS 2.3' });
  await expect(zfs).toContainText('Home Lab Weekly');
  await expect(zfs.locator('time')).toHaveAttribute('dateTime', '2026-11-28T08:00:00.000Z');
  await expect(zfs.locator('img')).toHaveJSProperty('naturalWidth', 48);
  await expect(zfs).toHaveAttribute('data-read', 'false');
  const opened = context.waitForEvent('page');
  await zfs.getByRole('link', { name: 'ZFS 2.3 arrives with RAIDZ expansion' }).click();
  const tab = await opened;
  expect(tab.url()).toBe(`${host.origin}/posts/zfs-23`);
  await tab.close();
  await expect(zfs).toHaveAttribute('data-read', 'true');
  await expect(zfs).toContainText(', read');
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: 'ZFS 2.3' })).toHaveAttribute('data-read', 'true');
  await shot(page, 'feeds-widget');

  // A settings count shows fewer items; a count past the limit is refused in the form.
  const settingsButton = feeds.getByRole('button', { name: 'Settings of Feeds' });
  await settingsButton.click();
  const settings = page.getByRole('dialog', { name: 'Settings of Feeds' });
  await settings.getByLabel('Items to show').fill('80');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Show from 1 to 50 items.');
  await settings.getByLabel('Items to show').fill('3');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The JSON feed's host goes away; once the feeds are due again the widget names it, the rest shows.
  host.takeDown();
  ahead = feedMinRefreshMs;
  await page.reload();
  await expect(feeds.getByRole('list', { name: 'Feeds that could not be read' })).toHaveText(`Container Digest: ${new URL(host.origin).host} answered HTTP 503 for the feed.`);
  await expect(list.locator('.feed-item-title').first()).toHaveText('ZFS 2.3 arrives with RAIDZ expansion');

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'feeds-widget-phone');
  await manageButton.click();
  await expect(dialog.locator('.feed-list-problem')).toHaveText(`${new URL(host.origin).host} answered HTTP 503 for the feed.`);
  await shot(page, 'feeds-manage-phone');
  await dialog.getByRole('button', { name: 'Remove the feed Container Digest' }).click();
  await expect(dialog.locator('.feed-list-name')).toHaveText(['Home Lab Weekly']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(feeds.getByRole('list', { name: 'Feeds that could not be read' })).toHaveCount(0);

  await feeds.getByRole('button', { name: 'Remove Feeds' }).click();
  await expect(titles(page)).toHaveCount(0);
  await expect(addButton(page)).toBeFocused();
});
