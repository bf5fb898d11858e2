import { expect, test } from '@playwright/test';
import { useHearth } from './fixtures.js';
import { ErrorPage } from './pages/ErrorPage.js';

// The data folder is a file here, so the database cannot open and every API call answers 500
// with X-Database-Status: NOT_CONNECTED.
const hearth = useHearth({ brokenDatabase: true });

test('the database error page explains the problem and stays while the database is down', async ({ page }) => {
  const { url } = hearth();
  const errors = new ErrorPage(page, url);
  await errors.goto('/database-error');
  await expect(errors.heading('Database Connection Failed')).toBeVisible();
  await expect(page.getByText(/Check that the data folder exists/)).toBeVisible();
  await expect(page.getByText('Still not connected. Retrying every few seconds.')).toBeVisible();
  // The next timed check is answered "still down" and the page stays.
  const check = await page.waitForResponse((res) => res.url().includes('/api/v1/home'), { timeout: 10_000 });
  expect(check.status()).toBe(500);
  await expect(page.getByText('Still not connected. Retrying every few seconds.')).toBeVisible();
  await expect(page).toHaveURL(`${url}/database-error`);
});

test('any API call that meets the database down leads to the database error page', async ({ page }) => {
  const { url } = hearth();
  await page.goto(`${url}/login`);
  await expect(page).toHaveURL(`${url}/database-error`);
  await expect(new ErrorPage(page, url).heading('Database Connection Failed')).toBeVisible();
});
