// Issue 27 item 3: one rule for toasts. An error toast is replaced by the success that follows it,
// and toasts sit where they cover nothing: not the header, not a page title, not the user menu.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { AccountsPage } from './pages/AccountsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });

/** A toast on screen by its text (react-hot-toast keeps a dismissed one a moment while it fades). */
function toast(page: Page, text: string): Locator {
  return page.locator('.toast').filter({ hasText: text });
}

/**
 * Keeps the mouse on a toast: react-hot-toast holds every toast's time while it is hovered, so
 * an error that goes now went because of the rule, not because its 4 s ran out. What follows is
 * done by keyboard, which leaves the mouse where it is.
 */
async function holdToasts(page: Page, on: Locator): Promise<void> {
  await on.hover();
}

/** Fails when `a` and `b` overlap on screen. */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, `${what}: first box`).not.toBeNull();
  expect(boxB, `${what}: second box`).not.toBeNull();
  if (!boxA || !boxB) return;
  const overlap = boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
  expect(overlap, `${what} overlap: ${JSON.stringify(boxA)} and ${JSON.stringify(boxB)}`).toBe(false);
}

test('a failed sign-in toast goes when the next try succeeds', async ({ page }) => {
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await login.signIn(admin.username, 'not the password');
  await expect(toast(page, messages.loginFailed)).toBeVisible();
  await expectApart(toast(page, messages.loginFailed), page.locator('.auth-card'), 'the toast and the sign-in form');
  await shot(page, 'toast-login-failed');
  await holdToasts(page, toast(page, messages.loginFailed));
  await login.password.fill(admin.password);
  await login.submit.press('Enter');
  await expect(page).toHaveURL(`${hearth().url}/`);
  await expect(toast(page, messages.loginSuccess)).toBeVisible();
  await expect(toast(page, messages.loginFailed)).toHaveCount(0);
  // Home: the toast is clear of the header, the user menu and the welcome title.
  await expectApart(toast(page, messages.loginSuccess), page.locator('header.header'), 'the toast and the header');
  await expectApart(toast(page, messages.loginSuccess), page.getByRole('heading', { level: 1 }), 'the toast and the page title');
  await shot(page, 'toast-login-success');
});

test('an account form error toast goes when the save that follows works; the success sits clear of the title', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const accounts = new AccountsPage(page, url);
  await accounts.goto();
  await accounts.addUser.click();
  // The server refuses a username that is taken; the form shows its words.
  await accounts.fillForm({ fullName: 'Second Admin', username: admin.username, siteName: 'Home', password: 'secret-12', repeatPassword: 'secret-12' });
  await accounts.save();
  await expect(toast(page, messages.usernameTaken)).toBeVisible();
  await expectApart(toast(page, messages.usernameTaken), page.getByRole('heading', { level: 1 }), 'the error toast and the form title');
  await expectApart(toast(page, messages.usernameTaken), page.getByRole('button', { name: 'Save', exact: true }), 'the error toast and Save');
  await shot(page, 'toast-account-error');
  await holdToasts(page, toast(page, messages.usernameTaken));
  await accounts.fillForm({ username: 'second.admin' });
  await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'User Accounts', level: 1 })).toBeVisible();
  await expect(toast(page, messages.accountSaved)).toBeVisible();
  await expect(toast(page, messages.usernameTaken)).toHaveCount(0);
  await expectApart(toast(page, messages.accountSaved), page.getByRole('heading', { name: 'User Accounts', level: 1 }), 'the toast and the page title');
  await expectApart(toast(page, messages.accountSaved), page.locator('header.header'), 'the toast and the header');
});

test('on a phone, toasts stay clear of the header and the page title too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await login.signIn(admin.username, admin.password);
  await expect(toast(page, messages.loginSuccess)).toBeVisible();
  await expectApart(toast(page, messages.loginSuccess), page.locator('header.header'), 'the toast and the header');
  await expectApart(toast(page, messages.loginSuccess), page.getByRole('heading', { level: 1 }), 'the toast and the page title');
  await shot(page, 'toast-phone');
});
