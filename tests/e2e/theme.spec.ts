import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { ThemePage } from './pages/ThemePage.js';
import { md5 } from '../helpers/server.js';

const hearth = useHearth({ admin });

test.beforeEach(async ({ page }) => {
  // Each test starts from the Dark theme, whatever the one before chose.
  const { url } = hearth();
  const login = await page.request.post(`${url}/api/v1/login`, { data: { username: admin.username, password: md5(admin.password) } });
  const { token } = ((await login.json()) as { message: { token: string } }).message;
  await page.request.post(`${url}/api/v1/settings/theme`, { data: { colorTheme: 'dark' }, headers: { authorization: `Bearer ${token}` } });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
});

test('a chosen theme applies at once, is saved and survives a reload and a new sign-in', async ({ page, browser }) => {
  const { url } = hearth();
  const shell = new ShellPage(page, url);
  const themes = new ThemePage(page, url);
  await themes.goto();
  await themes.expectCurrent('Dark');
  await themes.choose('Aurora');
  await shell.expectTheme('aurora');
  await expect(page.getByText(messages.themeSaved)).toBeVisible();
  await themes.expectCurrent('Aurora');

  await page.reload();
  await shell.expectTheme('aurora');
  await themes.expectCurrent('Aurora');

  // A fresh browser has nothing stored: the theme comes from the account.
  const other = await browser.newPage();
  await keepTrafficLocal(other);
  await new LoginPage(other, url).signInAndWait(admin.username, admin.password);
  await new ShellPage(other, url).expectTheme('aurora');
  await other.close();
});

test('choosing the current theme does nothing', async ({ page }) => {
  const themes = new ThemePage(page, hearth().url);
  await themes.goto();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/settings/theme')) saves.push(request.postData() ?? '');
  });
  await page.getByRole('button', { pressed: true }).click();
  // A second, real choice is saved; requests go out in order, so had the first click saved
  // anything it would be seen before this one.
  const saved = page.waitForResponse((res) => res.url().includes('/api/v1/settings/theme'));
  await themes.choose('Aurora');
  await saved;
  expect(saves).toHaveLength(1);
  expect(saves[0]).toContain('aurora');
  await expect(page.getByText(messages.themeSaved)).toHaveCount(1);
});

test('logout returns to the login screen in the dark theme', async ({ page }) => {
  const { url } = hearth();
  const shell = new ShellPage(page, url);
  const themes = new ThemePage(page, url);
  await themes.goto();
  await themes.choose('Solar Flare');
  await shell.expectTheme('solarflare');
  await expect(page.getByText(messages.themeSaved)).toBeVisible();
  // Logout reloads the page, and that reload is the only navigation: once the address says
  // /login, the page is the new one (nothing of the old page is left to race a next step).
  await page.evaluate(() => Object.assign(window, { hearthOldPage: true }));
  await shell.logout();
  await expect(page).toHaveURL(`${url}/login`);
  expect(await page.evaluate(() => 'hearthOldPage' in window)).toBe(false);
  await shell.expectTheme('dark');
  await page.goto(`${url}/manage`);
  await expect(page).toHaveURL(`${url}/login`);
});
