import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transferMessages } from '../../shared/messages.js';
import { apiCall, signInToken } from './apiCall.js';
import { useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Export & Import (issue 28 item 3): one user exports their links as a file, another previews it,
// imports it, and finds the folder on their home; a second import adds nothing.
const admin = { username: 'ada', password: 'analytical-engine' };
const grace = { username: 'grace', password: 'compiler-1952' };
const hearth = useHearth({ admin });
// Made in the worker that runs these tests (not when the runner lists them), and removed there.
let folder = '';
let saved = '';
const icon = (name: string) => ({ iconUrl: name, iconUrlLight: null, iconProvider: 'self' });

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'hearth-e2e-transfer-'));
  saved = join(folder, 'export.json');
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test.describe.serial('export and import', () => {
  test.beforeAll(async () => {
    const { url } = hearth();
    const token = await signInToken(url, admin.username, admin.password);
    const lab = await apiCall(url, token, 'POST', '/listing/save/folder', { folderName: 'Home lab', folderIcon: icon('folder'), showInSidebar: false, showOnFeatured: true });
    await apiCall(url, token, 'POST', '/listing/save/link', { linkName: 'Router', linkIcon: icon('link'), linkURL: 'http://192.0.2.1/', parentId: lab.data?._id, showOnFeatured: false });
    await apiCall(url, token, 'POST', '/listing/save/link', { linkName: 'NAS', linkIcon: icon('link'), linkURL: 'https://nas.example.org/', parentId: lab.data?._id, showOnFeatured: false });
    await apiCall(url, token, 'POST', '/accounts/save', { fullName: 'Grace Hopper', username: grace.username, siteName: 'Hearth', password: grace.password });
  });

  test('Export downloads the signed-in user\'s data as a file', async ({ page }) => {
    const { url } = hearth();
    await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
    await page.goto(`${url}/manage`);
    await page.getByRole('main').getByRole('link', { name: /^Export & Import/ }).click();
    await expect(page.getByRole('heading', { name: 'Export & Import', level: 1 })).toBeVisible();
    await shot(page, 'transfer-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hearth-export-ada-\d{4}-\d{2}-\d{2}\.json$/);
    await download.saveAs(saved);
    await expect(page.getByText(/^Exported to hearth-export-ada-/)).toBeVisible();
  });

  test('another user previews the file, imports it, and finds the folder on home', async ({ page }) => {
    const { url } = hearth();
    await new LoginPage(page, url).signInAndWait(grace.username, grace.password);
    await page.goto(`${url}/manage/transfer`);
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await page.getByLabel('Export file (.json)').setInputFiles(saved);
    const preview = page.getByRole('status').filter({ hasText: 'This import adds' });
    await expect(preview).toContainText('1 folder');
    await expect(preview).toContainText('2 links');
    await shot(page, 'transfer-preview');
    // Keyboard: the Import button is reachable and works from the keyboard.
    await importButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(transferMessages.imported(3))).toBeVisible();
    await page.goto(`${url}/`);
    await expect(page.getByRole('link', { name: /Home lab/ }).first()).toBeVisible();
  });

  test('the same file again adds nothing, and a file that is not an export says so', async ({ page }) => {
    const { url } = hearth();
    await new LoginPage(page, url).signInAndWait(grace.username, grace.password);
    await page.goto(`${url}/manage/transfer`);
    await page.getByLabel('Export file (.json)').setInputFiles(saved);
    await expect(page.getByRole('status').filter({ hasText: transferMessages.nothingNew })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await page.getByLabel('Export file (.json)').setInputFiles({ name: 'services.yaml', mimeType: 'application/json', buffer: Buffer.from('- Group:\n    - Router: {}\n') });
    await expect(page.getByRole('alert').filter({ hasText: transferMessages.notJson })).toBeVisible();
    await shot(page, 'transfer-not-an-export');
  });

  test('Import waits for the preview and asks for the passphrase of sealed 2FA entries', async ({ page }) => {
    const { url } = hearth();
    const token = await signInToken(url, admin.username, admin.password);
    const settings = await apiCall<Record<string, unknown>>(url, token, 'GET', '/settings');
    await apiCall(url, token, 'POST', '/settings', { ...settings.message, authenticator: true });
    await apiCall(url, token, 'POST', '/totp/save', { serviceIcon: icon('authenticator'), serviceName: 'GitHub', accountName: 'ada', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    const res = await fetch(`${url}/api/v1/transfer/export`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ includeTotp: true, passphrase: 'correct horse battery' }) });
    const sealed = join(folder, 'sealed.json');
    writeFileSync(sealed, await res.text());
    await apiCall(url, token, 'POST', '/accounts/save', { fullName: 'Hedy Lamarr', username: 'hedy', siteName: 'Hearth', password: 'frequency-hop' });

    await new LoginPage(page, url).signInAndWait('hedy', 'frequency-hop');
    await page.goto(`${url}/manage/transfer`);
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await page.getByLabel('Export file (.json)').setInputFiles(sealed);
    await expect(page.getByRole('status').filter({ hasText: 'This import adds' })).toContainText('2 links');
    // Sealed entries: Import waits for the passphrase, or for "without them".
    const passphrase = page.getByLabel('Passphrase of the 2FA entries');
    await expect(passphrase).toBeVisible();
    await expect(importButton).toBeDisabled();
    const without = page.getByLabel('Import without the 2FA entries');
    await without.check();
    await expect(importButton).toBeEnabled();
    await without.uncheck();
    await passphrase.fill('correct horse battery');
    await expect(page.getByText(transferMessages.checkPassphrase)).toBeVisible();
    await expect(importButton).toBeDisabled();
    await page.getByRole('button', { name: 'Check the passphrase' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This import adds' })).toContainText('1 2FA entry');
    await shot(page, 'transfer-sealed');
    await importButton.click();
    await expect(page.getByText(/items imported\.$/)).toBeVisible();
  });
});
