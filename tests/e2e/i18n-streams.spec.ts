// Issue 47: Stream Hub (the camera grid, a card's player and its reason, the manage list with each
// camera's state, the camera form and its validation) and the error pages in German (long words),
// Japanese (no spaces) and Arabic (right to left): translated texts, the server's reasons in the
// reader's language, the layout mirrored for Arabic, and nothing wider than its box. No camera
// answers here: the streams point at closed ports of 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { StreamSaved } from '../../shared/contracts/streams.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string };
  linkForm: { save: string };
  streams: {
    addStream: string;
    cameras: string;
    hub: { subtitle: string; manageCameras: string; pinned: string; otherCameras: string };
    manage: { settings: string; subtitle: string; check: string; checkNamed: string; pinnedBadge: string };
    card: { badge: { offline: string }; play: string; unpinNamed: string; pinNamed: string };
    player: { retry: string; liveVideo: string };
    editor: { name: string; url: string; hint: string };
  };
  errors: {
    notFound: { title: string; text: string };
    client: { title: string };
    network: { title: string; text: string };
    database: { title: string };
    tryAgain: string;
    goHome: string;
  };
  messages: Record<string, string>;
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** An RTSP address where nothing listens: a port of 127.0.0.1 that was free a moment ago. */
async function deadCameraUrl(path: string): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `rtsp://127.0.0.1:${port}/${path}`;
}

const cameras = { pinned: 'Gartenhauseinfahrt', other: 'Werkstatt' };

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  const saved: Record<string, string> = {};
  for (const [key, name] of Object.entries(cameras)) {
    const answer = await apiCall<unknown>(url, token, 'POST', '/listing/save/stream', { linkName: name, linkURL: await deadCameraUrl(key) });
    // A stream's answer carries the listing and what saving found on the camera.
    saved[key] = (answer.data as unknown as StreamSaved).listing._id;
  }
  await apiCall(url, token, 'POST', '/stream/pin', { listingId: saved.pinned });
});

async function newPage(browser: Browser, locale: string, width: number) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await keepTrafficLocal(context);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, url: string, text: Catalogue) {
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn }).click();
  await expect(page).toHaveURL(`${url}/`);
}

