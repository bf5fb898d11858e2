import { chromium, expect, test, type Page } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { ListingSeed } from './listingSeed.js';
import { keepTrafficLocal } from './networkGuard.js';
import { apiCall, signInToken, type Answer } from './apiCall.js';
import { chromiumPath } from './chromium.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// The installed app: http://127.0.0.1 is a secure context to Chromium, so the service worker,
// the manifest and the installability check run on the loopback origin. The server serves a
// copy of the built renderer, so a test can publish a "new version" of the service worker.
test.use({ serviceWorkers: 'allow' });

let rendererCopy = '';
test.beforeAll(async () => {
  rendererCopy = await mkdtemp(join(tmpdir(), 'hearth-renderer-'));
  await cp('dist/renderer', rendererCopy, { recursive: true });
});
test.afterAll(async () => {
  if (rendererCopy) await rm(rendererCopy, { recursive: true, force: true });
});
const hearth = useHearth({ admin, start: { get staticDir() { return rendererCopy; } } });

async function signedInWithWorker(page: Page): Promise<void> {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  // The worker takes the page over on its first install (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the manifest carries the site name and the theme colour, with shortcuts, and Chromium reads it', async ({ page }) => {
  const url = hearth().url;
  const token = await signInToken(url, admin.username, admin.password);
  const settings = (await apiCall<Record<string, unknown>>(url, token, 'GET', '/settings')).message;
  await apiCall(url, token, 'POST', '/settings', { ...settings, siteName: 'Our Home' });
  await apiCall(url, token, 'POST', '/settings/theme', { colorTheme: 'aurora' });
  await signedInWithWorker(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?name=Our+Home&theme=aurora');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ecf8f3');
  const manifest = (await (await page.request.get(`${url}/manifest.webmanifest?name=Our+Home&theme=aurora`)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Our Home', display: 'standalone', theme_color: '#ecf8f3', start_url: '/' });
  expect((manifest.shortcuts as { name: string }[]).map((shortcut) => shortcut.name)).toEqual(['Tasks', 'Snippets', 'Streams']);

  const cdp = await page.context().newCDPSession(page);
  const seen = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(seen.url).toContain('/manifest.webmanifest');
  expect(seen.errors).toEqual([]);
  await apiCall(url, token, 'POST', '/settings', { ...settings });
  await apiCall(url, token, 'POST', '/settings/theme', { colorTheme: 'dark' });
});

test('passes Chromium\'s installability check (in a profile of its own: nothing installs from incognito)', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'hearth-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'], serviceWorkers: 'allow' });
  try {
    // Network safety here too: this browser only ever reaches 127.0.0.1.
    await keepTrafficLocal(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await signedInWithWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId))
      .toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('opens offline with the last dashboard it saw and says so', async ({ page, context }) => {
  const seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
  await seed.link('Pi-hole', { url: 'http://127.0.0.1:9/admin' });
  await signedInWithWorker(page);
  await page.reload();
  await expect(page.getByText('Pi-hole')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(messages.youAreOffline)).toBeVisible();
  await expect(page.getByText('Pi-hole')).toBeVisible();
  await shot(page, 'pwa-offline');

  await context.setOffline(false);
  await expect(page.getByText(messages.youAreOffline)).toBeHidden();
});

