// Issue 29: the command palette, driven by the keyboard only. A link inside a folder opens,
// a device wakes (its magic packet goes to a UDP listener on 127.0.0.1), a 2FA code is copied
// (made on the server), a todo is completed, and a web search prefix leads to its engine.
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { createSocket, type Socket } from 'node:dgram';
import { randomBytes } from 'node:crypto';
import { messages } from '../../shared/messages.js';
import type { TodoItem, TodoPage } from '../../shared/contracts/todos.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { apiCall, signInToken } from './apiCall.js';
import { shot } from './shots.js';
import { base32, referenceCode } from '../helpers/totp.js';

const hearth = useHearth({ admin, env: { HEARTH_HOST_MODE: 'true' } });
let token = '';
let site: Server;
let siteUrl = '';
let udp: Socket;
let udpPort = 0;
const packets: Buffer[] = [];
let packetArrived: () => void = () => undefined;
const totpKey = randomBytes(20);
let todoId = '';
let todoListId = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await apiCall<T>(hearth().url, token, method, path, body);
  return (answer.data ?? answer.message) as T;
}

test.beforeAll(async () => {
  // The link's target: a page on this machine, so opening it leaves nothing.
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Target</title><h1>Reached ${req.url ?? ''}</h1>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  udp = createSocket('udp4');
  udp.on('message', (msg) => {
    packets.push(msg);
    packetArrived();
  });
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  udpPort = udp.address().port;

  token = await signInToken(hearth().url, admin.username, admin.password);
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  await api('POST', '/settings', { siteName: 'Hearth', siteLogo: logo, authenticator: true, camerafeed: false, networkdevices: true, todolist: true, snippetmanager: false });
  const folder = await api<{ _id: string }>('POST', '/listing/save/folder', { folderName: 'Homelab', folderIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' }, showInSidebar: false, showOnFeatured: true });
  await api('POST', '/listing/save/link', {
    linkName: 'Grafana board',
    linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' },
    linkURL: `${siteUrl}/grafana`,
    localUrl: `${siteUrl}/grafana-local`,
    parentId: folder._id,
    showInSidebar: false,
    showOnFeatured: false,
  });
  await api('POST', '/networkdevices/save/device', {
    deviceName: 'Sleepy tower',
    deviceIp: '127.0.0.9',
    deviceMac: '01:23:45:67:89:ab',
    supportsWol: true,
    broadcastAddress: '127.0.0.1',
    broadcastPort: udpPort,
    deviceIcon: { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' },
  });
  await api('POST', '/totp/save', { serviceIcon: { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' }, serviceName: 'Vaultwarden', accountName: 'ops', secret: base32(totpKey) });
  const list = await api<{ _id: string }>('POST', '/listing/save/todo', { todoName: 'Chores', todoIcon: { iconUrl: 'todo', iconUrlLight: null, iconProvider: 'self' }, showOnFeatured: true });
  todoListId = list._id;
  todoId = (await api<TodoItem>('POST', '/todo/item', { listingId: list._id, todoName: 'Replace air filter' }))._id;
});

test.afterAll(async () => {
  udp.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  // The signed-in shell is up (its shortcuts listen from then on).
  await expect(searchButton(page)).toBeVisible();
});

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const combobox = (page: Page) => page.getByRole('combobox', { name: /Search links/ });
const activeOption = (page: Page) => page.locator('[role="option"][aria-selected="true"]');

async function searchFor(page: Page, text: string, first: string) {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type(text);
  await expect(activeOption(page)).toContainText(first);
  const active = await activeOption(page).getAttribute('id');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', active ?? '');
}

test('the palette is not in the login bundle', async ({ browser }) => {
  const context = await browser.newContext();
  await keepTrafficLocal(context);
  const fresh = await context.newPage();
  const loaded: string[] = [];
  fresh.on('request', (request) => loaded.push(request.url()));
  await fresh.goto(`${hearth().url}/login`);
  await expect(fresh.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(loaded.filter((url) => url.startsWith(hearth().url) && url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(loaded.filter((url) => /CommandPalette/.test(url))).toEqual([]);
  await context.close();
});

test('Ctrl+K finds a link inside a folder and Enter opens it', async ({ page }) => {
  await searchFor(page, 'grafa', 'Grafana board');
  await expect(page.getByRole('group', { name: 'Links' })).toContainText('127.0.0.1');
  await expect(page.getByRole('status').filter({ hasText: /results?\.$/ })).toHaveText(/^\d+ results?\.$/);
  await shot(page, 'palette-results');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${siteUrl}/grafana`);
  await expect(page.getByRole('heading', { name: 'Reached /grafana' })).toBeVisible();
});

test('Alt+Enter opens the local URL; Escape closes and gives focus back', async ({ page }) => {
  const button = searchButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  await searchFor(page, 'grafana board', 'Grafana board');
  await page.keyboard.press('Alt+Enter');
  await expect(page).toHaveURL(`${siteUrl}/grafana-local`);
});

test('"/" opens it outside a text field; Enter on a device wakes it', async ({ page }) => {
  await page.locator('body').press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('sleepy');
  await expect(activeOption(page)).toContainText('Sleepy tower');
  await expect(activeOption(page)).toContainText('Wake');
  packets.length = 0;
  const arrived = new Promise<void>((resolve) => {
    packetArrived = resolve;
  });
  await page.keyboard.press('Enter');
  await arrived;
  expect(packets[0]!.subarray(0, 6)).toEqual(Buffer.alloc(6, 0xff));
  expect(packets[0]!.subarray(6, 12)).toEqual(Buffer.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab]));
  await expect(page.getByText(messages.paletteDeviceWoken('Sleepy tower'))).toBeVisible();
  await expect(combobox(page)).toHaveCount(0);
});

test('Enter on a 2FA entry copies the code the server made', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await searchFor(page, 'vaultw', 'Vaultwarden');
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.paletteCodeCopied('Vaultwarden'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const now = Date.now() / 1000;
  expect([referenceCode(totpKey, now - 30), referenceCode(totpKey, now), referenceCode(totpKey, now + 30)]).toContain(copied);
});

test('Enter on a todo completes it', async ({ page }) => {
  await searchFor(page, 'air filt', 'Replace air filter');
  await expect(activeOption(page)).toContainText('Complete');
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.paletteTodoCompleted('Replace air filter'))).toBeVisible();
  const items = await api<TodoPage>('GET', `/todo/${todoListId}/items`);
  expect(items.todoItems.find((item) => item._id === todoId)?.completed).toBe(true);
});

test('a !gh prefix searches GitHub', async ({ page }) => {
  // Answered here: the browser never reaches github.com.
  await page.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub stand-in</title><h1>GitHub stand-in</h1>' }));
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('!gh hearth dashboard');
  await expect(activeOption(page)).toContainText(messages.paletteWebSearch('GitHub'));
  await shot(page, 'palette-web');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('https://github.com/search?q=hearth%20dashboard');
});

test('text that matches nothing searches the web with the engine in the user\'s settings', async ({ page }) => {
  await api('POST', '/settings/web-search', { engine: 'custom', url: `${siteUrl}/find?q=%s` });
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('qwertyuiop asdf');
  await expect(page.getByRole('status').filter({ hasText: /results?\.$/ })).toHaveText('1 result.');
  await expect(activeOption(page)).toContainText(messages.paletteWebSearch('your search engine'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${siteUrl}/find?q=qwertyuiop%20asdf`);
  await api('POST', '/settings/web-search', { engine: 'duckduckgo' });
});

test('on a phone the palette fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await searchButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('chores');
  await expect(activeOption(page)).toContainText('Chores');
  const box = await page.getByRole('dialog', { name: 'Search Hearth' }).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
  await shot(page, 'palette-phone');
});
