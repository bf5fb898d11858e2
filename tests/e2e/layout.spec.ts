import { expect, test } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

const hearth = useHearth({ admin });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('the user menu offers Settings, My Profile and Logout', async ({ page }) => {
  const { url } = hearth();
  const shell = new ShellPage(page, url);
  const menu = await shell.openUserMenu();
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'My Profile', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`${url}/manage`);
  await (await shell.openUserMenu()).getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(`${url}/manage/profile`);
});

test('the sidebar shows the site name, and switches to the settings menu under /manage', async ({ page }) => {
  const shell = new ShellPage(page, hearth().url);
  await expect(shell.sidebar.locator('.brand-name')).toHaveText('Hearth');
  await expect(shell.sidebar.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
  await shell.goto('/manage');
  const menu = shell.sidebar.getByRole('navigation', { name: 'Settings' });
  await expect(menu.getByRole('link', { name: 'Themes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'User Account' })).toBeVisible();
});

test('the settings home has every card, and outside links open in a new tab', async ({ page }) => {
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage');
  const main = page.getByRole('main');
  const cards = [
    'Home', 'General', 'Listings', 'Pages', 'Weather', 'Themes', 'Icon Packs', 'Stream Hub',
    'Network Devices', 'TOTP Authenticator', 'App Integration', 'User Account', 'Backup', 'Import', 'My Profile', 'Support', 'Donate',
  ];
  for (const title of cards) await expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  for (const title of ['Support', 'Donate']) {
    const link = main.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the listing and icon pack sections have their own screens', async ({ page }) => {
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage/listing');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await shell.goto('/manage/iconpack');
  await expect(page.getByRole('heading', { name: 'Icon Packs', level: 1 })).toBeVisible();
});

test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage');
  await expect(shell.sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(shell.sidebar).toBeInViewport();
  await shell.sidebar.getByRole('link', { name: 'Themes' }).click();
  await expect(page).toHaveURL(`${hearth().url}/manage/theme`);
  await expect(shell.sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(shell.sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.sidebar).toBeHidden();
});
