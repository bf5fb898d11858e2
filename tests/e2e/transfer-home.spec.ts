// Issue 44: widgets, feeds and calendars move with Export & Import. Ada ticks "Include my
// calendars", seals them with a passphrase and downloads the file; Grace previews it (the
// passphrase asked for the calendars), imports it, and finds Ada's note widget on her Home and
// the calendar in her list with its address still hidden.
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CalendarSourceView } from '../../shared/contracts/calendar.js';
import { startFeedsHost, type FeedsHost } from '../fixtures/feeds-host.js';
import { apiCall, signInToken } from './apiCall.js';
import { useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const admin = { username: 'ada', password: 'analytical-engine' };
const grace = { username: 'grace', password: 'compiler-1952' };
const hearth = useHearth({ admin });
const passphrase = 'correct horse battery';
let folder = '';
let saved = '';
let feeds: FeedsHost | undefined;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'hearth-e2e-transfer-home-'));
  saved = join(folder, 'export.json');
  const { url } = hearth();
  const publisher = await startFeedsHost();
  feeds = publisher;
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/widgets', { kind: 'note', config: { markdown: 'Bins go out on **Tuesday**' } });
  await apiCall(url, token, 'POST', '/feeds', { url: `${publisher.origin}/rss.xml`, title: 'Local news' });
  await apiCall(url, token, 'POST', '/calendar/sources', { kind: 'caldav', name: 'Family', url: 'http://127.0.0.1:9/dav/?token=s3cret', username: 'ada', password: 'dav-password' });
  await apiCall(url, token, 'POST', '/accounts/save', { fullName: 'Grace Hopper', username: grace.username, siteName: 'Hearth', password: grace.password });
});
test.afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await feeds?.close();
});

test('calendars go sealed with a passphrase; the widget, feed and calendar arrive in the other account', async ({ page }) => {
  const { url } = hearth();
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/transfer`);
  await page.getByLabel('Include my calendars').check();
  const secret = page.getByLabel('Passphrase for the calendars');
  await secret.fill('short');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Choose a passphrase of at least 8 characters to protect your 2FA entries and calendars.')).toBeVisible();
  await secret.fill(passphrase);
  await shot(page, 'transfer-home-export');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  await download.saveAs(saved);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await new LoginPage(page, url).signInAndWait(grace.username, grace.password);
  await page.goto(`${url}/manage/transfer`);
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await page.getByLabel('Export file (.json)').setInputFiles(saved);
  const preview = page.getByRole('status').filter({ hasText: 'This import adds' });
  await expect(preview).toContainText('1 widget');
  await expect(preview).toContainText('1 feed');
  await expect(importButton).toBeDisabled();
  await page.getByLabel('Passphrase of the calendars').fill(passphrase);
  await page.getByRole('button', { name: 'Check the passphrase' }).click();
  await expect(preview).toContainText('1 calendar');
  await shot(page, 'transfer-home-preview');
  await importButton.click();
  await expect(page.getByText('3 items imported.')).toBeVisible();

  await page.goto(`${url}/`);
  await expect(page.getByRole('region', { name: 'Widgets' }).getByRole('region', { name: 'Note: Bins go out on Tuesday' })).toContainText('Bins go out on Tuesday');
  const token = await signInToken(url, grace.username, grace.password);
  const list = await apiCall<{ items: CalendarSourceView[] }>(url, token, 'GET', '/calendar/sources');
  expect(list.message.items.map((s) => [s.kind, s.name, s.host, s.username, s.passwordSet])).toEqual([['caldav', 'Family', 'http://127.0.0.1:9', 'ada', true]]);
});
