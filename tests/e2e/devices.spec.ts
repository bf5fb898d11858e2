import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { messages } from '../../shared/messages.js';
import type { NetworkDevice } from '../../shared/contracts/devices.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { DevicesPages } from './pages/DevicesPages.js';
import { e2eNamespace } from './namespace.js';
import { shot } from './shots.js';
import { onCi } from '../helpers/on-ci.js';

const hearth = useHearth({ admin, env: { HEARTH_HOST_MODE: 'true' } });
let token = '';
// Made by the global setup before any browser starts (see global-setup.ts).
const namespace = e2eNamespace();
let udp: Socket;
let udpPort = 0;
const packets: Buffer[] = [];
let packetArrived: () => void = () => undefined;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${hearth().url}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { message: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.message;
}

test.beforeAll(async () => {
  udp = createSocket('udp4');
  udp.on('message', (msg) => {
    packets.push(msg);
    packetArrived();
  });
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  udpPort = udp.address().port;
  token = (await api<{ token: string }>('POST', '/login', { username: admin.username, password: createHash('md5').update(admin.password).digest('hex') })).token;
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  await api('POST', '/settings', { siteName: 'Hearth', siteLogo: logo, authenticator: false, camerafeed: false, networkdevices: true, todolist: false, snippetmanager: false });
});

