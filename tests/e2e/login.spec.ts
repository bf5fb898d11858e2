import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { HomePage } from './pages/HomePage.js';
import { ListingSeed } from './listingSeed.js';

const hearth = useHearth({ admin, loginLimits: { perAccountAndAddress: 3, perAddress: 100, windowSeconds: 600 } });

test('empty fields show "Username must not be empty." and "Password must not be empty."', async ({ page }) => {
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await login.submit.click();
  await expect(page.getByText(messages.usernameEmpty)).toBeVisible();
  await expect(page.getByText(messages.passwordEmpty)).toBeVisible();
});

test('a wrong password shows "Login failed. Please check the credentials."', async ({ page }) => {
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await login.signIn(admin.username, 'not the password');
  await expect(login.toast(messages.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(`${hearth().url}/login`);
});

test('the right password (username in any case) lands on home', async ({ page }) => {
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await login.signIn(admin.username.toUpperCase(), admin.password);
  await expect(login.toast(messages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(`${hearth().url}/`);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
});

test('a protected route redirects to /login and returns there after sign-in', async ({ page }) => {
  const { url } = hearth();
  await page.goto(`${url}/manage/theme`);
  await expect(page).toHaveURL(`${url}/login`);
  await new LoginPage(page, url).signIn(admin.username, admin.password);
  await expect(page).toHaveURL(`${url}/manage/theme`);
});

test('a rate-limited sign-in shows the server message', async ({ page }) => {
  const { url } = hearth();
  // Use up the account's failed attempts (3 in this file's limits) straight through the API.
  for (let attempt = 0; attempt < 3; attempt++) {
    const password = createHash('md5').update(`guess-${attempt}`).digest('hex');
    const answer = await page.request.post(`${url}/api/v1/login`, { data: { username: 'intruder', password } });
    expect(answer.status()).toBe(400);
  }
  const login = new LoginPage(page, url);
  await login.goto();
  await login.signIn('intruder', 'guess-again');
  await expect(page.getByText(/^Too many sign-in attempts/)).toBeVisible();
});

test('the home listings are asked for as soon as the sign-in answer arrives, not after the page code', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Warm Card', { featured: true });
  await new LoginPage(page, url).goto();
  // Hold the home screen's code: if the listings waited for it, they would never be asked for.
  let releaseChunk: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/(HomePage|signed-in)-[^/]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  const listings = page.waitForRequest((r) => r.url().includes('/api/v1/listing/folder/undefined/list') && Boolean(r.headers().authorization));
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await listings;
  releaseChunk();
  await expect(new HomePage(page, url).card('Warm Card')).toBeVisible();
});

test('after sign-in the home appears with its cards in the same frame, asked for once', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('First Frame Card', { featured: true });
  await new LoginPage(page, url).goto();
  const listingRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/listing/folder/undefined/list')) listingRequests.push(r.url());
  });
  // Whatever the DOM holds when the home's heading first appears: one render brings both.
  await page.evaluate(() => {
    const seen = window as Window & { cardsWithHeading?: number };
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('welcome-title')) return;
      seen.cardsWithHeading = Array.from(document.querySelectorAll('a')).filter((a) => a.textContent?.includes('First Frame Card')).length;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const home = new HomePage(page, url);
  await expect(home.card('First Frame Card')).toBeVisible();
  await expect(page.getByText(messages.loginSuccess)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { cardsWithHeading?: number }).cardsWithHeading)).toBe(1);
  expect(listingRequests).toHaveLength(1);
});
