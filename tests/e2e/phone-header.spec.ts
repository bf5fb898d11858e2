// Issue 41 item 10e: on a phone (390×844) the page's "Search this page" box and the palette's
// search button share the header; the button must stay reachable by touch on every screen that
// has the box (Home, folders, Devices, Snippets), with every feature's shortcut in the header too.
import { expect, test } from '@playwright/test';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin, env: { HEARTH_HOST_MODE: 'true' } });
const icon = (name: string) => ({ iconUrl: name, iconUrlLight: null, iconProvider: 'self' });
const screens: { name: string; path: () => string }[] = [];
let folderId = '';
let snippetsId = '';

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/settings', { siteName: 'Hearth', siteLogo: icon('hearth'), authenticator: true, camerafeed: true, networkdevices: true, todolist: true, snippetmanager: true });
  folderId = (await apiCall(url, token, 'POST', '/listing/save/folder', { folderName: 'Lab', folderIcon: icon('folder'), showInSidebar: true, showOnFeatured: true })).data?._id ?? '';
  snippetsId = (await apiCall(url, token, 'POST', '/listing/save/snippet', { snippetName: 'Scripts', snippetIcon: icon('snippet'), showInSidebar: true, showOnFeatured: true })).data?._id ?? '';
});

screens.push(
  { name: 'home', path: () => '/' },
  { name: 'folder', path: () => `/c/${folderId}` },
  { name: 'devices', path: () => '/networkdevices' },
  { name: 'snippets', path: () => `/s/${snippetsId}` },
);

test('on a phone the palette button opens the palette by touch on every screen with a page search', async ({ browser }) => {
  const { url } = hearth();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  for (const screen of screens) {
    await page.goto(`${url}${screen.path()}`);
    const box = page.getByRole('searchbox', { name: 'Search this page' });
    await expect(box, screen.name).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Search', exact: true });
    // Both are on the screen and neither covers the other.
    const [a, b] = await Promise.all([box.boundingBox(), launcher.boundingBox()]);
    if (!a || !b) throw new Error(`${screen.name}: the box or the button has no area`);
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `${screen.name}: the box ${JSON.stringify(a)} and the button ${JSON.stringify(b)} do not overlap`).toBe(true);
    expect(b.x + b.width <= 390 && a.x + a.width <= 390, `${screen.name}: both are on the screen`).toBe(true);
    if (screen.name === 'home') await shot(page, 'phone-header-home');
    // A tap lands on the button itself (Playwright refuses the tap if anything covers it).
    await launcher.tap();
    await expect(page.getByRole('dialog', { name: 'Search Hearth' }), screen.name).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search Hearth' })).toHaveCount(0);
  }
  await context.close();
});
