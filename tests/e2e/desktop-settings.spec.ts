import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ListingSeed } from './listingSeed.js';
import { ShellPage } from './pages/ShellPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });

/**
 * The desktop app's preload bridge, as window.hearthDesktop (electron/ipc.ts), stood in for by
 * page code: the settings it would pass to the main process are recorded on window.desktopCalls.
 */
function fakeDesktopBridge(refuseStartAtLogin = false): string {
  return `(() => {
    const state = { shareOnLan: false, startAtLogin: false };
    window.desktopCalls = [];
    window.firstScreenTexts = [];
    window.hearthDesktop = {
      platform: 'linux', appVersion: 'test',
      setSession: () => Promise.resolve(),
      openDataFolder: () => Promise.resolve(),
      getShareOnLan: () => Promise.resolve(state.shareOnLan),
      setShareOnLan: (on) => { window.desktopCalls.push(['share', on]); state.shareOnLan = on; return Promise.resolve(on); },
      getStartAtLogin: () => Promise.resolve(state.startAtLogin),
      setStartAtLogin: (on) => { window.desktopCalls.push(['login', on]); if (!${refuseStartAtLogin}) state.startAtLogin = on; return Promise.resolve(state.startAtLogin); },
      // What the page shows when it says its first screen is painted (the window shows then).
      firstScreenShown: () => { window.firstScreenTexts.push(document.body.innerText); return Promise.resolve(); },
    };
  })();`;
}

test('in the desktop app, General settings turns start at sign-in and LAN sharing on and off at once', async ({ page }) => {
  await page.addInitScript(fakeDesktopBridge());
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await new ShellPage(page, hearth().url).goto('/manage/general');
  const group = page.getByRole('group', { name: 'This computer' });
  const startAtLogin = group.getByRole('checkbox', { name: 'Start Hearth in the tray when I sign in' });
  await expect(startAtLogin).not.toBeChecked();
  await shot(page, 'general-settings-desktop');
  // By keyboard, as a person without a mouse would.
  await startAtLogin.focus();
  await page.keyboard.press('Space');
  await expect(startAtLogin).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: messages.desktopSettingSaved })).toBeVisible();
  await group.getByRole('checkbox', { name: 'Share Hearth on your home network' }).click();
  await expect(group.getByRole('checkbox', { name: 'Share Hearth on your home network' })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { desktopCalls: unknown[] }).desktopCalls)).toEqual([
    ['login', true],
    ['share', true],
  ]);
});

test('says so when the computer refused the change, and shows the state in force', async ({ page }) => {
  await page.addInitScript(fakeDesktopBridge(true));
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await new ShellPage(page, hearth().url).goto('/manage/general');
  const startAtLogin = page.getByRole('checkbox', { name: 'Start Hearth in the tray when I sign in' });
  await startAtLogin.click();
  await expect(page.getByRole('status').filter({ hasText: messages.desktopSettingFailed })).toBeVisible();
  await expect(startAtLogin).not.toBeChecked();
});

test('a browser (on the LAN or on this PC) has no such settings', async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  await new ShellPage(page, hearth().url).goto('/manage/general');
  await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Features' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'This computer' })).toHaveCount(0);
});

/** The texts the page showed each time it told the window its first screen was painted. */
async function firstScreens(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { firstScreenTexts: string[] }).firstScreenTexts);
}

test('the window is told to show once its first screen is painted: the sign-in form, or the home with its cards', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Launch Card', { featured: true });
  await page.addInitScript(fakeDesktopBridge());

  const login = new LoginPage(page, url);
  await login.goto();
  await expect(login.submit).toBeVisible();
  await expect.poll(() => firstScreens(page)).toHaveLength(1);
  expect((await firstScreens(page))[0]).toContain('Sign in');

  // Signing in is not a first screen: the window already shows.
  await login.signIn(admin.username, admin.password);
  const home = new HomePage(page, url);
  await expect(home.card('Launch Card')).toBeVisible();
  expect(await firstScreens(page)).toHaveLength(1);

  // The next launch opens on the home: the window shows with the cards, not before them.
  await home.goto('/');
  await expect(home.card('Launch Card')).toBeVisible();
  await expect.poll(() => firstScreens(page)).toHaveLength(1);
  const [shown] = await firstScreens(page);
  expect(shown).toContain('Welcome, Administrator');
  expect(shown).toContain('Launch Card');
});
