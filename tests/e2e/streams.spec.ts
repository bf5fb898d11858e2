import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import { startCamera, type TestCamera } from '../fixtures/rtsp-camera.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';
import { ffmpegPids } from '../helpers/ffmpeg.js';

// Real parts: the GStreamer RTSP camera on 127.0.0.1, the server's ffmpeg relay and Chromium's
// own decoders (MSE for the H.264 camera, jsmpeg's canvas for the H.265 one).
const hearth = useHearth({ admin });
let camera: TestCamera;

test.beforeAll(async () => {
  camera = await startCamera();
});
test.afterAll(async () => {
  await camera?.stop();
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

/** An API call with the page's own sign-in. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('hearth.token') ?? '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

async function addStream(page: Page, name: string, url: string): Promise<string> {
  const answer = await api<{ data: StreamSaved }>(page, 'POST', '/listing/save/stream', { linkName: name, linkURL: url });
  return answer.data.listing._id;
}

async function clearStreams(page: Page): Promise<void> {
  const list = await api<{ message: { items: { _id: string }[] } }>(page, 'GET', '/listing/folder/stream/list');
  for (const item of list.message.items) await api(page, 'GET', `/listing/delete/${item._id}`);
}

/** How many distinct grey levels a sample of the drawn picture has: a blank frame has 1. */
async function pictureLevels(media: Locator): Promise<number> {
  return media.evaluate((element) => {
    const source = element as HTMLVideoElement | HTMLCanvasElement;
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
    if (!width || !height) return 0;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(source, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    const levels = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) levels.add((data[i]! + data[i + 1]! + data[i + 2]!) >> 4);
    return levels.size;
  });
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

test('a stream is added in its editor, shows its preview and plays live through MSE', async ({ page }) => {
  // Saving reads the camera (up to 5 s) and the preview grabs a frame: more than the default 30 s.
  test.setTimeout(60_000);
  const { url } = hearth();
  await clearStreams(page);
  await page.goto(`${url}/streaming`);
  await expect(page.getByText(messages.streamEmpty)).toBeVisible();
  await page.goto(`${url}/manage/streaming`);
  await page.getByRole('link', { name: 'Add stream' }).click();
  await expect(page).toHaveURL(`${url}/manage/listing/save/stream`);
  await expect(page.getByRole('heading', { name: messages.streamAddTitle })).toBeVisible();

  // spec-features §5: both fields are required; only rtsp:// and rtsps:// are cameras.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.streamFillFields })).toBeVisible();
  await page.getByLabel('Stream Name').fill('Porch');
  await page.getByLabel('Stream URL').fill('file:///etc/passwd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.streamUrlInvalid })).toBeVisible();

  const withPassword = camera.url().replace('rtsp://', 'rtsp://admin:s3cret@');
  await page.getByLabel('Stream URL').fill(withPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${messages.streamSaved} H.264 320x240, 15 fps`)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${url}/manage/streaming`);
  const row = page.getByRole('listitem').filter({ hasText: 'Porch' });
  await expect(row).toContainText(`rtsp://admin:********@127.0.0.1:${camera.port}/h264`);
  await expect(row).not.toContainText('s3cret');

  // The editor shows the masked URL back.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: messages.streamEditTitle })).toBeVisible();
  await expect(page.getByLabel('Stream URL')).toHaveValue(`rtsp://admin:********@127.0.0.1:${camera.port}/h264`);
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.goto(`${url}/streaming`);
  // Named for what it is (it was "Root"), in the page and the browser tab.
  await expect(page.getByRole('heading', { name: messages.streamTitle, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${messages.streamTitle} ·`));
  const porch = card(page, 'Porch');
  await expect(porch).toHaveCSS('height', '360px');
  await expect(porch.locator('img[data-preview="camera"]')).toBeVisible({ timeout: 15_000 });
  await expect(porch.getByRole('button', { name: 'Mute' })).toHaveCount(0);

  const clicked = Date.now();
  await porch.getByRole('button', { name: 'Play Porch' }).click();
  // Focus moves from the Play button (gone now) to the player's fullscreen button.
  await expect(porch.getByRole('button', { name: 'Fullscreen: Porch' })).toBeFocused();
  const player = porch.locator('.live-player');
  await expect(player).toHaveAttribute('data-mode', 'remux');
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
  console.log(`first frame ${Date.now() - clicked} ms after the click`);
  const video = porch.locator('video');
  await expect.poll(() => pictureLevels(video), { timeout: 10_000 }).toBeGreaterThan(3);
  // The picture moves: the test camera draws a running clock.
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(first + 0.5);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(porch.getByText('Live')).toBeVisible();

  // Clicking the video toggles fullscreen, which unmutes it; the mute button shows it.
  const unmute = porch.getByRole('button', { name: 'Unmute' });
  await expect(unmute).toBeVisible();
  await video.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? null)).toBe('stream-fullscreen');
  await expect(video).toHaveJSProperty('muted', false);
  await page.locator('.stream-fullscreen video').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(video).toHaveJSProperty('muted', true);
});

test('an H.265 camera falls back to the jsmpeg canvas and draws frames', async ({ page }) => {
  const { url } = hearth();
  await clearStreams(page);
  await addStream(page, 'Garage', camera.url('h265'));
  await page.goto(`${url}/streaming`);
  const garage = card(page, 'Garage');
  await garage.getByRole('button', { name: 'Play Garage' }).click();
  const player = garage.locator('.live-player');
  await expect(player).toHaveAttribute('data-mode', 'jsmpeg', { timeout: 15_000 });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect.poll(() => pictureLevels(garage.locator('canvas')), { timeout: 10_000 }).toBeGreaterThan(3);
});

test('pinning a fifth camera drops the oldest; pinned cameras play at the top and on home', async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = hearth();
  await clearStreams(page);
  // Offline cameras: pinning does not need a picture, and five live relays would crowd 2 cores.
  for (const n of [1, 2, 3, 4, 5]) await addStream(page, `Cam ${n}`, `rtsp://127.0.0.1:9/cam${n}`);
  await page.goto(`${url}/streaming`);
  for (const n of [1, 2, 3, 4, 5]) {
    await card(page, `Cam ${n}`).getByRole('button', { name: `Pin Cam ${n}` }).click();
    await expect(page.getByRole('region', { name: 'Pinned' }).getByRole('article', { name: `Cam ${n}` })).toBeVisible();
  }
  const pinned = page.getByRole('region', { name: 'Pinned' }).getByRole('article');
  await expect(pinned).toHaveCount(4);
  await expect(pinned.first()).toHaveAccessibleName('Cam 2');
  await expect(page.getByRole('region', { name: 'Other cameras' }).getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Cam 1').getByRole('button', { name: 'Pin Cam 1' })).toHaveAttribute('aria-pressed', 'false');
  // An offline camera shows the no-preview picture after its retries and keeps trying to play.
  await expect(card(page, 'Cam 1').locator('[data-preview="none"]')).toBeVisible({ timeout: 30_000 });

  // Pins live on the server: they follow the user to a fresh page, and home shows them too.
  await api(page, 'POST', '/settings', { ...(await api<{ message: Record<string, unknown> }>(page, 'GET', '/settings')).message, camerafeed: true });
  await page.goto(`${url}/`);
  await expect(page.getByRole('region', { name: 'Pinned cameras' }).getByRole('article')).toHaveCount(4);
});

test('the editor leaves for /manage/listing when the id is no stream; an offline camera still saves', async ({ page }) => {
  const { url } = hearth();
  const folder = await api<{ data: { _id: string } }>(page, 'POST', '/listing/save/folder', {
    folderName: 'Not a camera',
    folderIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' },
  });
  await page.goto(`${url}/manage/listing/save/stream/${folder.data._id}`);
  await expect(page).toHaveURL(`${url}/manage/listing`);

  await page.goto(`${url}/manage/listing/save/stream`);
  await page.getByLabel('Stream Name').fill('Shed');
  await page.getByLabel('Stream URL').fill('rtsp://127.0.0.1:9/shed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${messages.streamSaved} ${messages.cameraNotReachable('connection refused')}`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Shed' })).toBeVisible();
});

test('the quick preview route plays one camera and closes on Escape', async ({ page }) => {
  const { url } = hearth();
  const id = await addStream(page, 'Door', camera.url());
  await page.goto(`${url}/quick-preview/${id}`);
  await expect(page.getByRole('main', { name: 'Quick preview: Door' })).toBeVisible();
  await expect(page.locator('.live-player')).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect.poll(() => pictureLevels(page.locator('.live-media')), { timeout: 10_000 }).toBeGreaterThan(3);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Preview closed.')).toBeVisible();
  await expect(page.locator('.live-player')).toHaveCount(0);
});

test('a viewer sees "reconnecting" when the camera relay dies, then live video again', async ({ page }) => {
  test.setTimeout(60_000);
  const { url } = hearth();
  await clearStreams(page);
  const id = await addStream(page, 'Hall', camera.url());
  await page.goto(`${url}/quick-preview/${id}`);
  const player = page.locator('.live-player');
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  const [pid] = ffmpegPids();
  expect(pid).toBeDefined();
  process.kill(pid!, 'SIGKILL');
  await expect(page.getByText(messages.streamReconnecting)).toBeVisible({ timeout: 10_000 });
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  expect(ffmpegPids().filter((p) => p !== pid)).toHaveLength(1);
  await expect.poll(() => pictureLevels(page.locator('.live-media')), { timeout: 10_000 }).toBeGreaterThan(3);
  // Live again means new pictures, not the last one kept on screen while the clock runs on.
  const decoded = () => page.locator('video.live-media').evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
  const before = await decoded();
  await expect.poll(decoded, { timeout: 5000 }).toBeGreaterThan(before + 5);
});

test('a live socket that keeps failing is reloaded 3 times, then the player offers Retry', async ({ page }) => {
  const { url } = hearth();
  const id = await addStream(page, 'Attic', camera.url());
  // The video socket is refused at once: every attempt fails the way a dead link would.
  let attempts = 0;
  let refusing = true;
  await page.routeWebSocket(new RegExp(`/${id}\\?token=`), (socket) => {
    attempts += 1;
    if (refusing) void socket.close({ code: 1011, reason: 'test' });
    else socket.connectToServer();
  });
  await page.clock.install();
  await page.goto(`${url}/quick-preview/${id}`);
  const player = page.locator('.live-player');
  await expect.poll(() => attempts).toBe(1);
  // Each failure reloads after the spec's 5 s; the fourth failure in a row gives up.
  for (const expected of [2, 3, 4]) {
    await page.clock.runFor(5_100);
    await expect.poll(() => attempts).toBe(expected);
  }
  await expect(player).toHaveAttribute('data-state', 'failed');
  await expect(player.getByText(messages.streamUnavailable)).toBeVisible();
  await expect(player.getByText(messages.streamRetryIn(30))).toBeVisible();
  await shot(page, 'stream-failed');
  // A wall tablet never needs a hand: it keeps trying, every 30 s, then every minute.
  await page.clock.runFor(20_000);
  expect(attempts).toBe(4);
  await page.clock.runFor(10_100);
  await expect.poll(() => attempts).toBe(5);
  await expect(player).toHaveAttribute('data-state', 'failed');
  await expect(player.getByText(messages.streamRetryIn(60))).toBeVisible();

  // Retry starts over at once, and with a working socket the camera plays.
  refusing = false;
  await page.clock.resume();
  await player.getByRole('button', { name: 'Retry' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  expect(attempts).toBe(6);
});

/** An RTSP address where nothing listens: a port of 127.0.0.1 that was free a moment ago. */
async function deadCameraUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `rtsp://127.0.0.1:${port}/stream1`;
}

test('a camera that cannot be reached says why on its tile, tries again with back-off, keeps Retry, and the manage list shows each state', async ({ page }) => {
  test.setTimeout(60_000);
  const { url } = hearth();
  await clearStreams(page);
  const refused = messages.cameraNotReachable('connection refused');
  await addStream(page, 'Porch', await deadCameraUrl());
  await addStream(page, 'Yard', camera.url());
  await page.goto(`${url}/streaming`);
  const porch = card(page, 'Porch');
  // The preview says why there is no picture, and the badge does not claim it is live.
  await expect(porch.getByText(refused)).toBeVisible({ timeout: 15_000 });
  await expect(porch.locator('[data-badge]')).toHaveText('Offline');
  await expect(card(page, 'Yard').locator('img[data-preview="camera"]')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'stream-unreachable-preview');

  await porch.getByRole('button', { name: 'Play Porch' }).click();
  const player = porch.locator('.live-player');
  await expect(player).toHaveAttribute('data-state', 'unreachable', { timeout: 10_000 });
  await expect(player.getByText(refused)).toBeVisible();
  await expect(porch.locator('[data-badge]')).toHaveText('Offline');
  await expect(player.getByText(/^Trying again in \d+ s\.$/)).toBeVisible();
  await shot(page, 'stream-unreachable-player');
  // Retry asks the server to try now; it fails again and says so again.
  await player.getByRole('button', { name: 'Retry' }).click();
  await expect(player.getByText(refused)).toBeVisible();
  await expect(player).toHaveAttribute('data-state', 'unreachable');

  // The manage list: each camera's state, in words.
  await page.goto(`${url}/manage/streaming`);
  const porchRow = page.getByRole('listitem').filter({ hasText: 'Porch' });
  const yardRow = page.getByRole('listitem').filter({ hasText: 'Yard' });
  await expect(porchRow.getByText(refused)).toBeVisible();
  await expect(yardRow.getByText('Reachable')).toBeVisible();
  await yardRow.getByRole('button', { name: 'Check Yard' }).click();
  await expect(yardRow.locator('[data-state="reachable"]')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'stream-manage-states');
  // Nobody watches now: the relay stopped trying.
  await expect.poll(() => ffmpegPids().length, { timeout: 10_000 }).toBe(0);
});

test('a session ended elsewhere closes the live video and the page goes to /login', async ({ page }) => {
  const { url } = hearth();
  const id = await addStream(page, 'Study', camera.url());
  await page.goto(`${url}/quick-preview/${id}`);
  await expect(page.locator('.live-player')).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  // The same session signs out from another tab (or an admin resets the password).
  const token = await page.evaluate(() => localStorage.getItem('hearth.token') ?? '');
  const res = await fetch(`${url}/api/v1/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(200);
  await expect(page).toHaveURL(`${url}/login`);
  await expect.poll(() => ffmpegPids().length, { timeout: 5000 }).toBe(0);
});
