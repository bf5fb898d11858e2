// Issue 47: the administrator's settings screens (backup, Phones & HTTPS and the trust page, icon
// packs and the icon picker, LDAP, single sign-on, proxy sign-in, export & import, import, general
// settings and themes) for a user whose language is German (long words), Japanese (no spaces) or
// Arabic (right to left): headings and buttons from the catalogue, the layout mirrored for Arabic,
// and nothing wider than its box.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { keepTrafficLocal } from './networkGuard.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin });
// Each test walks through several screens in one language: more than the 30 s a single screen needs.
test.describe.configure({ timeout: 90_000 });

type Tree = { [key: string]: string | Tree };
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Tree;

/** A catalogue's text by its key path ("backup.now.title"); a missing key fails the test at once. */
function texts(code: string) {
  const tree = catalogue(code);
  return (path: string): string => {
    let node: string | Tree | undefined = tree;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`${code}.json has no text at ${path}`);
    return node;
  };
}
const en = texts('en');

/** The user's own language, kept in their profile (null: follow each browser). */
async function chooseLanguage(language: string | null) {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/accounts/language', { language });
}

async function fits(page: Page, selectors: string[]) {
  await expect.poll(() => overflowing(page, selectors)).toEqual([]);
}

/** Signed in from an English browser: the profile's language takes over after sign-in. */
async function signedIn(browser: Browser, width: number) {
  const { url } = hearth();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: en('auth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(`${url}/`);
  return { page, context, url };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pageParts = ['main#content', '.page-header', '.card', '.editor-legend', '.section-title', '.btn'];

for (const [code, dir] of [
  ['de', 'ltr'],
  ['ja', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test.describe(`in ${code}`, () => {
    test.beforeAll(async () => {
      await chooseLanguage(code);
    });

    test(`backup, Phones & HTTPS and the trust page are translated${dir === 'rtl' ? ', mirrored,' : ''} and fit`, async ({ browser }) => {
      const t = texts(code);
      const { page, context, url } = await signedIn(browser, 1280);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);

      await page.goto(`${url}/manage/backup`);
      await expect(heading(page, t('backup.title'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('backup.now.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('backup.schedule.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('backup.restore.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('backup.now.submit'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('backup.schedule.save'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('backup.restore.submit'), exact: true })).toBeVisible();
      await expect(page.getByLabel(t('backup.schedule.every'), { exact: true })).toBeVisible();
      // A passphrase being typed is rated in the language too.
      await page.locator('#backup-passphrase').fill('kitchen table passphrase');
      await expect(page.locator('#backup-passphrase-strength .strength-label')).toHaveText(t('backup.strength.label').replace('{{level}}', t('backup.strength.weak')));
      await expect(page.getByText(en('backup.now.hint'))).toHaveCount(0);
      await fits(page, [...pageParts, '.backup-hint', '.strength-text']);
      await shot(page, `admin-backup-${code}`);

      await page.goto(`${url}/manage/https`);
      await expect(heading(page, t('https.title'))).toBeVisible();
      await expect(page.getByRole('group', { name: t('https.network') })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t('https.redirectLabel') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('https.trustLink') })).toBeVisible();
      await fits(page, pageParts);
      await shot(page, `admin-https-${code}`);

      await page.getByRole('link', { name: t('https.trustLink') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('https.trustLink') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('https.trust.backToDashboard') })).toBeVisible();
      await fits(page, ['.trust-card', '.trust-lead']);
      await shot(page, `admin-trust-${code}`);
      await context.close();
    });

    test(`icon packs, the icon picker, general settings and themes are translated and fit`, async ({ browser }) => {
      const t = texts(code);
      const { page, context, url } = await signedIn(browser, 1280);

      await page.goto(`${url}/manage/iconpack`);
      await expect(heading(page, t('iconPacks.title'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('iconPacks.add.title') })).toBeVisible();
      await expect(page.locator('.pack-card').first().locator('.badge').last()).toHaveText(t('iconPacks.card.builtIn'));
      await fits(page, [...pageParts, '.pack-card', '.pack-credit', '.pack-badges']);
      await shot(page, `admin-iconpacks-${code}`);

      await page.getByRole('link', { name: t('iconPacks.add.title') }).click();
      await expect(heading(page, t('iconPacks.add.title'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('iconPacks.add.url') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('iconPacks.add.submit'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t('iconPacks.add.cancel'), exact: true })).toBeVisible();
      await fits(page, [...pageParts, '.pack-help']);

      await page.goto(`${url}/manage/general`);
      await expect(heading(page, t('generalSettings.title'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('generalSettings.siteName') })).toBeVisible();
      await expect(page.getByRole('group', { name: t('generalSettings.features') })).toBeVisible();
      await expect(page.getByLabel(t('generalSettings.webSearch.engine'), { exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: t('generalSettings.density.compact.label') })).toBeVisible();
      await fits(page, [...pageParts, '.checkbox-field', '.radio-field']);
      await shot(page, `admin-general-${code}`);

      // The icon picker opens from Site Logo's field.
      await page.locator('#site-logo').click();
      const picker = page.getByRole('dialog', { name: t('iconPacks.picker.title') });
      await expect(picker).toBeVisible();
      await expect(picker.getByRole('tab', { name: t('iconPacks.picker.myIcons'), exact: true })).toBeVisible();
      await expect(picker.getByRole('heading', { level: 3, name: t('iconPacks.picker.defaultIcons') })).toBeVisible();
      await expect(picker.getByText(t('iconPacks.picker.drop'))).toBeVisible();
      await fits(page, ['.picker', '.picker-head', '.drop-zone', '.icon-tabs']);
      await shot(page, `admin-icon-picker-${code}`);
      await picker.getByRole('button', { name: t('iconPacks.picker.close') }).click();

      await page.goto(`${url}/manage/theme`);
      await expect(heading(page, t('generalSettings.themes.title'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('generalSettings.themes.lightThemes') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('generalSettings.themes.darkThemes') })).toBeVisible();
      await fits(page, [...pageParts, '.theme-meta']);
      await shot(page, `admin-themes-${code}`);
      await context.close();
    });

    test(`LDAP, single sign-on and proxy sign-in are translated${dir === 'rtl' ? ', mirrored,' : ''} and fit`, async ({ browser }) => {
      const t = texts(code);
      const { page, context, url } = await signedIn(browser, 1280);

      await page.goto(`${url}/manage/ldap`);
      await expect(heading(page, t('directory.ldap.title'))).toBeVisible();
      await expect(page.getByRole('group', { name: t('directory.ldap.server') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('directory.ldap.test'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('directory.save'), exact: true })).toBeVisible();
      // Mirrored in Arabic: a switch sits at the start of its line, so right of its label.
      const toggle = await page.locator('#ldap-enabled').boundingBox();
      const label = await page.locator('label[for="ldap-enabled"]').boundingBox();
      expect(toggle && label ? (toggle.x > label.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
      await fits(page, [...pageParts, '.field-hint']);
      await shot(page, `admin-ldap-${code}`);

      await page.goto(`${url}/manage/sso`);
      await expect(heading(page, t('directory.sso.title'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('directory.sso.register') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('directory.sso.add'), exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t('directory.sso.onlySso') })).toBeVisible();
      await fits(page, pageParts);
      await shot(page, `admin-sso-${code}`);

      await page.goto(`${url}/manage/forward-auth`);
      await expect(heading(page, t('directory.forwardAuth.title'))).toBeVisible();
      await expect(page.getByRole('group', { name: t('directory.forwardAuth.headers') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('directory.forwardAuth.userHeader') })).toBeVisible();
      await fits(page, [...pageParts, '.preset-row']);
      await shot(page, `admin-forward-auth-${code}`);
      await context.close();
    });

    test(`export & import and import are translated and fit, on a phone too`, async ({ browser }) => {
      const t = texts(code);
      const { page, context, url } = await signedIn(browser, 390);

      await page.goto(`${url}/manage/transfer`);
      await expect(heading(page, t('transfer.title'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('transfer.export.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('transfer.import.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('transfer.export.submit'), exact: true })).toBeVisible();
      await page.getByRole('checkbox', { name: t('transfer.export.includeTotp') }).check();
      await expect(page.getByLabel(t('transfer.export.passphrase.totp'), { exact: true })).toBeVisible();
      await fits(page, [...pageParts, '.backup-hint']);
      await shot(page, `admin-transfer-${code}`);

      await page.goto(`${url}/manage/import`);
      await expect(heading(page, t('imports.title'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('imports.what') })).toBeVisible();
      await expect(page.getByRole('group', { name: t('imports.from') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('imports.preview'), exact: true })).toBeVisible();
      await expect(page.getByText(en('imports.subtitle'))).toHaveCount(0);
      await fits(page, [...pageParts, '.import-hint', '.import-format']);
      await shot(page, `admin-import-${code}`);
      await context.close();
    });
  });
}
