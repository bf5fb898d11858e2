// Issue 44 item 4: a host's figures as a widget on Home. A link has the Glances integration,
// pointing at the fake Glances 4 on 127.0.0.1; the "Service figures" widget is added by picking
// that link (only links with an integration are offered, filterable once there are many), and
// shows its card values and details, its health and a link to open it. When Glances stops, the
// widget says why while the rest of Home still shows.
import { expect, test, type Page } from '@playwright/test';
import { serviceWidgetMessages } from '../../shared/contracts/service-widget.js';
import { integrationMessages } from '../../shared/messages.js';
import { startGlances } from '../fixtures/services/glances.js';
import type { FakeService } from '../fixtures/services/monitoring-fake.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

let glances: FakeService;
test.beforeAll(async () => {
  glances = await startGlances(4, null);
});
test.afterAll(() => glances.close());
// The server's clock moves past the integration's refresh period (30 s) once Glances is stopped,
// so the next read runs the integration again instead of answering the run it keeps.
let skew = 0;
const hearth = useHearth({ admin, clock: () => Date.now() + skew });
const icon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };
const nasId = { value: '' };

const area = (page: Page) => page.getByRole('region', { name: 'Widgets' });
const widget = (page: Page, name: string) => area(page).getByRole('region', { name });

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  const glancesLink = { package: 'com.glances', config: { version: '4' } };
  const saved = await apiCall<unknown>(url, token, 'POST', '/listing/save/link', { linkName: 'NAS host', linkIcon: icon, linkURL: glances.url, showOnFeatured: false, showInSidebar: false, integration: glancesLink });
  nasId.value = saved.data?._id ?? '';
  await apiCall(url, token, 'POST', '/monitoring/save', { kind: 'link', targetId: nasId.value, intervalSeconds: 3600, timeoutSeconds: 5, failureThreshold: 1 });
  await apiCall(url, token, 'POST', '/listing/save/link', { linkName: 'Printer', linkIcon: icon, linkURL: 'http://127.0.0.1:9/printer', showOnFeatured: true, showInSidebar: false });
  // Enough further hosts for the picker to offer its filter; they are not on Home, so nothing runs them.
  const lab = await apiCall<unknown>(url, token, 'POST', '/listing/save/folder', { folderName: 'Lab', folderIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' }, showOnFeatured: true, showInSidebar: false });
  for (let i = 1; i <= 8; i++) await apiCall(url, token, 'POST', '/listing/save/link', { linkName: `Lab node ${i}`, linkIcon: icon, linkURL: glances.url, parentId: lab.data?._id, showOnFeatured: false, showInSidebar: false, integration: glancesLink });
  await apiCall(url, token, 'POST', '/widgets', { kind: 'note', config: { markdown: 'Rack notes' } });
});

test("a Glances host's figures are added as a widget, and say why when Glances stops while Home still shows", async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = hearth();
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  await area(page).getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('dialog', { name: 'Add a widget' }).getByRole('button', { name: /^Service figures/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service figures' });
  // Only links with an integration are offered: the printer is not.
  await expect(dialog.getByRole('radio')).toHaveCount(9);
  await expect(dialog.getByRole('radio', { name: /Printer/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add widget' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose one of your links that has an integration.');
  await dialog.getByRole('searchbox', { name: 'Filter your links' }).fill('nas');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('radio', { name: /^NAS host/ }).check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await shot(page, 'widgets-service-add');
  await dialog.getByRole('button', { name: 'Add widget' }).click();
  await expect(dialog).toHaveCount(0);

  const service = widget(page, 'Service: NAS host');
  await expect(service.locator('.hk-value')).toHaveText(['23.4%', '61.8%', '0.70', '81%']);
  for (const figure of ['nas-01', 'Debian GNU/Linux 12 64bit', '8 cores', '0.70, 0.68, 0.86', '12 days, 3:04:05', '81% of 7 TiB (1.3 TiB free)']) await expect(service.locator('.service-details')).toContainText(figure);
  await expect(service.getByRole('link', { name: 'Open NAS host' })).toHaveAttribute('href', new RegExp(`^${glances.url}/?$`));
  await expect(service.getByText('Glances · 127.0.0.1')).toBeVisible();
  await expect(service.locator('.card-health')).toBeVisible();
  await shot(page, 'widgets-service');

  // A phone: the widget takes the screen's width and nothing is wider than it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(service.locator('.hk-value').first()).toHaveText('23.4%');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'widgets-service-phone');

  // Its settings offer the same list, with its link chosen; Escape closes them, focus goes back.
  const settingsButton = service.getByRole('button', { name: 'Settings of Service: NAS host' });
  await settingsButton.click();
  const settings = page.getByRole('dialog', { name: 'Settings of Service: NAS host' });
  await expect(settings.getByRole('radio', { name: /^NAS host/ })).toBeChecked();
  await expect(settings.getByRole('radio', { name: 'Lab node 3 Glances · in Lab' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(settingsButton).toBeFocused();

  // Glances stops: the widget says so in its own words, the note and the printer's card still show.
  await glances.close();
  skew += 31_000;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const failure = service.getByRole('status');
  await expect(failure).toContainText(integrationMessages.cardUnavailable);
  await expect(failure).toContainText(/unreachable/);
  await expect(service.locator('.hk-value')).toHaveCount(0);
  await expect(service.getByRole('link', { name: 'Open NAS host' })).toBeVisible();
  await expect(widget(page, 'Note: Rack notes')).toContainText('Rack notes');
  await expect(page.getByRole('link', { name: /^Printer\b/ })).toBeVisible();
  await shot(page, 'widgets-service-down');

  // The link deleted: the widget says so and what to do, instead of showing nothing.
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'GET', `/listing/delete/${nasId.value}`);
  await page.reload();
  await expect(widget(page, 'Service figures').getByRole('alert')).toHaveText(serviceWidgetMessages.linkGone);
  await expect(widget(page, 'Note: Rack notes')).toContainText('Rack notes');
});
