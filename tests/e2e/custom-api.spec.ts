import { expect, test } from '@playwright/test';
import { integrationMessages } from '../../shared/messages.js';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { startFakeCatalogue, type FakeCatalogue } from '../fixtures/integration-catalogue.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { EditorPage } from './pages/EditorPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// The Custom API form: one row per value in use with "Add field", GET unless changed, and a
// connection test that shows in the form what it read. The JSON API is a fake on 127.0.0.1.
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

test('the Custom API form grows a row at a time, defaults to GET and shows what the test read', async ({ page }) => {
  const { url } = hearth();
  await apiCall(url, await signInToken(url, admin.username, admin.password), 'GET', '/app/com.customapi/install');
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('Backups');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill('http://127.0.0.1:9/');
  await page.getByRole('combobox', { name: 'Show live data from' }).selectOption('com.customapi');

  // One field row, no header rows, GET already chosen.
  await expect(page.getByRole('combobox', { name: 'Method *' })).toHaveValue('GET');
  await expect(page.getByRole('textbox', { name: 'Field 1 label *' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Field 2 label' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Header 1 name' })).toHaveCount(0);
  const group = page.getByRole('group', { name: 'Integration' });
  expect((await group.boundingBox())?.height ?? Infinity).toBeLessThan(1200);

  await page.getByRole('textbox', { name: 'API URL *' }).fill(`${services.url('custom')}/status`);
  await page.getByRole('button', { name: 'Add header' }).click();
  await expect(page.getByRole('textbox', { name: 'Header 1 name' })).toBeFocused();
  await page.keyboard.type(credentials.custom.header);
  await page.getByLabel('Header 1 value').fill(credentials.custom.value);

  await page.getByRole('textbox', { name: 'Field 1 label *' }).fill('Uptime');
  await page.getByRole('textbox', { name: 'Field 1 JSON path *' }).fill('service.uptime');
  await page.getByRole('combobox', { name: 'Field 1 format' }).selectOption('duration');
  for (const [n, label, path] of [[2, 'Spare', 'service.spare'], [3, 'Disks', 'disks[*].size']] as const) {
    await page.getByRole('button', { name: 'Add field' }).click();
    await expect(page.getByRole('textbox', { name: `Field ${n} label` })).toBeFocused();
    await page.keyboard.type(label);
    await page.getByRole('textbox', { name: `Field ${n} JSON path` }).fill(path);
  }
  await page.getByRole('combobox', { name: 'Field 3 format' }).selectOption('bytes');

  await page.getByRole('button', { name: 'Test Connection' }).click();
  const readings = page.getByRole('status').filter({ hasText: 'Values read' });
  await expect(readings).toBeVisible();
  await expect(readings.getByRole('listitem')).toHaveText([/^Uptime\s*1d 2h$/, /^Spare\s*service\.spare matched nothing$/, /^Disks\s*1 TiB, 2 TiB$/]);
  await shot(page, 'custom-api-form');

  // Removing row 2 moves row 3 up.
  await page.getByRole('button', { name: 'Remove field 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Field 2 label' })).toHaveValue('Disks');
  await expect(page.getByRole('combobox', { name: 'Field 2 format' })).toHaveValue('bytes');
  await expect(page.getByRole('textbox', { name: 'Field 3 label' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(readings.getByRole('listitem')).toHaveText([/^Uptime\s*1d 2h$/, /^Disks\s*1 TiB, 2 TiB$/]);
  await expect(page.getByText(integrationMessages.connectionSuccess).first()).toBeVisible();
  await editor.saveButton.click();
  await expect(page).not.toHaveURL(/save\/link/);
});
