import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';
import { ThemePage } from './pages/ThemePage.js';

const hearth = useHearth({ admin });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
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
  await new LoginPage(other, url).signInAndWait(admin.username, admin.password);
  await new ShellPage(other, url).expectTheme('aurora');
  await other.close();
});

test('choosing the current theme does nothing', async ({ page }) => {
  const themes = new ThemePage(page, hearth().url);
  await themes.goto();
  const current = page.getByRole('button', { pressed: true });
  await current.click();
  await page.waitForTimeout(500);
  await expect(page.getByText(messages.themeSaved)).toHaveCount(0);
});

test('logout returns to the login screen in the dark theme', async ({ page }) => {
  const { url } = hearth();
  const shell = new ShellPage(page, url);
  const themes = new ThemePage(page, url);
  await themes.goto();
  await themes.choose('Solar Flare');
  await shell.expectTheme('solarflare');
  await expect(page.getByText(messages.themeSaved)).toBeVisible();
  await shell.logout();
  await expect(page).toHaveURL(`${url}/login`);
  await shell.expectTheme('dark');
  await page.goto(`${url}/manage`);
  await expect(page).toHaveURL(`${url}/login`);
});
