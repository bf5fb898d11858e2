import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminOnlyMessages, backupMessages, messages } from '../../shared/messages.js';
import { apiCall, signInToken } from './apiCall.js';
import { useHearth } from './fixtures.js';
import { BackupPage } from './pages/BackupPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const admin = { username: 'ada', password: 'analytical-engine' };
const passphrase = 'kitchen table passphrase';
const source = useHearth({ admin });
const empty = useHearth();
// Made in the worker that runs these tests (not when the runner lists them), and removed there.
let folder = '';
let saved = '';

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'hearth-e2e-backup-'));
  saved = join(folder, 'saved.hearth-backup');
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('someone who is not an administrator is told that backups are the administrator\'s', async ({ page }) => {
  const { url } = source();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/accounts/save', { fullName: 'Tom Kilburn', username: 'tom', siteName: 'Hearth', password: 'baby-machine' });
  await new LoginPage(page, url).signInAndWait('tom', 'baby-machine');
  await page.goto(`${url}/manage/backup`);
  await expect(page.getByText(messages.notAuthorizedPage)).toBeVisible();
  await expect(page.getByText(adminOnlyMessages.backups)).toBeVisible();
  await expect(page.getByText(adminOnlyMessages.accounts)).toHaveCount(0);
  await shot(page, 'backup-not-admin');
});

test.describe.serial('backup and restore', () => {
  test('Back up now downloads a .hearth-backup and lists it', async ({ page }) => {
    const { url } = source();
    await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
    const backup = new BackupPage(page);
    await backup.goto(url);
    await shot(page, 'backup-empty');
    // The passphrase's strength shows as it is typed, and the field names it for screen readers.
    await backup.passphrase.fill('password1');
    await expect(page.getByRole('status').filter({ hasText: 'Strength: Weak.' })).toBeVisible();
    await backup.passphrase.fill('correct horse battery staple orange violin');
    await expect(page.getByRole('status').filter({ hasText: 'Strength: Very strong.' })).toBeVisible();
    await expect(backup.passphrase).toHaveAccessibleDescription(/Strength: Very strong\. Someone making 10,000 guesses a second would need/);
    await shot(page, 'backup-passphrase-strength');
    const download = await backup.backUp(passphrase);
    expect(download.suggestedFilename()).toMatch(/^hearth-.*\.hearth-backup$/);
    await download.saveAs(saved);
    expect(statSync(saved).size).toBeGreaterThan(0);
    await expect(page.getByRole('cell', { name: download.suggestedFilename(), exact: true })).toBeVisible();
    await shot(page, 'backup-list');
  });

  test('an empty Hearth restores the backup on its setup screen', async ({ page }) => {
    const { url, server } = empty();
    expect(server.setupUrl).toBeTruthy();
    await page.goto(server.setupUrl ?? '');
    const backup = new BackupPage(page);
    await backup.restoreOnSetup(saved, 'not the passphrase');
    await expect(page.getByText(backupMessages.wrongPassphrase)).toBeVisible();
    await shot(page, 'backup-setup-restore');
    await page.getByLabel('Passphrase of the backup').fill(passphrase);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(backupMessages.restored)).toBeVisible();
    await expect(page).toHaveURL(`${url}/login`);
    await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
    expect(server.setupUrl).toBeNull();
  });

  test('settings restore asks for RESTORE, then everyone signs in again', async ({ page }) => {
    const { url } = source();
    await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
    const backup = new BackupPage(page);
    await backup.goto(url);
    await page.getByLabel('Backup file (.hearth-backup)').setInputFiles(saved);
    await page.getByLabel('Passphrase of the backup').fill(passphrase);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(backupMessages.confirmRestore)).toBeVisible();
    await page.getByLabel('Type "RESTORE" to confirm').fill('RESTORE');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(backupMessages.restored)).toBeVisible();
    await expect(page).toHaveURL(`${url}/login`);
    // Signed in again, Hearth goes back to the screen the sign-in ended on.
    await new LoginPage(page, url).signIn(admin.username, admin.password);
    await expect(page).toHaveURL(`${url}/manage/backup`);
    await expect(page.getByRole('cell', { name: /^hearth-.*-before-restore\.hearth-backup$/ })).toBeVisible();
  });
});
