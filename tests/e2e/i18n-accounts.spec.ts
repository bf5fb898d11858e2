// Issue 47: the accounts screens (the users list with its row menu, the user form, My Profile's
// sign-in security, sessions and API keys with their dialogs) and the second sign-in step in
// German (long words), Japanese (no spaces) and Arabic (right to left): texts from the catalogue,
// the layout mirrored for Arabic, and nothing wider than its box.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin });

type Texts<K extends string> = Record<K, string>;
interface Catalogue {
  auth: { signIn: string };
  profile: { changeAvatar: string };
  accounts: {
    close: string;
    list: Texts<'title' | 'addUser' | 'users' | 'you' | 'superAdmin'>;
    menu: Texts<'actions' | 'actionsFor' | 'edit' | 'changeAvatar' | 'resetPassword' | 'resetFactors' | 'delete'>;
    form: { title: Texts<'add'> } & Texts<'fullName' | 'username' | 'siteName' | 'password' | 'repeatPassword' | 'superAdmin'>;
    avatar: Texts<'title' | 'pick'>;
    sessions: Texts<'title' | 'list' | 'thisDevice'>;
    apiKeys: Texts<'title' | 'list' | 'readWrite' | 'revokeLabel' | 'newKey'>;
    newKey: { scopes: Texts<'write'> } & Texts<'title' | 'name' | 'scope' | 'mayChange' | 'create' | 'cancel'>;
  };
  secondFactor: {
    cancel: string;
    section: Texts<'title' | 'methods' | 'appText' | 'setUp'>;
    totp: Texts<'title' | 'code' | 'turnOn'>;
    step: Texts<'title' | 'form' | 'appCode' | 'hintApp' | 'back' | 'verify'>;
  };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A second user with the authenticator app on, for the second sign-in step. */
const greta = { username: 'greta', password: 'zweiter-faktor' };

test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/accounts/save', { fullName: 'Greta Kühn', username: greta.username, siteName: 'Hearth', password: greta.password });
  await apiCall(url, token, 'POST', '/account/keys', { name: 'Sicherungsskript', scope: 'write', expiresInDays: 30, areas: ['links', 'widgets'] });
  const own = await signInToken(url, greta.username, greta.password);
  const { message: enrolment } = await apiCall<{ secret: string }>(url, own, 'POST', '/account/factors/totp/start', {});
  await apiCall(url, own, 'POST', '/account/factors/totp/confirm', { code: new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate() });
});

async function newPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await keepTrafficLocal(context);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, url: string, text: Catalogue, username: string, password: string) {
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: text.auth.signIn, exact: true }).click();
}