test('offline, a screen with no saved copy says it is not saved for offline, and the reconnecting pill fits a phone', async ({ page, context }) => {
  const seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
  const garage = await seed.folder('Garage');
  await seed.link('Door opener', { url: 'http://127.0.0.1:9/door', parentId: garage._id, featured: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInWithWorker(page);
  await page.reload();
  await expect(page.getByText('Garage')).toBeVisible();

  await context.setOffline(true);
  await page.goto(`${hearth().url}/c/${garage._id}`);
  await expect(page.getByText(messages.notSavedOffline)).toBeVisible();
  const pill = page.getByRole('status').filter({ hasText: messages.connectionLost });
  await expect(pill).toBeVisible();
  const box = await pill.locator('.connection-banner').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, `the pill ${JSON.stringify(box)} fits 390 px`).toBe(true);
  await shot(page, 'pwa-not-saved-offline');

  // Back online, the same screen carries on by itself.
  await context.setOffline(false);
  await expect(page.getByText('Door opener')).toBeVisible();
  await expect(page.getByText(messages.notSavedOffline)).toBeHidden();
});

test('keeps no secrets in its caches: authenticator codes never reach the offline copy', async ({ page }) => {
  const url = hearth().url;
  const token = await signInToken(url, admin.username, admin.password);
  const settings = (await apiCall<Record<string, unknown>>(url, token, 'GET', '/settings')).message;
  await apiCall(url, token, 'POST', '/settings', { ...settings, authenticator: true });
  await apiCall(url, token, 'POST', '/totp/save', { serviceName: 'Mail', accountName: 'me', secret: 'JBSWY3DPEHPK3PXP', serviceIcon: { iconUrl: 'authenticator', iconUrlLight: null, iconProvider: 'self' } });
  const live = (await apiCall<{ authenticators: { code: string }[] }>(url, token, 'GET', '/dashboard')).message;
  expect(live.authenticators[0]?.code).toMatch(/^\d{6}$/);
  await signedInWithWorker(page);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('hearth-offline-copies');
    const texts: string[] = [];
    for (const request of await cache.keys()) texts.push(`${request.url} ${await (await cache.match(request))?.text()}`);
    return texts;
  });
  const dashboard = cached.find((text) => text.includes('/api/v1/dashboard?for='));
  expect(dashboard).toContain('"authenticators":[]');
  expect(dashboard).toContain('"siteName":"Hearth"');
  for (const text of cached) expect(text).not.toMatch(/"token"|"code"|"nextCode"|"secretKey"|JBSWY3DPEHPK3PXP/);
  // Signing out forgets them.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'hearth-forget-copies' }));
  await expect.poll(() => page.evaluate(async () => (await caches.has('hearth-offline-copies')) && (await (await caches.open('hearth-offline-copies')).keys()).length)).toBeFalsy();
});

/** The offline copies the service worker holds, by address. */
function offlineCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => ((await caches.has('hearth-offline-copies')) ? (await (await caches.open('hearth-offline-copies')).keys()).map((request) => request.url) : []));
}

test('forgets the offline copies at the next contact once the server ended the session (a password changed elsewhere)', async ({ page }) => {
  const url = hearth().url;
  const adminToken = await signInToken(url, admin.username, admin.password);
  // The new account's id comes beside the message (POST /accounts/save).
  const made = (await apiCall<string>(url, adminToken, 'POST', '/accounts/save', { fullName: 'Tess', username: 'tess', siteName: 'Tess home', password: 'tess-password-1' })) as Answer<string> & { userId: string };
  await new LoginPage(page, url).signInAndWait('tess', 'tess-password-1');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => offlineCopies(page)).toContainEqual(expect.stringContaining('/api/v1/dashboard?for='));

  // Tess changes her password on another device: every other session of hers ends.
  const elsewhere = await signInToken(url, 'tess', 'tess-password-1');
  await apiCall(url, elsewhere, 'POST', `/accounts/password/${made.userId}`, { password: 'tess-password-2' });

  await page.reload();
  await expect(page).toHaveURL(`${url}/login`);
  await expect.poll(() => offlineCopies(page)).toEqual([]);
});

test('a new version waits for "Reload" in a toast, then takes over', async ({ page }) => {
  await signedInWithWorker(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  const sw = join(rendererCopy, 'sw.js');
  await writeFile(sw, `${await readFile(sw, 'utf8')}\n// a new version ${Date.now()}\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const toast = page.getByText(messages.newVersion);
  await expect(toast).toBeVisible();
  await shot(page, 'pwa-update-toast');
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toBe(before);
  const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(waiting).toBe(false);
});
