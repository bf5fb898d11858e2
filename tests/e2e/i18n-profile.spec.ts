// Issue 47 item 3: the language is the user's, kept in their profile, and follows them to every
// browser they sign in on; the link form speaks it too, mirrored in Arabic.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { welcomeBack: string; signIn: string };
  language: { title: string };
  userMenu: { profile: string };
  profile: { followDevice: string };
  linkForm: { addTitle: string; name: string; remoteUrl: string; localUrl: string; haveRemote: string; save: string; errors: { needsUrl: string; fillAllFields: string } };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const de = catalogue('de');
const en = catalogue('en');

async function newPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  await keepTrafficLocal(context);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, url: string, signInLabel: string) {
  await page.goto(`${url}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: signInLabel, exact: true }).click();
  await expect(page).toHaveURL(`${url}/`);
}

test('Deutsch chosen on My Profile stays after a reload and greets the same user in another browser', async ({ page, browser }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/profile`);
  await expect(page.getByLabel('Language')).toHaveValue('');
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(de.language.title)).toHaveValue('de');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(de.language.title)).toHaveValue('de');

  // Another browser, English by its own settings: its sign-in page is English, then the profile's German.
  const other = await newPage(browser, 'en-US');
  await signIn(other.page, url, en.auth.signIn);
  await expect(other.page.locator('html')).toHaveAttribute('lang', 'de');
  await other.page.goto(`${url}/manage/profile`);
  await expect(other.page.getByLabel(de.language.title)).toHaveValue('de');
  await other.context.close();

  // Back to following each browser (null), for the tests below.
  await page.getByLabel(de.language.title).selectOption({ label: de.profile.followDevice });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language')).toHaveValue('');
});

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`the link form and My Profile in ${code}: labels, a validation message${dir === 'rtl' ? ', mirrored' : ''}`, async ({ browser }) => {
    const { url } = hearth();
    const text = catalogue(code);
    const { context, page } = await newPage(browser, locale);
    await signIn(page, url, text.auth.signIn);
    await page.goto(`${url}/manage/listing/save/link`);
    await expect(page.getByRole('heading', { level: 1, name: text.linkForm.addTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('textbox', { name: text.linkForm.name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.linkForm.localUrl })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text.linkForm.haveRemote })).toBeVisible();

    await page.getByRole('textbox', { name: text.linkForm.name }).fill('Jellyfin');
    await page.getByRole('button', { name: text.linkForm.save, exact: true }).click();
    await expect(page.locator('#link-target-error')).toHaveText(text.linkForm.errors.needsUrl);
    await expect(page.getByText(en.linkForm.errors.needsUrl)).toHaveCount(0);
    // Mirrored in Arabic: a switch sits at the start of its line, so right of its label; left in the others.
    const toggle = await page.locator('#have-remote').boundingBox();
    const label = await page.locator('label[for="have-remote"]').boundingBox();
    expect(toggle && label ? (toggle.x > label.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await shot(page, `link-form-${code}`);

    await page.goto(`${url}/manage/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(text.language.title)).toHaveValue('');
    await shot(page, `profile-${code}`);
    await context.close();
  });
}
