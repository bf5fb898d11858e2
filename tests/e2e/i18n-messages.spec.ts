import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string; username: string; password: string };
  messages: Record<string, string>;
  palette: { webSearch: string; resultCount_one: string };
}

const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const de = catalogue('de');

async function openLogin(browser: Browser, locale: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ locale, viewport });
  await keepTrafficLocal(context);
  const page = await context.newPage();
  await page.goto(`${hearth().url}/login`);
  return { context, page };
}

test('in a German browser, a wrong password and empty fields say so in German', async ({ browser }) => {
  const { context, page } = await openLogin(browser, 'de-DE');
  const signIn = page.getByRole('button', { name: de.auth.signIn, exact: true });

  await signIn.click();
  await expect(page.getByText(de.messages.usernameEmpty!, { exact: true })).toBeVisible();
  await expect(page.getByText(de.messages.passwordEmpty!, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.usernameEmpty, { exact: true })).toHaveCount(0);
  await shot(page, 'login-fields-de');

  await page.getByLabel(de.auth.username).fill(admin.username);
  await page.getByLabel(de.auth.password).fill('not the password');
  await signIn.click();
  await expect(page.getByText(de.messages.loginFailed!, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.loginFailed, { exact: true })).toHaveCount(0);
  await shot(page, 'login-failed-de');
  await context.close();
});

// Where the words run longest (German), have no spaces (Japanese) and run right to left (Arabic).
for (const [code, locale, viewport] of [
  ['ja', 'ja-JP', { width: 1280, height: 800 }],
  ['ar', 'ar-EG', { width: 390, height: 844 }],
] as const) {
  test(`in a ${locale} browser, a wrong password says so in ${code}`, async ({ browser }) => {
    const text = catalogue(code);
    const { context, page } = await openLogin(browser, locale, viewport);
    await page.getByLabel(text.auth.username).fill(admin.username);
    await page.getByLabel(text.auth.password).fill('not the password');
    await page.getByRole('button', { name: text.auth.signIn, exact: true }).click();
    await expect(page.getByText(text.messages.loginFailed!, { exact: true })).toBeVisible();
    await shot(page, `login-failed-${code}`);
    await context.close();
  });
}

test('in a German browser, the palette names its web search and counts its results in German', async ({ browser }) => {
  const { context, page } = await openLogin(browser, 'de-DE');
  await page.getByLabel(de.auth.username).fill(admin.username);
  await page.getByLabel(de.auth.password).fill(admin.password);
  await page.getByRole('button', { name: de.auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${hearth().url}/`);
  // The palette's code may still be on its way: press again until it opens.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox')).toBeFocused({ timeout: 1000 });
  }).toPass();
  await page.keyboard.type('zzqx nothing like this');
  // Nothing matches, so the one row left is the web search, and the count says so.
  const [before] = de.palette.webSearch.split('{{engine}}');
  await expect(page.getByRole('option').filter({ hasText: before! })).toHaveCount(1);
  const oneResult = de.palette.resultCount_one.replace('{{count}}', '1');
  await expect(page.getByRole('status').filter({ hasText: oneResult })).toHaveText(oneResult);
  await expect(page.getByText(messages.paletteResultCount(1), { exact: true })).toHaveCount(0);
  await shot(page, 'palette-de');
  await context.close();
});

test('in an English browser, a wrong password shows the exact English text', async ({ browser }) => {
  const { context, page } = await openLogin(browser, 'en-US');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(messages.loginFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(de.messages.loginFailed!, { exact: true })).toHaveCount(0);
  await context.close();
});
