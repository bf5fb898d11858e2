import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { startWeatherHost, type WeatherHost } from '../fixtures/weather-host.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { AccountsPage } from './pages/AccountsPage.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

// The weather and geocoding services are a local fake; its address is known only once it runs,
// so it starts in a hook registered before the server's own.
let weather: WeatherHost;
const env: Record<string, string> = {};
test.beforeAll(async () => {
  weather = await startWeatherHost();
  env.HEARTH_WEATHER_URL = weather.origin;
  env.HEARTH_GEOCODE_URL = weather.origin;
});
test.afterAll(async () => {
  await weather.close();
});
const hearth = useHearth({ admin, env });

// The specs in this file build on each other: the user added first signs in later.
test.describe.configure({ mode: 'serial' });

const person = { fullName: 'Robin Example', username: 'robin', siteName: "Robin's Hearth", password: 'first-pass-1' };

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await new LoginPage(page, hearth().url).signInAndWait(username, password);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a super admin adds a user, with the form checking what it needs', async ({ page }) => {
  await signIn(page, admin.username, admin.password);
  const accounts = new AccountsPage(page, hearth().url);
  await accounts.goto();
  // One's own row has no action menu.
  await expect(accounts.row('admin')).toBeVisible();
  await expect(accounts.row('admin').getByRole('button')).toHaveCount(0);

  await accounts.addUser.click();
  await expect(page).toHaveURL(`${hearth().url}/manage/accounts/add`);
  await expect(page.getByRole('heading', { name: 'Add a new user', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'User Accounts' })).toBeVisible();

  await accounts.fillForm({ siteName: '' });
  await accounts.save();
  await expect(accounts.inlineError(messages.fillAllFields).first()).toBeVisible();

  await accounts.fillForm({ ...person, repeatPassword: 'something-else' });
  await accounts.save();
  await expect(accounts.inlineError(messages.passwordsDoNotMatch)).toBeVisible();

  await accounts.fillForm({ password: '12345', repeatPassword: '12345' });
  await accounts.save();
  await expect(accounts.inlineError(messages.passwordTooShort)).toBeVisible();

  await accounts.fillForm({ password: person.password, repeatPassword: person.password });
  await accounts.save();
  await expect(toast(page, messages.accountSaved)).toBeVisible();
  await expect(page).toHaveURL(`${hearth().url}/manage/accounts`);
  await expect(accounts.row(person.username)).toContainText(person.fullName);

  // The same name in other letters is refused by the server, with its message.
  await accounts.addUser.click();
  await accounts.fillForm({ fullName: 'Copy', username: 'ROBIN', siteName: 'Copy', password: 'secret-12', repeatPassword: 'secret-12' });
  await accounts.save();
  await expect(toast(page, messages.usernameTaken)).toBeVisible();
});

