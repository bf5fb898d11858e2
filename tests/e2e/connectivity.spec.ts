// Issue 27 item 2: the API goes away for a moment (a server restart, the Wi-Fi gone). The page
// stays where it was, says it is reconnecting, and comes back by itself, sockets included; a
// sign-in revoked meanwhile goes to /login instead of around again. The server under the page is
// stopped and started again on the same port, with the same data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type WebSocket as PageSocket } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import type { RunningServer } from '../../server/index.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, loadServer } from './fixtures.js';
import { testServerEnv } from '../helpers/test-server-env.js';
import { ListingSeed } from './listingSeed.js';
import { keepTrafficLocal, takeBlocked } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

let tempDir = '';
let dataDir = '';
let server: RunningServer | null = null;
let port = 0;
let camera: TestCamera;
const log: string[] = [];

/** Starts Hearth on `port` (0 the first time) with the same data folder every time. */
async function start(): Promise<string> {
  const { startServer } = await loadServer();
  server = await startServer({ dataDir, host: '127.0.0.1', port, env: { ...(await testServerEnv()), HEARTH_HOST_MODE: 'true' }, admin, log: (line) => log.push(line) });
  port = server.port;
  return server.url;
}

async function stop(): Promise<void> {
  await server?.close();
  server = null;
}

test.beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'hearth-outage-'));
  dataDir = join(tempDir, 'data');
  camera = await startCamera();
});
test.afterAll(async () => {
  await stop();
  await camera?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

let url = '';
test.beforeEach(async ({ page }) => {
  url = await start();
  takeBlocked();
  await keepTrafficLocal(page);
});
test.afterEach(async () => {
  await stop();
  expect(takeBlocked(), 'requests for hosts other than 127.0.0.1 (aborted)').toEqual([]);
});

/** The connection banner, by what it says. */
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a server restart under a page: it stays, says it is reconnecting, and comes back by itself', async ({ page }) => {
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.folder('Garden', { featured: false });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await stop();
  // Navigating while the server is gone: the new screen waits instead of leaving for an error page.
  await page.getByRole('link', { name: 'Listings' }).first().click();
  await expect(banner(page, messages.connectionLost)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/listing`);
  await shot(page, 'connection-lost');

  await start();
  // No hand needed: the screen loads its data, and the banner says so and goes.
  await expect(page.getByText('Garden')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${url}/manage/listing`);
  await expect(banner(page, messages.connectionBack)).toBeVisible();
  await shot(page, 'connection-back');
  await expect(banner(page, messages.connectionBack)).toHaveCount(0);
  await expect(banner(page, messages.connectionLost)).toHaveCount(0);
});

test('a write while the server is gone says so, and the page carries on once it is back', async ({ page }) => {
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/listing/save/folder`);
  await page.getByLabel('Folder Name').fill('Shed');
  await stop();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.toast').filter({ hasText: messages.serverUnavailable })).toBeVisible();
  await expect(banner(page, messages.connectionLost)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/listing/save/folder`);
  await expect(page.getByLabel('Folder Name')).toHaveValue('Shed');
  await start();
  await expect(banner(page, messages.connectionLost)).toHaveCount(0, { timeout: 30_000 });
});

/** The page's sockets to a path, and whether each has received anything. */
function watchSockets(page: Page, path: RegExp): { opened: () => number; answered: () => number } {
  const sockets: { socket: PageSocket; got: boolean }[] = [];
  page.on('websocket', (socket) => {
    if (!path.test(new URL(socket.url()).pathname)) return;
    const entry = { socket, got: false };
    sockets.push(entry);
    socket.on('framereceived', () => (entry.got = true));
  });
  return { opened: () => sockets.length, answered: () => sockets.filter((s) => s.got).length };
}

test('the device-status and live-video sockets reconnect by themselves after a restart', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signInToken(url, admin.username, admin.password);
  const logo = { iconUrl: 'hearth', iconUrlLight: null, iconProvider: 'self' };
  await apiCall(url, token, 'POST', '/settings', { siteName: 'Hearth', siteLogo: logo, authenticator: false, camerafeed: true, networkdevices: true, todolist: false, snippetmanager: false });
  await apiCall(url, token, 'POST', '/networkdevices/save/device', { deviceName: 'Router', deviceIp: '127.0.0.1', deviceIcon: { iconUrl: 'device', iconUrlLight: null, iconProvider: 'self' } });
  const stream = await apiCall<string>(url, token, 'POST', '/listing/save/stream', { linkName: 'Porch', linkURL: camera.url() });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);

  const status = watchSockets(page, /^\/$/);
  await page.goto(`${url}/networkdevices`);
  await expect.poll(status.answered).toBe(1);
  await stop();
  await start();
  // A new socket, answered by the new server: the device states are live again.
  await expect.poll(status.answered, { timeout: 30_000 }).toBe(2);
  const dot = page.getByRole('article', { name: 'Router', exact: true }).locator('.device-dot');
  await dot.click();
  await expect(dot).toHaveAttribute('data-status', 'alive');

  const id = (stream as unknown as { data: StreamSaved }).data.listing._id;
  await page.goto(`${url}/quick-preview/${id}`);
  const player = page.locator('.live-player');
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await stop();
  await expect(player).toHaveAttribute('data-state', /loading|reconnecting/);
  await expect(banner(page, messages.connectionLost)).toBeVisible({ timeout: 15_000 });
  await shot(page, 'connection-lost-video');
  await start();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
});

test('a sign-in revoked while the server was gone goes to /login when it is back, not around again', async ({ page }) => {
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const token = await signInToken(url, admin.username, admin.password);
  const stream = await apiCall<string>(url, token, 'POST', '/listing/save/stream', { linkName: 'Hall', linkURL: camera.url() });
  const id = (stream as unknown as { data: StreamSaved }).data.listing._id;
  await page.goto(`${url}/quick-preview/${id}`);
  await expect(page.locator('.live-player')).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await stop();
  // Every session ends while the server is down (as a password reset from another server would).
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'hearth.db'));
  db.prepare('DELETE FROM sessions').run();
  db.close();
  await start();
  await expect(page).toHaveURL(`${url}/login`, { timeout: 30_000 });
});
