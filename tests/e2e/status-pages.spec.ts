import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { DayBuckets, bucketMs, bucketsPerDay, dayMs, dayOf, encodeDay } from '../../server/features/monitoring/history-codec.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Health Checks → Status pages: a page made in the UI (groups of monitors, an incident) is read
// signed out at /status/<slug>, with no address of any monitor. With HEARTH_SHOTS set, the public
// page is saved in dark, light and on a phone (390 px).

const hearth = useHearth({ admin });
let listener: Server;

test.beforeAll(async () => {
  listener = createServer((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('hearth.token') ?? '';
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const res = await fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

/**
 * A day and a half of rolled-up history written straight into the database (as the 5-minute job
 * stores it), so the uptime bars have something to draw; `outage` marks a stretch of failures.
 */
function seedHistory(dataDir: string, monitorId: string, outage: boolean): void {
  const db = new Database(join(dataDir, 'hearth.db'));
  try {
    const now = Date.now();
    for (const day of [dayOf(now) - 1, dayOf(now)]) {
      const buckets = new DayBuckets();
      for (let i = 0; i < bucketsPerDay; i++) {
        const start = day * dayMs + i * bucketMs;
        if (start >= now - bucketMs) break;
        const hoursAgo = (now - start) / 3_600_000;
        const down = outage && hoursAgo > 6 && hoursAgo < 7.5 ? 5 : 0;
        buckets.set(i, { up: 5 - down, down, min: 12, avg: 18, max: 30 });
      }
      db.prepare('INSERT OR REPLACE INTO monitor_days (monitor_id, day, data) VALUES (?, ?, ?)').run(monitorId, day, encodeDay(buckets, day < dayOf(now)));
    }
  } finally {
    db.close();
  }
}

test('a page made in Health Checks → Status pages shows its groups, monitors and incident to a visitor who is not signed in', async ({ page, browser }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  const port = (listener.address() as AddressInfo).port;
  const check = (name: string) => ({ kind: 'tcp', name, host: '127.0.0.1', port, enabled: true, intervalSeconds: 60, timeoutSeconds: 5, failureThreshold: 1 });
  const names = ['NAS SSH', 'Media server', 'Printer'];
  const ids: string[] = [];
  for (const name of names) ids.push((await api<{ message: { settings: { _id: string } } }>(page, 'POST', '/monitoring/check/save', check(name))).message.settings._id);
  ids.forEach((id, i) => seedHistory(hearth().dataDir, id, i === 1));
  // Saving again drops the cached bars, so they are drawn from the history just written.
  for (const [i, name] of names.entries()) await api(page, 'POST', '/monitoring/check/save', { ...check(name), monitorId: ids[i] });

  await page.goto(`${hearth().url}/manage/monitoring`);
  await page.getByRole('link', { name: 'Status pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Status pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Add status page' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Home lab');
  await expect(page.getByRole('textbox', { name: 'Address name' })).toHaveValue('home-lab');
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('What runs in the house, and whether it is up.');
  const first = page.getByRole('group', { name: 'Group 1' });
  await first.getByRole('textbox', { name: 'Group 1 name' }).fill('Storage');
  await first.getByRole('checkbox', { name: 'NAS SSH' }).check();
  await first.getByRole('checkbox', { name: 'Media server' }).check();
  await page.getByRole('button', { name: 'Add group' }).click();
  const second = page.getByRole('group', { name: 'Group 2' });
  await second.getByRole('textbox', { name: 'Group 2 name' }).fill('Office');
  await second.getByRole('checkbox', { name: 'Printer' }).check();
  await expect(page.getByRole('checkbox', { name: 'Show addresses' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Home lab' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Incident title' }).fill('Media server disk replaced');
  await page.getByRole('textbox', { name: 'What happened' }).fill('The **RAID** is rebuilding; streams may stutter until tonight.');
  await page.getByRole('combobox', { name: 'Written as' }).selectOption('markdown');
  await page.getByRole('button', { name: 'Post incident' }).click();
  await expect(page.getByRole('list', { name: 'Incidents' })).toContainText('Media server disk replaced');
  await shot(page, 'status-page-editor');

  await page.goto(`${hearth().url}/manage/status-pages`);
  await expect(page.getByRole('list', { name: 'Status pages' })).toContainText('/status/home-lab');
  await shot(page, 'status-pages-list');

  // A visitor: a fresh browser context, never signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await keepTrafficLocal(visitor);
  await visitor.goto(`${hearth().url}/status/home-lab`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Home lab' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Storage' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Office' })).toBeVisible();
  for (const name of ['NAS SSH', 'Media server', 'Printer']) await expect(visitor.locator('.monitor').filter({ hasText: name })).toContainText('Operational');
  await expect(visitor.getByRole('heading', { level: 3, name: 'Media server disk replaced' })).toBeVisible();
  await expect(visitor.locator('.incident strong')).toHaveText('RAID');
  await expect(visitor.getByRole('status')).toHaveText('All systems operational');
  const text = await visitor.content();
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain(String(port));

  const dir = process.env.HEARTH_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const scheme of ['dark', 'light'] as const) {
      await visitor.emulateMedia({ colorScheme: scheme });
      await visitor.setViewportSize({ width: 1100, height: 900 });
      await visitor.screenshot({ path: `${dir}/status-public-${scheme}.png`, fullPage: true });
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.screenshot({ path: `${dir}/status-public-phone-${scheme}.png`, fullPage: true });
    }
  }
  const missing = await visitor.goto(`${hearth().url}/status/not-a-page`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  await visitorContext.close();
});
