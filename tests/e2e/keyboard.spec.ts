import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { ListingSeed } from './listingSeed.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ManagePage } from './pages/ManagePage.js';
import { ShellPage } from './pages/ShellPage.js';

const hearth = useHearth({ admin });
let seed: ListingSeed;

test.beforeAll(async () => {
  seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('the inline Delete confirmation takes focus on No and gives it back to Delete on No and Escape', async ({ page }) => {
  const box = await seed.folder('Keyboard Delete Box');
  await seed.link('Kept', { parentId: box._id });
  const manage = new ManagePage(page, hearth().url);
  await manage.goto(box._id);

  await manage.button('Kept', 'Delete').focus();
  await page.keyboard.press('Enter');
  await expect(manage.button('Kept', 'No')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(manage.item('Kept').getByText('Delete?')).toHaveCount(0);
  await expect(manage.button('Kept', 'Delete')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(manage.button('Kept', 'No')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(manage.button('Kept', 'Yes')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(manage.item('Kept').getByText('Delete?')).toHaveCount(0);
  await expect(manage.button('Kept', 'Delete')).toBeFocused();
  await manage.expectOrder(['Kept']);
});

test('a failed delete leaves focus on the Delete button', async ({ page }) => {
  const box = await seed.folder('Failing Delete Box');
  await seed.link('Stubborn', { parentId: box._id });
  const manage = new ManagePage(page, hearth().url);
  await page.route('**/api/v1/listing/delete/**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'nope' }) }),
  );
  await manage.goto(box._id);
  await manage.button('Stubborn', 'Delete').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(manage.button('Stubborn', 'Yes')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.deleteFailed)).toBeVisible();
  await expect(manage.button('Stubborn', 'Delete')).toBeFocused();
  await manage.expectOrder(['Stubborn']);
});

test('the user menu is an ARIA menu: arrows, Home and End move, Escape returns to the button', async ({ page }) => {
  const shell = new ShellPage(page, hearth().url);
  const menu = page.getByRole('menu', { name: 'User menu' });
  const item = (name: string) => menu.getByRole('menuitem', { name });

  await shell.userMenuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(item('Settings')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('My Profile')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Settings')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Settings')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(shell.userMenuButton).toBeFocused();

  // ArrowUp on the button opens the menu on its last item; Enter follows a link.
  await page.keyboard.press('ArrowUp');
  await expect(item('Logout')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('My Profile')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${hearth().url}/manage/profile`);
});

test('on a phone the drawer takes focus, keeps Tab inside and gives focus back on Escape and Close', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(shell.sidebar).toBeInViewport();
  const inside = () => shell.sidebar.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  // The first item of the drawer has focus.
  await expect(shell.sidebar.getByRole('link').first()).toBeFocused();

  // Shift+Tab from the first item goes round to the last, Tab from there back to the first.
  await page.keyboard.press('Shift+Tab');
  expect(await inside()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(shell.sidebar.getByRole('link').first()).toBeFocused();
  const count = await shell.sidebar.evaluate(
    (el) => Array.from(el.querySelectorAll('a[href], button')).filter((e) => (e as HTMLElement).getClientRects().length > 0).length,
  );
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus left the drawer after ${i + 1} Tab presses`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(shell.sidebar).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect.poll(inside).toBe(true);
  await shell.sidebar.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(shell.sidebar).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a Skip to content link comes first, shows when focused and moves focus to the main region', async ({ page }) => {
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(`${hearth().url}/manage`);
  // The next Tab lands inside the screen, not in the sidebar or header.
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(true);
});

test('Escape closes the copy-link view and focus returns to its button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const box = await seed.folder('Keyboard Copy Box');
  await seed.link('Docs', { parentId: box._id, url: 'https://docs.example.com/' });
  const home = new HomePage(page, hearth().url);
  await home.goto(`/c/${box._id}`);

  await home.copyButton('Docs').focus();
  await page.keyboard.press('Enter');
  const view = home.copyView('Docs');
  await expect(view).toBeVisible();
  await expect(page.getByText(messages.linkCopied)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(view.getByRole('textbox', { name: 'Link address' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(home.copyButton('Docs')).toBeFocused();
});

test('the two Move Here buttons say where they move the item', async ({ page }) => {
  const box = await seed.folder('Named Move Box');
  const shelf = await seed.folder('Shelf', { parentId: box._id });
  const inner = await seed.folder('Inner', { parentId: shelf._id });
  await seed.link('Parcel', { parentId: inner._id });
  const manage = new ManagePage(page, hearth().url);
  await manage.goto(inner._id);
  await manage.button('Parcel', 'Move').click();
  await manage.moveBanner.getByRole('link', { name: 'Go to Parent' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/listing/${shelf._id}\\?move=`));

  // At "Shelf": the banner's button moves into Shelf, the card's into Inner; both read "Move Here".
  const banner = manage.moveBanner.getByRole('button', { name: 'Move here: Shelf', exact: true });
  const card = manage.button('Inner', 'Move here: Inner');
  await expect(banner).toHaveText('Move Here');
  await expect(card).toHaveText('Move Here');
  await expect(page.getByRole('button', { name: /^Move here/i })).toHaveCount(2);

  await manage.moveBanner.getByRole('link', { name: 'Go to Parent' }).click();
  await manage.moveBanner.getByRole('link', { name: 'Go to Parent' }).click();
  await expect(manage.moveBanner.getByRole('button', { name: 'Move here: top level', exact: true })).toBeVisible();

  await page.goto(`${hearth().url}/manage/listing/${shelf._id}?move=${new URL(page.url()).searchParams.get('move')}`);
  await banner.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.moved)).toBeVisible();
  await manage.expectOrder(['Inner', 'Parcel']);
});
