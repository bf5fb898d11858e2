import { expect, test, type Page } from '@playwright/test';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { monitorMessages as m } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

/** The screen from its top with nothing focused, in both themes (see shots.ts). */
async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await shot(page, name);
}

const hearth = useHearth({ admin });
let listener: Server;

test.beforeAll(async () => {
  listener = createServer((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('a TCP port check is made through the form and is up against a listener', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/monitoring`);
  const add = page.getByRole('group', { name: 'Add a check' });
  await expect(add.getByRole('link')).toHaveText(['Add TCP port', 'Add JSON query', 'Add Push URL', 'Add DNS record', 'Add TLS certificate', 'Add MQTT broker']);
  await add.getByRole('link', { name: 'Add TCP port' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New TCP port check' })).toBeVisible();
  // The form says what is missing, at the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#check-name')).toBeFocused();
  await expect(page.locator('#check-name-error')).toHaveText(m.checkNameRequired);
  await expect(page.locator('#check-host-error')).toHaveText(m.hostRequired);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('SSH on the NAS');
  await page.getByRole('textbox', { name: 'Host', exact: true }).fill('127.0.0.1');
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String((listener.address() as AddressInfo).port));
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.locator('.check-outcome')).toContainText('The check passes');
  await expect(page.locator('.check-outcome')).toContainText(m.tcpOpen);
  await picture(page, 'monitor-kinds-tcp-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SSH on the NAS' })).toBeVisible();
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.locator('.monitor-now-state')).toHaveText('Up');
  await expect(page.locator('.monitor-now')).toContainText('ms');
  // Listed with the other checks, and its settings open its form again.
  await page.goto(`${hearth().url}/manage/monitoring`);
  await expect(page.locator('.target-row').filter({ hasText: 'SSH on the NAS' })).toContainText(`127.0.0.1:${(listener.address() as AddressInfo).port}`);
  await picture(page, 'monitor-kinds-manage');
});

test('a push check shows its URL with a copy button, and a call marks it up', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hearth().url });
  await page.goto(`${hearth().url}/manage/monitoring/push/new`);
  await expect(page.getByText('Save the check to get the URL your job calls.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nightly backup');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manage\/monitoring\/push\/[A-Za-z0-9_-]+$/);
  const url = page.getByRole('textbox', { name: 'Push URL' });
  await expect(url).toHaveValue(new RegExp(`^${hearth().url}/api/v1/push/[A-Za-z0-9_-]{43}$`));
  const copy = page.getByRole('button', { name: 'Copy the push URL' });
  await expect(copy).toBeVisible();
  await expect(page.getByText(m.saved)).toBeHidden();
  await picture(page, 'monitor-kinds-push-form');
  await copy.click();
  await expect(page.getByText(m.pushUrlCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue());
  const answer = await fetch(await url.inputValue());
  expect(answer.status).toBe(200);
  await page.goto(`${hearth().url}/status`);
  await expect(page.locator('.status-row').filter({ hasText: 'Nightly backup' })).toHaveAttribute('data-health', 'up');
});
