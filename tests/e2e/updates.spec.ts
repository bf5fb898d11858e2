import { expect, test } from '@playwright/test';
import { startFakeGitHubReleases, type FakeGitHubReleases } from '../fixtures/github-releases.js';
import { until } from '../helpers/until.js';
import { admin, useHearth } from './fixtures.js';
import { addUser } from './integrationUsers.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// The server's update check, on for this spec only, asks a fake GitHub releases API on loopback
// (tests/fixtures/github-releases.ts) that has 1.2.0 out while the server runs 1.1.0. The env is
// filled in before useHearth's own beforeAll starts the server (hooks run in order).
const feedEnv: Record<string, string> = {};
let feed: FakeGitHubReleases;
test.beforeAll(async () => {
  feed = await startFakeGitHubReleases({ release: { tag: 'v1.2.0' } });
  Object.assign(feedEnv, { HEARTH_UPDATE_CHECK: 'on', HEARTH_UPDATE_URL: feed.origin });
});
const hearth = useHearth({ admin, env: feedEnv, start: { version: '1.1.0', updateCheckDelayMs: 0 } });
const user = { username: 'ordinary', password: 'ordinary-password' };

test.beforeAll(async () => {
  await until('the server to find 1.2.0', () => hearth().log.some((line) => line.startsWith('Hearth 1.2.0 is available')));
  await addUser(hearth().dataDir, user.username, user.password);
});

test.afterAll(async () => {
  await feed.close();
});

test('a super admin sees that Hearth 1.2.0 is out, with its release page, and can close the notice by keyboard', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const notice = page.getByRole('region', { name: 'Hearth update' });
  await expect(notice).toContainText('Hearth 1.2.0 is available (you have 1.1.0).');
  const link = notice.getByRole('link', { name: 'What’s new and how to update' });
  await expect(link).toHaveAttribute('href', `${feed.origin}/hearth-dashboard/hearth/releases/tag/v1.2.0`);
  await expect(link).toHaveAttribute('target', '_blank');
  await shot(page, 'update-notice');

  await link.focus();
  await page.keyboard.press('Tab');
  const close = notice.getByRole('button', { name: 'Dismiss the notice about Hearth 1.2.0' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);

  // Closed for this version in this browser, also after a reload.
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hearth update' })).toHaveCount(0);
});

test('an ordinary user sees no notice and never asks for it', async ({ page }) => {
  const { url } = hearth();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/update') asked.push(request.url());
  });
  await new LoginPage(page, url).signInAndWait(user.username, user.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hearth update' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