const refused = 'cameraNotReachable_refused';

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: Stream Hub, a card's player, the manage list and the camera form are translated and fit`, async ({ browser }) => {
    // Saving and checking read the camera, and a player waits for the relay to fail once.
    test.setTimeout(90_000);
    const text = catalogue(code);
    const m = text.messages;
    const { url } = hearth();
    const { context, page } = await newPage(browser, locale, 1280);
    await signIn(page, url, text);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // The hub: its title, the pinned and other cameras, each card's name, badge and the server's reason.
    await page.goto(`${url}/streaming`);
    await expect(page.getByRole('heading', { level: 1, name: m.streamTitle })).toBeVisible();
    await expect(page.getByText(text.streams.hub.subtitle)).toBeVisible();
    await expect(page.getByRole('link', { name: text.streams.hub.manageCameras })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.streams.hub.pinned })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.streams.hub.otherCameras })).toBeVisible();
    const pinnedCard = page.getByRole('article', { name: cameras.pinned, exact: true });
    const otherCard = page.getByRole('article', { name: cameras.other, exact: true });
    await expect(pinnedCard.getByRole('button', { name: fill(text.streams.card.unpinNamed, { name: cameras.pinned }) })).toBeVisible();
    await expect(otherCard.getByRole('button', { name: fill(text.streams.card.pinNamed, { name: cameras.other }) })).toBeVisible();
    await expect(otherCard.locator('.stream-no-preview')).toHaveText(m[refused]!, { timeout: 20_000 });
    await expect(otherCard.locator('.stream-live')).toHaveText(text.streams.card.badge.offline);
    // The pinned camera plays by itself: the relay fails and the player says why, with Retry.
    await expect(pinnedCard.locator('.live-reason')).toHaveText(m[refused]!, { timeout: 30_000 });
    await expect(pinnedCard.getByRole('button', { name: text.streams.player.retry })).toBeVisible();
    await expect(pinnedCard.locator('.live-media')).toHaveAttribute('aria-label', fill(text.streams.player.liveVideo, { name: cameras.pinned }));
    await expect(otherCard.getByRole('button', { name: fill(text.streams.card.play, { name: cameras.other }) })).toBeVisible();
    await expect(page.getByText('Camera not reachable: connection refused')).toHaveCount(0);
    expect(await overflowing(page, ['.page-header', '.page-actions .btn', '.stream-card', '.stream-topbar', '.stream-live', '.live-overlay', '.live-problem .btn', '.section-title'])).toEqual([]);
    // Mirrored in Arabic: a card's tools sit at the end of its line, so left in Arabic.
    const tools = await otherCard.locator('.stream-tools').boundingBox();
    const box = await otherCard.boundingBox();
    expect(tools && box ? (tools.x + tools.width / 2 < box.x + box.width / 2 ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await shot(page, `streams-hub-${code}`);

    // The manage list: breadcrumb, Add stream, each row's state in words and its Check.
    await page.goto(`${url}/manage/streaming`);
    await expect(page.getByRole('heading', { level: 1, name: m.streamTitle })).toBeVisible();
    await expect(page.locator('.breadcrumb').getByRole('link', { name: text.streams.manage.settings })).toBeVisible();
    await expect(page.getByRole('link', { name: text.streams.addStream })).toBeVisible();
    const list = page.getByRole('list', { name: text.streams.cameras });
    const row = list.getByRole('listitem').filter({ hasText: cameras.pinned });
    await expect(row.locator('.badge')).toHaveText(text.streams.manage.pinnedBadge);
    await expect(row.locator('.camera-state')).toHaveText(m[refused]!, { timeout: 20_000 });
    const check = row.getByRole('button', { name: fill(text.streams.manage.checkNamed, { name: cameras.pinned }) });
    await expect(check).toHaveText(text.streams.manage.check);
    await check.click();
    await expect(row.locator('.camera-state')).toHaveText(m[refused]!, { timeout: 20_000 });
    expect(await overflowing(page, ['.page-header', '.breadcrumb', '.stream-manage-row', '.stream-manage-name', '.camera-state', '.stream-manage-row .btn'])).toEqual([]);
    await shot(page, `streams-manage-${code}`);

    // The camera form: its title, labels and hint; an empty save says what is missing in this language.
    await page.goto(`${url}/manage/listing/save/stream`);
    await expect(page.getByRole('heading', { level: 1, name: m.streamAddTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.streams.editor.name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.streams.editor.url })).toBeVisible();
    await expect(page.getByText(text.streams.editor.hint)).toBeVisible();
    await page.getByRole('button', { name: text.linkForm.save, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.streamFillFields })).toBeVisible();
    await page.getByRole('textbox', { name: text.streams.editor.name }).fill('Hof');
    await page.getByRole('textbox', { name: text.streams.editor.url }).fill('file:///etc/passwd');
    await page.getByRole('button', { name: text.linkForm.save, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.streamUrlInvalid })).toBeVisible();
    expect(await overflowing(page, ['.page-header', '.editor-card', '.field-hint', '.field-error', '.editor-actions .btn'])).toEqual([]);
    await shot(page, `streams-form-${code}`);
    await context.close();
  });

  test(`in ${code}: the error pages are translated and fit${dir === 'rtl' ? ', mirrored' : ''}`, async ({ browser }) => {
    const text = catalogue(code);
    const { url } = hearth();
    const { context, page } = await newPage(browser, locale, 1280);
    const cardParts = ['.error-card', '.error-title', '.error-text', '.error-status', '.error-card > .btn'];

    await page.goto(`${url}/notfound`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: text.errors.notFound.title })).toBeVisible();
    await expect(page.getByText(text.errors.notFound.text)).toBeVisible();
    await expect(page.getByRole('link', { name: text.errors.goHome })).toBeVisible();
    expect(await overflowing(page, cardParts)).toEqual([]);
    await shot(page, `error-notfound-${code}`);

    await page.goto(`${url}/client-error`);
    await expect(page.getByRole('heading', { level: 1, name: text.errors.client.title })).toBeVisible();

    // While the API does not answer, the network and database pages stay and say so.
    await page.route('**/api/v1/home*', (route) => route.abort('connectionrefused'));
    await page.goto(`${url}/network-error`);
    await expect(page.getByRole('heading', { level: 1, name: text.errors.network.title })).toBeVisible();
    await expect(page.getByText(text.errors.network.text)).toBeVisible();
    expect(await overflowing(page, cardParts)).toEqual([]);

    await page.goto(`${url}/database-error`);
    await expect(page.getByRole('heading', { level: 1, name: text.errors.database.title })).toBeVisible();
    await expect(page.getByText(text.messages.databaseNotConnected!)).toBeVisible();
    await expect(page.locator('.error-text code')).toHaveText(['--data-dir', 'HEARTH_DATA_DIR']);
    await expect(page.getByRole('button', { name: text.errors.tryAgain })).toBeVisible();
    await expect(page.getByText('Database Connection Failed')).toHaveCount(0);
    expect(await overflowing(page, cardParts)).toEqual([]);
    await shot(page, `error-database-${code}`);
    await context.close();
  });
}
