import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { monitorMessages as m } from '../../shared/messages.js';
import { startMoreAlertServices, type MoreAlertServices } from '../fixtures/alert-services-more.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// The channel form's new kinds, as a person fills them: an email channel against a real SMTP
// server (a wrong sender is pointed out at its field, the test mail arrives), a Matrix channel
// against the local model; a failed send shows on the channel in the list.

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await shot(page, name);
}

const hearth = useHearth({ admin });
let smtp: TestSmtp;
let services: MoreAlertServices;

test.beforeAll(async () => {
  [smtp, services] = await Promise.all([startSmtp(), startMoreAlertServices()]);
});
test.afterAll(async () => {
  await Promise.all([smtp.close(), services.close()]);
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('email: the form asks for the SMTP server, points at a wrong field, sends a test mail and saves', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/alerts/channel`);
  await page.getByLabel('Service').selectOption('email');
  await page.getByLabel('Name', { exact: true }).fill('Family email');
  await page.getByLabel('SMTP server').fill('127.0.0.1');
  await page.getByLabel('Security').selectOption('tls');
  await expect(page.getByLabel('Port', { exact: true })).toHaveValue('465');
  await page.getByLabel('Security').selectOption('none');
  await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('From', { exact: true }).fill('hearth');
  await page.getByLabel('Send to').fill('me@home.test, partner@home.test');
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.emailFromInvalid)).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toBeFocused();
  await page.getByLabel('From', { exact: true }).fill('hearth@home.test');
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.testSent)).toBeVisible();
  expect(smtp.received.at(-1)).toMatchObject({ from: 'hearth@home.test', rcptTo: ['me@home.test', 'partner@home.test'], subject: m.alertTestTitle });
  await page.getByLabel('User name (optional)').fill('hearth');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.getByLabel('User name (optional)').fill('');
  await picture(page, 'channel-form-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manage\/alerts$/);
  await expect(page.locator('.channel-row').filter({ hasText: 'Family email' })).toContainText('127.0.0.1');
  // Send test from the list: the saved settings, sent as they are.
  const before = smtp.received.length;
  await page.locator('.channel-row').filter({ hasText: 'Family email' }).getByRole('button', { name: 'Send test' }).click();
  // The form's own test send left the same toast on screen, so the toast proves nothing here:
  // wait for the mail itself.
  await expect.poll(() => smtp.received.length).toBe(before + 1);
});

test('Matrix: room id and token, a refusal in Matrix words, then a failed alert shown on the channel', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/alerts/channel`);
  await page.getByLabel('Service').selectOption('matrix');
  await page.getByLabel('Name', { exact: true }).fill('Home room');
  await page.getByLabel('Homeserver URL').fill(`${services.origin}/matrix`);
  await page.getByLabel('Access token').fill('syt_wrong');
  await page.getByLabel('Room id').fill('#home:matrix.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(m.matrixRoomInvalid)).toBeVisible();
  await page.getByLabel('Room id').fill(services.secrets.matrixRoom);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.channelAnswered('Matrix', 401, 'M_UNKNOWN_TOKEN: Invalid access token passed.'))).toBeVisible();
  await page.getByLabel('Access token').fill(services.secrets.matrixToken);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.testSent)).toBeVisible();
  await picture(page, 'channel-form-matrix');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manage\/alerts$/);
  await expect(page.locator('.channel-row').filter({ hasText: 'Home room' })).toBeVisible();
  expect(await page.content()).not.toContain(services.secrets.matrixToken);

  // What a failed alert leaves on the channel (as the sender writes it), shown in the list.
  const sqlite = new Database(join(hearth().dataDir, 'hearth.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare("UPDATE alert_channels SET last_error = ?, last_error_at = ? WHERE name = 'Home room'").run(m.channelAnswered('Matrix', 403, 'M_FORBIDDEN: User @hearth:matrix.test not in room'), new Date().toISOString());
  } finally {
    sqlite.close();
  }
  await page.reload();
  await expect(page.locator('.channel-row').filter({ hasText: 'Home room' }).locator('.channel-row-error')).toContainText('Last alert failed');
  await picture(page, 'channel-list-error');
});
