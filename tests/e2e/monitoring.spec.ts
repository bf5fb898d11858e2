import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../../server/db/schema/index.js';
import type { Db } from '../../server/db/client.js';
import { HistoryStore } from '../../server/features/monitoring/history-store.js';
import { openIncident, closeIncident } from '../../server/features/monitoring/history.repo.js';
import type { MonitorSettings, MonitorSummary } from '../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../shared/messages.js';
import { startAlertServices, type AlertServices } from '../fixtures/alert-services.js';
import { startMonitorTargets, type MonitorTargets } from '../fixtures/monitor-targets.js';
import { apiCall, signInToken } from './apiCall.js';
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
let token = '';
let targets: MonitorTargets;
let services: AlertServices;
const ids: Record<string, string> = {};

const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(hearth().url, token, method, path, body);
const linkIcon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };

async function link(name: string, path: string): Promise<string> {
  const answer = await api('POST', '/listing/save/link', { linkName: name, linkIcon, linkURL: `${targets.origin}${path}`, showOnFeatured: true, showInSidebar: false });
  if (!answer.data) throw new Error('no listing');
  return answer.data._id;
}

async function watch(listingId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const body = { kind: 'link', targetId: listingId, intervalSeconds: 3600, timeoutSeconds: 5, failureThreshold: 1, ...overrides };
  return (await api<{ settings: MonitorSettings; summary: MonitorSummary }>('POST', '/monitoring/save', body)).message.settings._id;
}

