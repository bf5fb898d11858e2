import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { powerMessages, scheduleMessages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 46 items 7 and 8 on screen: the power settings under the device form (a key Hearth
// makes, its public half to copy), "Shut down" on the card behind a confirmation that Escape
// closes, its result toast, and a schedule added in a dialog and shown on the card. The shut-down
// is an HTTP call to a local listener; nothing is switched off.

const hearth = useHearth({ admin, env: { HEARTH_HOST_MODE: 'true' } });
let token = '';
let plug: Server;
const calls: string[] = [];
const ids: Record<string, string> = {};

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${hearth().url}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { message: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.message;
}

test.beforeAll(async () => {
  plug = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => plug.listen(0, '127.0.0.1', resolve));
  token = (await api<{ token: string }>('POST', '/login', { username: admin.username, password: createHash('md5').update(admin.password).digest('hex') })).token;
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  await api('POST', '/settings', { siteName: 'Hearth', siteLogo: logo, authenticator: false, camerafeed: false, networkdevices: true, todolist: false, snippetmanager: false });
  const icon = { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' };
  for (const name of ['Desk PC', 'Plug']) await api('POST', '/networkdevices/save/device', { deviceName: name, deviceIp: '127.0.0.1', deviceIcon: icon });
  for (const device of (await api<{ items: { _id: string; deviceName: string }[] }>('GET', '/networkdevices/db/devices')).items) ids[device.deviceName] = device._id;
  const port = (plug.address() as AddressInfo).port;
  await api('POST', `/devices/${ids.Plug}/power`, { method: 'http', shutdownUrl: `http://127.0.0.1:${port}/relay/0?turn=off` });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => plug.close(() => resolve()));
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('the power settings make a key and show its public half to copy', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/networkdevices/save/${ids['Desk PC']}`);
  // Item 9 on the device form: a port for hosts that drop ICMP, and wake on every network.
  await expect(page.getByLabel('Status by TCP instead of ping (optional)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Wake on LAN' }).check();
  await expect(page.getByRole('checkbox', { name: 'Wake on every network' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Wake on every network' }).check();
  await shot(page, 'device-form-wake');
  await page.getByRole('checkbox', { name: 'Wake on LAN' }).uncheck();
  const form = page.getByRole('form', { name: 'Shut down and sleep' });
  await expect(form.getByRole('radio', { name: 'SSH command' })).toBeChecked();
  await expect(form.getByLabel('SSH host')).toHaveValue('127.0.0.1');
  await expect(form.getByLabel('Shut-down command')).toHaveAttribute('placeholder', 'sudo shutdown -h now');
  // No user: the form says so at the field.
  await form.getByRole('button', { name: 'Save power settings' }).click();
  await expect(form).toContainText(powerMessages.userRequired);
  await expect(form.getByLabel('User')).toBeFocused();
  await form.getByLabel('User').fill('admin');
  await form.getByRole('button', { name: 'Save power settings' }).click();
  const form2 = page.getByRole('form', { name: 'Shut down and sleep' });
  await expect(form2.getByLabel('Public key for the device')).toHaveValue(/^ssh-ed25519 AAAA\S+ hearth@Desk-PC$/);
  await expect(form2.getByRole('radio', { name: 'Keep the saved key' })).toBeChecked();
  await expect(form2).toContainText('No host key trusted yet');
  await shot(page, 'device-power-settings');
});

test('"Shut down" on the card asks first, Escape backs out, and the toast says what happened', async ({ page }) => {
  await page.goto(`${hearth().url}/networkdevices`);
  const button = page.getByRole('button', { name: 'Shut down Plug' });
  await expect(button).toBeVisible();
  // Desk PC's SSH settings (previous test) offer both actions.
  await expect(page.getByRole('button', { name: 'Sleep Desk PC' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sleep Plug' })).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Shut down: Plug' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, 'device-power-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(calls).toEqual([]);
  await button.click();
  await dialog.getByRole('button', { name: 'Shut down' }).click();
  await expect(page.getByText(powerMessages.shutdownSent('Plug'))).toBeVisible();
  expect(calls).toEqual(['POST /relay/0?turn=off']);
  await shot(page, 'device-power-toast');
});

test('a schedule is added in a dialog and shows on the device card', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/networkdevices`);
  await page.getByRole('button', { name: 'Add schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add schedule' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Night');
  await dialog.getByLabel(/^When/).fill('30 23 * *');
  await dialog.getByRole('checkbox', { name: 'Desk PC' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('A schedule has five fields');
  await dialog.getByLabel(/^When/).fill('30 23 * * 1-5');
  await dialog.getByLabel('Time zone').fill('UTC');
  await shot(page, 'device-schedule-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(scheduleMessages.saved)).toBeVisible();
  const row = page.locator('.schedule-row').filter({ hasText: 'Night' });
  await expect(row).toContainText('Shut down');
  await expect(row).toContainText('30 23 * * 1-5');
  await expect(row).toContainText('Desk PC');
  await shot(page, 'device-schedules');

  await page.goto(`${hearth().url}/networkdevices`);
  const card = page.getByRole('article', { name: 'Desk PC', exact: true });
  // en-US in UTC (playwright.config.ts): the weekday depends on today.
  await expect(card).toContainText(/Next: Shut down \w{3} 11:30 PM \(Night\)/);
  await shot(page, 'device-card-schedule');
});
