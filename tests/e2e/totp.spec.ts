import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { base32, referenceCode } from '../helpers/totp.js';
import { md5 } from '../helpers/server.js';
import { shot } from './shots.js';

// The server's clock can be pinned, and the browser's is Playwright's fake one, so a test stands
// just before the end of a code's period and moves both clocks together across its boundary.
let pinned: number | null = null;
const hearth = useHearth({ admin, clock: () => pinned ?? Date.now() });

async function api(path: string, body?: unknown): Promise<unknown> {
  const login = (await (await fetch(`${hearth().url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: admin.username, password: md5(admin.password) }) })).json()) as { message: { token: string } };
  const headers = { authorization: `Bearer ${login.message.token}`, 'content-type': 'application/json' };
  const res = await fetch(`${hearth().url}/api/v1${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return ((await res.json()) as { message: unknown }).message;
}

test.beforeAll(async () => {
  const settings = (await api('/settings')) as Record<string, unknown>;
  await api('/settings', { ...settings, authenticator: true });
});

test.beforeEach(async ({ page }) => {
  pinned = null;
  const items = ((await api('/totp/list')) as { items: { _id: string }[] }).items;
  for (const item of items) await api(`/totp/delete/${item._id}`);
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

async function addBySecret(page: Page, service: string, account: string, secret: string) {
  await page.goto(`${hearth().url}/manage/totp/save`);
  await page.getByLabel('Service Name').fill(service);
  await page.getByLabel('Account Name').fill(account);
  await page.getByLabel('Secret Key or URL').fill(secret);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.totpAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/totp$/);
}

const services = (page: Page) => page.getByRole('list', { name: 'Services' }).locator('.totp-row-service');

test('add by secret and by QR upload, reorder by keyboard, delete with the inline confirmation', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/totp/save`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.totpServiceRequired)).toBeVisible();
  await expect(page.getByText(messages.totpSecretRequired)).toBeVisible();
  await page.getByLabel('Secret Key or URL').fill('not base32!');
  await page.getByLabel('Service Name').fill('x');
  await page.getByLabel('Account Name').fill('y');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.totpSecretInvalid)).toBeVisible();

  await addBySecret(page, 'Mail', 'me@example.com', base32(randomBytes(20)).toLowerCase());

  const uri = `otpauth://totp/GitHub:octo?secret=${base32(randomBytes(20))}&issuer=GitHub`;
  await page.getByRole('link', { name: 'Add Service' }).click();
  await page.getByLabel('Upload QR').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(uri) });
  await expect(page.getByLabel('Service Name')).toHaveValue('GitHub');
  await expect(page.getByLabel('Account Name')).toHaveValue('octo');
  await expect(page.getByLabel('Secret Key or URL')).toHaveValue(uri);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(services(page)).toHaveText(['Mail', 'GitHub']);

  // Keyboard sorting; each step waits for the screen reader announcement (the drag is ready).
  const announced = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
  const saved = page.waitForResponse((res) => res.url().includes('/api/v1/totp/reorder'));
  await page.getByRole('button', { name: 'Reorder GitHub' }).focus();
  await page.keyboard.press('Space');
  await announced('Picked up GitHub.');
  await page.keyboard.press('ArrowUp');
  await announced('GitHub is now at the place of Mail.');
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(services(page)).toHaveText(['GitHub', 'Mail']);

  // And by mouse, back again.
  const savedAgain = page.waitForResponse((res) => res.url().includes('/api/v1/totp/reorder'));
  const from = await page.getByRole('button', { name: 'Reorder Mail' }).boundingBox();
  const to = await page.getByRole('button', { name: 'Reorder GitHub' }).boundingBox();
  if (!from || !to) throw new Error('rows not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
  expect((await savedAgain).status()).toBe(200);
  await expect(services(page)).toHaveText(['Mail', 'GitHub']);
  await page.reload();
  await expect(services(page)).toHaveText(['Mail', 'GitHub']);

  await page.getByRole('button', { name: 'Delete Mail' }).click();
  await expect(page.getByRole('button', { name: 'No' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.totpDeleted)).toBeVisible();
  await expect(services(page)).toHaveText(['GitHub']);
});

test('a QR that is not a TOTP code says so', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/totp/save`);
  await page.getByLabel('Upload QR').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('https://example.com/') });
  await expect(page.getByText(messages.totpQrInvalid)).toBeVisible();
});

test('the panel counts down, shows the next code, changes code at the period boundary, and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = randomBytes(20);
  await addBySecret(page, 'Vault', 'ops', base32(key));
  // Both clocks stand 8 s before the end of a 30 s period.
  const start = (Math.floor(Date.now() / 30_000) + 2) * 30_000 - 8_000;
  const advance = async (ms: number) => {
    pinned = (pinned ?? start) + ms;
    await page.clock.runFor(ms);
  };
  pinned = start;
  await page.clock.install({ time: start });
  await page.goto(hearth().url);
  await page.getByRole('button', { name: 'Authenticator' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Authenticator' });
  const entry = panel.getByRole('button', { name: /^Vault, ops: code/ });
  const before = referenceCode(key, start / 1000);
  await expect(entry.locator('.totp-code-value')).toHaveText(`${before.slice(0, 3)} ${before.slice(3)}`);
  // The page's clock runs on in real time after install, so on a slow machine a second or two may
  // have passed: each check allows for that, and still tells one side of the boundary from the other.
  await expect(entry.locator('.totp-ring-text')).toHaveText(/^[6-8]$/);
  await expect(entry.locator('.totp-code-next')).toBeHidden();

  // The last 5 s show the next code beside the current one.
  await advance(4_000);
  await expect(entry.locator('.totp-ring-text')).toHaveText(/^[1-4]$/);
  const after = referenceCode(key, start / 1000 + 30);
  await expect(entry.locator('.totp-code-next')).toHaveText(`Next: ${after.slice(0, 3)} ${after.slice(3)}`);

  // The period ends: the panel asks again and the next code becomes the code.
  await advance(5_000);
  await expect(entry.locator('.totp-code-value')).toHaveText(`${after.slice(0, 3)} ${after.slice(3)}`);
  await expect(entry.locator('.totp-code-next')).toBeHidden();
  // A new period: the ring starts again from 30 (less the seconds the machine took).
  await expect(entry.locator('.totp-ring-text')).toHaveText(/^(2[0-9]|30)$/);

  await entry.click();
  await expect(page.getByText(messages.otpCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(after);

  await panel.getByLabel('Search services').fill('nothing like it');
  await expect(panel.getByText('No service matches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('pasting an otpauth:// URL fills the service and account names, and Save works', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/totp/save`);
  const uri = `otpauth://totp/ACME%20Corp:alice%40example.com?secret=${base32(randomBytes(20))}&issuer=ACME%20Corp`;
  await page.getByLabel('Secret Key or URL').fill(uri);
  await expect(page.getByLabel('Service Name')).toHaveValue('ACME Corp');
  await expect(page.getByLabel('Account Name')).toHaveValue('alice@example.com');
  await shot(page, 'totp-form-pasted-url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.totpAdded)).toBeVisible();
  await expect(services(page)).toHaveText(['ACME Corp']);
});

test('names typed by hand are kept when a URL is pasted after them', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/totp/save`);
  await page.getByLabel('Service Name').fill('Work mail');
  await page.getByLabel('Secret Key or URL').fill(`otpauth://totp/Mail:bob?secret=${base32(randomBytes(20))}&issuer=Mail`);
  await expect(page.getByLabel('Account Name')).toHaveValue('bob');
  await expect(page.getByLabel('Service Name')).toHaveValue('Work mail');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  test('the panel opened from the menu focuses its search box', async ({ page }) => {
    await page.goto(hearth().url);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Authenticator' }).tap();
    const panel = page.getByRole('dialog', { name: 'Authenticator' });
    await expect(panel.getByRole('searchbox', { name: 'Search services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The header's shortcut too, when a phone shows it.
    const shortcut = page.getByRole('banner').getByRole('button', { name: 'Authenticator' });
    if (await shortcut.isVisible()) {
      await shortcut.tap();
      await expect(panel.getByRole('searchbox', { name: 'Search services' })).toBeFocused();
    }
  });
});