const rows = ['.account-list', '.account-row', '.account-text', '.account-name'];
const sections = ['.api-keys-head', '.api-key-row', '.api-key-text', '.api-key-name', '.api-key-dates'];

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`in ${code}: the users list, the user form, sign-in security, sessions and API keys are translated and fit`, async ({ browser }) => {
    // Five screens and three dialogs in one sign-in: more than the usual 30 s on a loaded machine.
    test.slow();
    const { url } = hearth();
    const text = catalogue(code);
    const { accounts, secondFactor } = text;
    const { context, page } = await newPage(browser, locale);
    await signIn(page, url, text, admin.username, admin.password);
    await expect(page).toHaveURL(`${url}/`);

    // User Accounts: the heading, Add User, the rows with their badges and the row menu.
    await page.goto(`${url}/manage/accounts`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: accounts.list.title })).toBeVisible();
    await expect(page.getByRole('link', { name: accounts.list.addUser })).toBeVisible();
    const users = page.getByRole('list', { name: accounts.list.users });
    await expect(users.getByText(accounts.list.you, { exact: true })).toBeVisible();
    await expect(users.getByText(accounts.list.superAdmin, { exact: true })).toBeVisible();
    const actions = users.getByRole('button', { name: fill(accounts.menu.actionsFor, { name: 'Greta Kühn' }) });
    await expect(actions).toHaveText(accounts.menu.actions);
    await actions.click();
    const menu = page.getByRole('menu', { name: fill(accounts.menu.actionsFor, { name: 'Greta Kühn' }) });
    for (const item of [accounts.menu.edit, accounts.menu.changeAvatar, accounts.menu.resetPassword, accounts.menu.resetFactors, accounts.menu.delete]) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(page.getByText('Reset second factors')).toHaveCount(0);
    await expect.poll(() => overflowing(page, ['main#content', ...rows, '.menu', '.menu-item'])).toEqual([]);
    // Mirrored for Arabic: the menu button at the row's end, so left of the name; right in the others.
    const button = await actions.boundingBox();
    const name = await users.getByText('Greta Kühn').boundingBox();
    expect(button && name ? (button.x < name.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await shot(page, `accounts-${code}`);
    await page.keyboard.press('Escape');

    // The user form: its title and fields.
    await page.getByRole('link', { name: accounts.list.addUser }).click();
    await expect(page.getByRole('heading', { level: 1, name: accounts.form.title.add })).toBeVisible();
    for (const label of [accounts.form.fullName, accounts.form.username, accounts.form.siteName, accounts.form.password, accounts.form.repeatPassword]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('checkbox', { name: accounts.form.superAdmin })).toBeVisible();
    await expect.poll(() => overflowing(page, ['main#content', '.field'])).toEqual([]);
    await shot(page, `account-form-${code}`);

    // My Profile: sign-in security, sessions and API keys, each with its rows.
    await page.goto(`${url}/manage/profile`);
    await expect(page.getByRole('heading', { level: 2, name: secondFactor.section.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: accounts.sessions.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: accounts.apiKeys.title })).toBeVisible();
    const methods = page.getByRole('list', { name: secondFactor.section.methods });
    await expect(methods.getByText(secondFactor.section.appText)).toBeVisible();
    await expect(methods.getByRole('button', { name: secondFactor.section.setUp })).toBeVisible();
    await expect(page.getByRole('list', { name: accounts.sessions.list }).getByText(accounts.sessions.thisDevice)).toBeVisible();
    const keys = page.getByRole('list', { name: accounts.apiKeys.list });
    await expect(keys.getByText(accounts.apiKeys.readWrite, { exact: true })).toBeVisible();
    await expect(keys.getByRole('button', { name: fill(accounts.apiKeys.revokeLabel, { name: 'Sicherungsskript' }) })).toBeVisible();
    await expect(page.getByText('Sign-in security')).toHaveCount(0);
    await expect(page.getByText('Devices signed in as you', { exact: false })).toHaveCount(0);
    await expect.poll(() => overflowing(page, ['main#content', ...sections])).toEqual([]);
    await shot(page, `profile-security-${code}`);

    // The new API key dialog, with a write scope's areas.
    await page.getByRole('button', { name: accounts.apiKeys.newKey }).click();
    const keyDialog = page.getByRole('dialog', { name: accounts.newKey.title });
    await expect(keyDialog.getByRole('textbox', { name: accounts.newKey.name })).toBeVisible();
    await keyDialog.getByRole('combobox', { name: accounts.newKey.scope }).selectOption({ label: accounts.newKey.scopes.write });
    await expect(keyDialog.getByRole('group', { name: accounts.newKey.mayChange })).toBeVisible();
    await expect(keyDialog.getByRole('button', { name: accounts.newKey.create })).toBeVisible();
    await expect(keyDialog.getByRole('button', { name: accounts.close, exact: true })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-actions', '.api-key-area-list'])).toEqual([]);
    await shot(page, `api-key-dialog-${code}`);
    await keyDialog.getByRole('button', { name: accounts.newKey.cancel }).click();

    // Setting up the authenticator app: the dialog's title, its key line and Turn on.
    await methods.getByRole('button', { name: secondFactor.section.setUp }).click();
    const totp = page.getByRole('dialog', { name: secondFactor.totp.title });
    await expect(totp.getByRole('textbox', { name: secondFactor.totp.code })).toBeVisible();
    await expect(totp.getByRole('button', { name: secondFactor.totp.turnOn })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-actions', '.totp-enrol-key'])).toEqual([]);
    await shot(page, `totp-dialog-${code}`);
    await totp.getByRole('button', { name: secondFactor.cancel }).click();

    // The avatar picker.
    await page.getByRole('button', { name: text.profile.changeAvatar }).click();
    const avatar = page.getByRole('dialog', { name: accounts.avatar.title });
    await expect(avatar.getByRole('heading', { level: 3, name: accounts.avatar.pick })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.avatar-upload'])).toEqual([]);
    await context.close();
  });

  test(`in ${code}: the second sign-in step is translated and fits`, async ({ browser }) => {
    const { url } = hearth();
    const text = catalogue(code);
    const { step } = text.secondFactor;
    const { context, page } = await newPage(browser, locale);
    await signIn(page, url, text, greta.username, greta.password);
    await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const form = page.getByRole('form', { name: step.form });
    await expect(form.getByRole('textbox', { name: step.appCode })).toBeVisible();
    await expect(form.getByText(step.hintApp)).toBeVisible();
    await expect(page.getByRole('button', { name: step.back })).toBeVisible();
    await expect(page.getByText('One more step')).toHaveCount(0);
    await expect.poll(() => overflowing(page, ['.second-factor-step', '.btn'])).toEqual([]);
    await expect(form.getByRole('button', { name: step.verify })).toBeVisible();
    await shot(page, `second-factor-step-${code}`);
    // Back to the password form (a code is not typed: the same code twice in one 30 s step is refused).
    await page.getByRole('button', { name: step.back }).click();
    await expect(page.getByRole('button', { name: text.auth.signIn, exact: true })).toBeVisible();
    await context.close();
  });
}