/** Two days of history for a monitor, as the checks would have left it: every minute, one bad half hour. */
function seedHistory(dataDir: string, monitorId: string): void {
  const sqlite = new Database(join(dataDir, 'hearth.db'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    const db: Db = drizzle(sqlite, { schema });
    const store = new HistoryStore(db);
    const now = Date.now();
    const start = now - 47 * 3_600_000;
    const badFrom = now - 20 * 3_600_000;
    for (let at = start; at < now - 60_000; at += 60_000) {
      const bad = at >= badFrom && at < badFrom + 30 * 60_000;
      store.record(monitorId, { at, ok: !bad, latencyMs: bad ? null : 18 + Math.round(12 * Math.abs(Math.sin(at / 3_600_000))), status: bad ? 502 : 200 });
    }
    store.rollup(now);
    openIncident(db, monitorId, badFrom, m.httpStatus(502, 200, 399));
    closeIncident(db, monitorId, badFrom + 30 * 60_000);
  } finally {
    sqlite.close();
  }
}

test.beforeAll(async () => {
  [targets, services] = await Promise.all([startMonitorTargets(), startAlertServices()]);
  token = await signInToken(hearth().url, admin.username, admin.password);
  ids.home = await link('Home page', '/ok');
  ids.flappy = await link('Flappy', '/flip');
  ids.nas = await link('Old NAS', '/status/500');
  ids.plain = await link('Not monitored', '/ok');
  ids.homeMonitor = await watch(ids.home);
  ids.flappyMonitor = await watch(ids.flappy);
  ids.nasMonitor = await watch(ids.nas);
  seedHistory(hearth().dataDir, ids.homeMonitor);
});

test.afterAll(async () => {
  await Promise.all([targets.close(), services.close()]);
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

const card = (page: Page, name: string) => page.locator('.listing-card').filter({ has: page.getByText(name, { exact: true }) });

test('a monitored card shows its dot and 24-hour bar, and opens its history: chart, uptime and incidents', async ({ page }) => {
  await page.goto(`${hearth().url}/`);
  const home = card(page, 'Home page');
  const health = home.locator('.card-health');
  await expect(health).toHaveAttribute('data-health', 'up');
  await expect(health).toHaveAccessibleName(/^Home page: Up, 9\d\.\d+% up in the last 24 hours\. Open its health history\.$/);
  await expect(health.locator('.uptime-slot')).toHaveCount(48);
  await expect(health.locator('.uptime-slot.is-partial, .uptime-slot.is-down')).not.toHaveCount(0);
  await expect(card(page, 'Old NAS').locator('.card-health')).toHaveAttribute('data-health', 'down');
  await expect(card(page, 'Not monitored').locator('.card-health')).toHaveCount(0);
  await picture(page, 'monitoring-cards');

  // Keyboard: the health strip is one focusable link with a visible ring.
  await health.focus();
  await expect(health).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/status/${ids.homeMonitor}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  await expect(page.locator('.uptime-tile-value').first()).toHaveText(/^9\d\.\d+%$/);
  await expect(page.locator('.incident-table tbody tr')).toHaveCount(1);
  await expect(page.locator('.incident-table')).toContainText(m.httpStatus(502, 200, 399));
  await expect(page.locator('.incident-table')).toContainText('30 min');
  await page.getByRole('button', { name: '7d' }).click();
  await expect(page.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.latency-chart')).toHaveAttribute('data-points', /^\d{3}$/);
  await picture(page, 'monitoring-detail');
});

test('the status screen lists everything monitored, worst first, and a browser notification says when one goes down', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: hearth().url });
  // The page's Notification, recorded instead of shown (headless Chromium has no notification centre).
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options: { body?: string } = {}) {
        shown.push({ title, body: options.body ?? '' });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  targets.flip.ok = true;
  await api('POST', `/monitoring/monitor/${ids.flappyMonitor}/check`, {});
  await page.goto(`${hearth().url}/status`);
  const rows = page.locator('.status-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAttribute('data-health', 'down');
  await expect(rows.first()).toContainText('Old NAS');
  await expect(rows.first()).toContainText(m.httpStatus(500, 200, 399));
  await expect(page.getByRole('link', { name: 'Status' })).toBeVisible();
  await picture(page, 'monitoring-status');

  // Flappy goes down while the page is open: the socket brings the alert and the new state.
  targets.flip.ok = false;
  await api('POST', `/monitoring/monitor/${ids.flappyMonitor}/check`, {});
  await expect(page.locator('.status-row[data-health="down"]')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications.map((n) => n.title))).toContain(m.alertDownTitle('Flappy'));
  targets.flip.ok = true;
});

test('choosing what to monitor: the list, the form with Test, and Save opening its history', async ({ page }) => {
  await page.goto(`${hearth().url}/manage`);
  // The settings home's own card (the header and sidebar also lead there).
  await page.getByRole('main').getByRole('link', { name: /^Health Checks\b/ }).click();
  await expect(page).toHaveURL(/\/manage\/monitoring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Health Checks' })).toBeVisible();
  await picture(page, 'monitoring-targets');
  await page.getByRole('link', { name: 'Monitor Not monitored' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monitor Not monitored' })).toBeVisible();
  await page.getByLabel('How often').selectOption('300');
  await page.getByLabel('Keyword (optional)').fill('Hello Hearth');
  await page.getByLabel('Alert after this many failed checks in a row').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(m.thresholdInvalid)).toBeVisible();
  await expect(page.getByLabel('Alert after this many failed checks in a row')).toBeFocused();
  await page.getByLabel('Alert after this many failed checks in a row').fill('3');
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The check passes' })).toBeVisible();
  await picture(page, 'monitoring-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/status\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not monitored' })).toBeVisible();
  await expect(page.locator('.monitor-now')).toContainText('Up');
  await expect(page.getByText(/every 5 min/)).toBeVisible();
});

test('alerts: add an ntfy channel, send a test to it, save it, and set quiet hours', async ({ page }) => {
  await page.goto(`${hearth().url}/manage/alerts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await page.getByRole('link', { name: 'Add channel' }).click();
  await page.getByLabel('Service').selectOption('ntfy');
  await page.getByLabel('Name').fill('My phone');
  await page.getByLabel('Topic URL').fill(`${services.origin}/ntfy/protected`);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.channelAnswered('ntfy', 403, 'forbidden'))).toBeVisible();
  await page.getByLabel('Access token (optional)').fill(services.ntfyToken);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(m.testSent)).toBeVisible();
  expect(services.received.at(-1)).toMatchObject({ service: 'ntfy', body: { topic: 'protected', title: m.alertTestTitle } });
  await picture(page, 'monitoring-channel-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/manage\/alerts$/);
  await expect(page.locator('.channel-row')).toContainText('My phone');
  // The saved token never comes back to the page.
  expect(await page.content()).not.toContain(services.ntfyToken);
  await page.getByLabel('From').fill('22:00');
  await page.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByText(m.quietBothTimes)).toBeVisible();
  await page.getByLabel('To').fill('07:00');
  await page.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByText(m.quietSaved)).toBeVisible();
  await picture(page, 'monitoring-alerts');
  // Delete asks inline; Escape answers No and focus goes back.
  await page.getByRole('button', { name: 'Delete My phone' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.channel-row')).toContainText('My phone');
});

test('the chart library loads with the history view only, never with the sign-in page', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto(`${hearth().url}/`);
  await expect(card(page, 'Home page').locator('.card-health')).toBeVisible();
  expect(loaded.filter((url) => /LatencyChart|uplot/i.test(url))).toEqual([]);
  await page.goto(`${hearth().url}/status/${ids.homeMonitor}`);
  await expect(page.locator('.uplot canvas').first()).toBeVisible();
  expect(loaded.filter((url) => /LatencyChart/.test(url)).length).toBeGreaterThan(0);
});