test.afterAll(() => {
  udp.close();
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('empty states lead to Add; each dot says online or offline and when it was checked; a wake of an online device does not say "waking"', async ({ page }) => {
  const devices = new DevicesPages(page, hearth().url);
  const { url } = hearth();
  const addHref = '/manage/networkdevices/save';

  // No devices: both screens offer Add, which opens the add form.
  await devices.gotoFront();
  const frontEmpty = page.locator('.empty-state');
  await expect(frontEmpty).toContainText(messages.noDevices);
  await shot(page, 'devices-front-empty');
  await frontEmpty.getByRole('link', { name: 'Add Device' }).click();
  await expect(page).toHaveURL(`${url}${addHref}`);
  await expect(page.getByLabel('Device Name')).toBeVisible();
  await devices.gotoManage();
  await expect(page.locator('.empty-state').getByRole('link', { name: 'Add Device' })).toHaveAttribute('href', addHref);
  await shot(page, 'devices-manage-empty');

  const icon = { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' };
  await api('POST', '/networkdevices/save/device', { deviceName: 'Echo', deviceIp: '127.0.0.8', deviceMac: '01:23:45:67:89:ac', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: udpPort, deviceIcon: icon });
  await api('POST', '/networkdevices/save/device', { deviceName: 'Foxtrot', deviceIcon: icon });
  const made = (await api<{ items: NetworkDevice[] }>('GET', '/networkdevices/db/devices')).items;
  try {
    await devices.gotoFront();
    const echo = page.getByRole('article', { name: 'Echo', exact: true });
    const foxtrot = page.getByRole('article', { name: 'Foxtrot', exact: true });
    // Words beside the dot, not colour alone; the time of the last check in the secondary text.
    await expect(devices.dot('Echo')).toHaveAttribute('data-status', 'alive');
    await expect(echo.locator('.device-state')).toContainText('Online');
    await expect(echo.locator('.device-state')).toContainText(/Last checked \d/);
    await expect(foxtrot.locator('.device-state')).toContainText('Offline');
    await expect(foxtrot.locator('.device-state')).toContainText('Never checked');

    // The search that finds nothing offers Add as well.
    await page.getByRole('searchbox', { name: 'Search' }).fill('nosuchdevice');
    const noMatch = page.locator('.empty-state');
    await expect(noMatch).toContainText('No devices match the search.');
    await expect(noMatch.getByRole('link', { name: 'Add Device' })).toHaveAttribute('href', addHref);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(devices.dot('Echo')).toHaveAttribute('data-status', 'alive');
    await shot(page, 'devices-front-states');

    // Waking a device that is already online: every text the card shows is recorded.
    await echo.locator('.device-card-body').evaluate((card) => {
      const seen: string[] = [];
      (window as unknown as { wakeTexts: string[] }).wakeTexts = seen;
      new MutationObserver(() => {
        const text = card.querySelector('.device-card-wake')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(card, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Wake Echo' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(messages.magicPacketSent)).toBeVisible();
    await expect(echo.getByRole('status')).toHaveText(messages.wakeAlreadyOnline);
    expect(await page.evaluate(() => (window as unknown as { wakeTexts: string[] }).wakeTexts)).toEqual([messages.wakeAlreadyOnline]);
  } finally {
    for (const device of made) await api('GET', `/networkdevices/delete/${device._id}`).catch(() => undefined);
  }
});

test('add with wake-on-LAN, reorder by mouse and keyboard, live dots, wake with confirmation, delete', async ({ page }) => {
  test.setTimeout(60_000);
  // CI makes network namespaces (root, iproute2): there a missing one is a broken setup, not a skip.
  if (typeof namespace === 'string' && onCi) throw new Error(`No test network namespace on CI: ${namespace}`);
  test.skip(typeof namespace === 'string', `Skipped: ${typeof namespace === 'string' ? namespace : ''}`);
  if (typeof namespace === 'string') return;
  const deadIp = `${namespace.base}.77`;
  const devices = new DevicesPages(page, hearth().url);

  // Add through the form, with wake-on-LAN to the local UDP listener.
  await devices.gotoManage();
  // The header's Add Device (the empty list offers one too).
  await page.getByRole('link', { name: 'Add Device' }).first().click();
  await page.getByLabel('Device Name').fill('Alpha');
  await page.getByLabel('IP Address').fill('127.0.0.5');
  await page.getByLabel('MAC Address').fill('01-23-45-67-89-ab');
  await page.getByLabel('Wake on LAN').check();
  await page.getByLabel('Broadcast Address').fill('300.1.1.1');
  await page.getByLabel('Port').fill(String(udpPort));
  await page.getByRole('button', { name: 'Save' }).click();
  // The shared schema's message, focus on the bad field; fixing it clears the message.
  await expect(page.getByText(messages.deviceBroadcastInvalid)).toBeVisible();
  await expect(page.getByLabel('Broadcast Address')).toBeFocused();
  await page.getByLabel('Broadcast Address').fill('127.0.0.1');
  await expect(page.getByText(messages.deviceBroadcastInvalid)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.deviceSaved)).toBeVisible();
  await expect(page).toHaveURL(`${hearth().url}/manage/networkdevices`);
  await api('POST', '/networkdevices/save/device', { deviceName: 'Bravo', deviceIp: deadIp, deviceIcon: { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' } });
  await page.reload();
  await devices.expectOrder(['Alpha', 'Bravo']);
  const stored = (await api<{ items: NetworkDevice[] }>('GET', '/networkdevices/db/devices')).items;
  expect(stored[0]).toMatchObject({ deviceName: 'Alpha', deviceMac: '01:23:45:67:89:AB', supportsWol: true, broadcastAddress: '127.0.0.1', broadcastPort: udpPort });

  // Reorder by mouse, then back by keyboard; each is saved.
  expect(await devices.reorderByMouse('Bravo', 'Alpha')).toBe(200);
  await devices.expectOrder(['Bravo', 'Alpha']);
  await page.reload();
  await devices.expectOrder(['Bravo', 'Alpha']);
  expect(await devices.reorderByKeyboard('Bravo', ['ArrowDown'])).toBe(200);
  await devices.expectOrder(['Alpha', 'Bravo']);
  const order = (await api<{ items: NetworkDevice[] }>('GET', '/networkdevices/db/devices')).items.map((d) => d.deviceName);
  expect(order).toEqual(['Alpha', 'Bravo']);

  // The front screen: one socket; Alpha (127.0.0.5) goes green, Bravo (dead, in the namespace) checks yellow then red.
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await devices.gotoFront();
  await expect(devices.dot('Alpha')).toHaveAttribute('data-status', 'alive');
  await expect(page.getByText('MAC: 01:23:45:67:89:AB')).toBeVisible();
  await expect(page.getByText('MAC: N/A')).toBeVisible();
  await devices.dot('Bravo').click();
  await expect(devices.dot('Bravo')).toHaveAttribute('data-status', 'checking');
  await expect(devices.dot('Bravo')).toHaveAttribute('data-status', 'dead');
  expect(sockets).toHaveLength(1);

  // Wake Alpha: the confirmation, the packet, then the follow-up on the card.
  await page.getByRole('button', { name: 'Wake Alpha' }).click();
  await expect(page.getByRole('dialog').getByText(messages.wakeConfirm)).toBeVisible();
  const arrived = new Promise<void>((resolve) => (packetArrived = resolve));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.magicPacketSent)).toBeVisible();
  await arrived;
  expect(packets[0]?.length).toBe(102);
  // Alpha answered ping before the wake: it is already online, never "waking".
  await expect(page.getByRole('article', { name: 'Alpha' }).getByRole('status')).toHaveText(messages.wakeAlreadyOnline);

  // Delete from the management list with the inline Yes/No.
  await devices.gotoManage();
  await devices.row('Bravo').getByRole('button', { name: 'Delete' }).click();
  await devices.row('Bravo').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.selectedItemDeleted)).toBeVisible();
  await devices.expectOrder(['Alpha']);
  expect((await api<{ items: NetworkDevice[] }>('GET', '/networkdevices/db/devices')).items.map((d) => d.deviceName)).toEqual(['Alpha']);
});
