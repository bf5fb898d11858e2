import { expect, test } from '@playwright/test';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { outsideViewMessages as m } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });
let listener: Server;

test.beforeAll(async () => {
  listener = createServer((socket) => socket.resume().end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

test('a monitor’s badge is turned on from its page, previewed, copied as Markdown and made anew', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hearth().url });
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await page.goto(`${hearth().url}/manage/monitoring/tcp/new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('SSH on the NAS');
  await page.getByRole('textbox', { name: 'Host', exact: true }).fill('127.0.0.1');
  await page.getByRole('textbox', { name: 'Port', exact: true }).fill(String((listener.address() as AddressInfo).port));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.locator('.monitor-now-state')).toHaveText('Up');

  const toggle = page.getByRole('checkbox', { name: 'Public badges for this monitor' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Status badge URL' })).toHaveCount(0);
  // The switch follows the server: it turns once the badge is saved.
  await toggle.click();
  await expect(toggle).toBeChecked();
  const status = page.getByRole('textbox', { name: 'Status badge URL' });
  await expect(status).toHaveValue(new RegExp(`^${hearth().url}/api/v1/badge/[A-Za-z0-9_-]{32}/status\\.svg$`));
  await expect(page.getByRole('textbox', { name: 'Uptime badge URL' })).toHaveValue(/\/uptime\.svg\?days=30$/);
  // The previews are the real images, loaded from the public addresses.
  const preview = page.getByRole('img', { name: 'Status badge of SSH on the NAS' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: 'Copy the markdown' }).click();
  await expect(page.getByText(m.badgeCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`![SSH on the NAS status](${await status.inputValue()}) ![uptime](${await page.getByRole('textbox', { name: 'Uptime badge URL' }).inputValue()})`);
  await expect(page.getByText(m.badgeCopied)).toBeHidden();
  await page.locator('.monitor-badges').scrollIntoViewIfNeeded();
  await shot(page, 'monitor-badges');

  const before = await status.inputValue();
  await page.getByRole('button', { name: 'Make new addresses' }).click();
  await expect(page.getByText(m.badgeRegenerated)).toBeVisible();
  await expect(status).not.toHaveValue(before);
  expect((await fetch(before)).status).toBe(404);
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(status).toHaveCount(0);
});
