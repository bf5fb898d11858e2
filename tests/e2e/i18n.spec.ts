import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { welcomeBack: string; signIn: string };
  userMenu: { label: string; settings: string };
  language: { title: string };
  settings: { title: string; subtitle: string };
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const de = catalogue('de');

test('choosing Deutsch turns the settings overview German without a reload; العربية mirrors the page', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/theme`);
  // Survives only as long as the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page.getByLabel(de.language.title)).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: de.userMenu.label }).click();
  await page.getByRole('menuitem', { name: de.userMenu.settings }).click();
  await expect(page.getByRole('heading', { level: 1, name: de.settings.title })).toBeVisible();
  await expect(page.getByText(de.settings.subtitle)).toBeVisible();
  await expect(page.getByText('Manage your dashboard, its content and your account.')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.goBack();
  await page.getByLabel(de.language.title).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel(catalogue('ar').language.title).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // Signed in, the choice is the profile's: back to following the browser, for the tests below.
  await page.getByLabel('Language').selectOption({ value: '' });
  await expect(page.getByLabel('Language')).toHaveValue('');
});

async function signIn(page: Page, url: string, text: Catalogue) {
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.getByRole('button', { name: text.auth.signIn }).click();
  await expect(page).toHaveURL(`${url}/`);
}

for (const [code, locale, dir] of [
  ['de', 'de-DE', 'ltr'],
  ['ja', 'ja-JP', 'ltr'],
  ['ar', 'ar-EG', 'rtl'],
] as const) {
  test(`a ${locale} browser gets the login page and settings in ${code}`, async ({ browser }) => {
    const { url } = hearth();
    const text = catalogue(code);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    await keepTrafficLocal(context);
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: text.auth.welcomeBack })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await shot(page, `login-${code}`);
    await signIn(page, url, text);
    await page.goto(`${url}/manage`);
    await expect(page.getByRole('heading', { level: 1, name: text.settings.title })).toBeVisible();
    await expect(page.getByText(text.settings.subtitle)).toBeVisible();
    await shot(page, `settings-${code}`);
    await context.close();
  });
}
