import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';

const hearth = useHearth({ admin });

interface Catalogue {
  auth: { signIn: string; username: string; password: string };
  messages: Record<string, string>;
}
const de = JSON.parse(readFileSync(new URL('../../renderer/i18n/locales/de.json', import.meta.url), 'utf8')) as Catalogue;

async function openLogin(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
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

  await page.getByLabel(de.auth.username).fill(admin.username);
  await page.getByLabel(de.auth.password).fill('not the password');
  await signIn.click();
  await expect(page.getByText(de.messages.loginFailed!, { exact: true })).toBeVisible();
  await expect(page.getByText(messages.loginFailed, { exact: true })).toHaveCount(0);
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