test('the row menu opens from the keyboard, closes on Escape and gives focus back; super admins cannot be deleted', async ({ page }) => {
  await signIn(page, admin.username, admin.password);
  const accounts = new AccountsPage(page, hearth().url);
  await page.goto(`${hearth().url}/manage/accounts/add`);
  await accounts.fillForm({ fullName: 'Second Admin', username: 'second', siteName: 'Hearth', password: 'second-pass', repeatPassword: 'second-pass' });
  await page.getByRole('checkbox', { name: 'Super admin' }).check();
  await accounts.save();
  await expect(accounts.row('second')).toContainText('Super admin');

  const menu = await accounts.openMenu('Second Admin');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Change Avatar', 'Reset Password', 'Reset second factors', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(accounts.menuButton('Second Admin')).toBeFocused();

  await accounts.menuButton(person.fullName).focus();
  await page.keyboard.press('Enter');
  const robinMenu = page.getByRole('menu', { name: `Actions for ${person.fullName}` });
  await expect(robinMenu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(robinMenu.getByRole('menuitem', { name: 'Change Avatar' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(robinMenu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await expect(robinMenu.getByRole('menuitem', { name: 'Delete' })).toBeEnabled();
  await robinMenu.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit an user', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(person.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('the new user signs in to their own empty Hearth and has no Accounts screen', async ({ page }) => {
  await signIn(page, person.username, person.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.fullName}` })).toBeVisible();
  await expect(page.getByText('Nothing featured yet')).toBeVisible();
  await page.goto(`${hearth().url}/manage`);
  await expect(page.getByRole('main').getByRole('link', { name: /^My Profile/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^User Account/ })).toHaveCount(0);
  await page.goto(`${hearth().url}/manage/accounts`);
  await expect(page.getByText(messages.notAuthorizedPage)).toBeVisible();
  await page.goto(`${hearth().url}/manage/accounts/add`);
  await expect(page.getByText(messages.notAuthorizedPage)).toBeVisible();
  // Still signed in: nothing asked the server for what it would refuse.
  await expect(new ShellPage(page, hearth().url).userMenuButton).toBeVisible();
});

test('the user edits their profile and changes their password', async ({ page }) => {
  await signIn(page, person.username, person.password);
  const { url } = hearth();
  await (await new ShellPage(page, url).openUserMenu()).getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { name: person.fullName, level: 2 })).toBeVisible();
  await expect(page.getByText(`@${person.username}`)).toBeVisible();

  // An avatar chosen in the picker is saved at once and shows in the header too.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await page.getByRole('dialog', { name: 'Change avatar' }).getByRole('button', { name: 'Owl' }).click();
  await expect(toast(page, messages.avatarUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveAttribute('src', /avatar-owl/);

  await page.getByRole('link', { name: /^Edit Profile/ }).click();
  await expect(page.getByRole('heading', { name: 'Update Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Profile' })).toBeVisible();
  const accounts = new AccountsPage(page, url);
  await expect(page.getByLabel('Full Name')).toHaveValue(person.fullName);
  await expect(page.getByRole('checkbox', { name: 'Super admin' })).toHaveCount(0);
  await accounts.fillForm({ fullName: 'Robin Renamed' });
  await accounts.save();
  await expect(toast(page, messages.accountSaved)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/profile`);
  await expect(page.getByRole('heading', { name: 'Robin Renamed', level: 2 })).toBeVisible();

  const opener = page.getByRole('button', { name: /^Change Password/ });
  await opener.click();
  const dialog = accounts.passwordDialog('Change Password');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(messages.passwordResetRequired)).toBeVisible();
  await accounts.setPassword(dialog, 'new-pass-1', 'new-pass-2');
  await expect(dialog.getByText(messages.passwordResetMismatch)).toBeVisible();
  await accounts.setPassword(dialog, 'new-pass-1');
  await expect(toast(page, messages.passwordChanged)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await new ShellPage(page, url).logout();
  const login = new LoginPage(page, url);
  await login.signIn(person.username, person.password);
  await expect(toast(page, messages.loginFailed)).toBeVisible();
  await login.signIn(person.username, 'new-pass-1');
  await expect(toast(page, messages.loginSuccess)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('removing and restoring the branding', async ({ page }) => {
  await signIn(page, person.username, 'new-pass-1');
  await page.goto(`${hearth().url}/manage/profile`);
  const poweredBy = new ShellPage(page, hearth().url).sidebar.getByText('Powered by');
  await expect(poweredBy).toBeVisible();
  await page.getByRole('button', { name: /^Remove branding/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Support Our Project' });
  await expect(dialog.getByRole('link', { name: 'Support Us' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'No, Thanks' }).click();
  await expect(toast(page, messages.brandingRemoved)).toBeVisible();
  await expect(poweredBy).toHaveCount(0);
  await page.getByRole('button', { name: /^Show branding/ }).click();
  await expect(toast(page, messages.brandingApplied)).toBeVisible();
  await expect(poweredBy).toBeVisible();
  await expect(page.getByRole('link', { name: /^Support Our Project/ })).toHaveAttribute('target', '_blank');
});

test('general settings: a feature toggle shows and hides its navigation at once', async ({ page }) => {
  await signIn(page, person.username, 'new-pass-1');
  const shell = new ShellPage(page, hearth().url);
  await shell.goto('/manage/general');
  await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Site Name')).toHaveValue(person.siteName);
  await expect(page.getByRole('checkbox', { name: 'Enable Network Device Scanning' })).toBeDisabled();
  const todo = page.getByRole('checkbox', { name: 'Enable Todo List' });
  await expect(todo).not.toBeChecked();

  await page.getByLabel('Site Name').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.siteNameRequired })).toBeVisible();
  await page.getByLabel('Site Name').fill('Robin Lab');

  await todo.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, messages.settingsSaved)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Todo List' })).toBeVisible();
  await expect(shell.sidebar.locator('.brand-name')).toHaveText('Robin Lab');

  await todo.uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Todo List' })).toHaveCount(0);
});

test('choosing a weather location through the picker puts the weather on home', async ({ page }) => {
  await signIn(page, person.username, 'new-pass-1');
  const { url } = hearth();
  await expect(page.getByText(messages.weatherNoLocation)).toBeVisible();
  await page.goto(`${url}/manage/weather`);
  await expect(page.getByRole('heading', { name: 'Weather Settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.locationRequired })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Choose location' });
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Search Location' });
  const query = picker.getByRole('searchbox', { name: 'Location name' });
  await expect(query).toBeFocused();
  await query.fill('ab');
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page, messages.locationQueryTooShort)).toBeVisible();
  await query.fill('Berl');
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(picker.getByRole('listitem')).toHaveCount(1);
  // Closing and opening again starts a fresh search.
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(query).toHaveValue('');
  await expect(picker.getByRole('listitem')).toHaveCount(0);
  await query.fill('Ber');
  await query.press('Enter');
  await expect(picker.getByRole('listitem')).toHaveCount(5);
  await picker.getByRole('button', { name: 'Select Berlin, Somewhere' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByText('Berlin, Somewhere')).toBeVisible();

  await page.getByRole('combobox', { name: 'Unit' }).selectOption('imperial');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, messages.weatherSaved)).toBeVisible();

  await new HomePage(page, url).goto();
  const widget = page.getByRole('group', { name: 'Weather in Berlin, Somewhere' });
  await expect(widget).toContainText('72°F');
  await expect(widget).toContainText('Partly cloudy');

  // The location can be cleared again.
  await page.goto(`${url}/manage/weather`);
  await page.getByRole('button', { name: 'Clear location' }).click();
  await expect(page.getByText('No location selected')).toBeVisible();

  // A place whose weather the service cannot give: home still loads and the widget says so quietly.
  await page.getByRole('button', { name: 'Choose location' }).click();
  await query.fill('unlucky');
  await query.press('Enter');
  await picker.getByRole('button', { name: 'Select Unlucky, Nowhere' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, messages.weatherSaved)).toBeVisible();
  await new HomePage(page, url).goto();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByText(messages.weatherUnavailable)).toBeVisible();
  await expect(page.getByText('Nothing featured yet')).toBeVisible();
});

test('the super admin resets the user’s password and deletes the user', async ({ page, browser }) => {
  await signIn(page, admin.username, admin.password);
  const accounts = new AccountsPage(page, hearth().url);
  await accounts.goto();
  await expect(accounts.row(person.username)).toContainText('Robin Renamed');
  await (await accounts.openMenu('Robin Renamed')).getByRole('menuitem', { name: 'Reset Password' }).click();
  const dialog = accounts.passwordDialog('Reset Password');
  await accounts.setPassword(dialog, 'reset-by-admin');
  await expect(toast(page, messages.passwordChanged)).toBeVisible();

  const other = await browser.newPage();
  await keepTrafficLocal(other);
  await new LoginPage(other, hearth().url).signInAndWait(person.username, 'reset-by-admin');
  await other.close();

  await (await accounts.openMenu('Robin Renamed')).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, messages.userDeleted)).toBeVisible();
  await expect(accounts.row(person.username)).toHaveCount(0);
});
