import { expect, test } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { HomePage } from './pages/HomePage.js';
import { ListingSeed } from './listingSeed.js';

const hearth = useHearth({ admin });

test('an unknown path shows the 404 page with a link to the homepage', async ({ page }) => {
  const { url } = hearth();
  const errors = new ErrorPage(page, url);
  await errors.goto('/no/such/page');
  await expect(errors.heading('Page not found')).toBeVisible();
  await errors.homeLink.click();
  await expect(page).toHaveURL(`${url}/login`);
});

test('/notfound and /server-error show the same page', async ({ page }) => {
  const errors = new ErrorPage(page, hearth().url);
  for (const path of ['/notfound', '/server-error']) {
    await errors.goto(path);
    await expect(errors.heading('Page not found')).toBeVisible();
    await expect(errors.homeLink).toBeVisible();
  }
});

test('the network and client error pages say what happened', async ({ page }) => {
  const errors = new ErrorPage(page, hearth().url);
  await errors.goto('/network-error');
  await expect(errors.heading('Oops! Can not connect')).toBeVisible();
  await expect(page.getByText('Unable to connect to the backend API')).toBeVisible();
  await expect(errors.homeLink).toBeVisible();
  await errors.goto('/client-error');
  await expect(errors.heading('Oops! Some error occurred.')).toBeVisible();
});

test('the database error page goes home once the API answers', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await new ErrorPage(page, url).goto('/database-error');
  await expect(page).toHaveURL(`${url}/`);
});

test('an unknown route inside the app, signed in, also shows the 404 page', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const errors = new ErrorPage(page, url);
  await errors.goto('/manage/nothing-here');
  await expect(errors.heading('Page not found')).toBeVisible();
  await errors.homeLink.click();
  await expect(page).toHaveURL(`${url}/`);
});

test('after a network error, Go to Homepage loads the listings again: a failed answer is never reused', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Still Here', { featured: true });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  // The next full load asks for the home listings early (before React mounts); that one fails.
  await page.route('**/api/v1/listing/folder/undefined/list*', (route) => route.abort('connectionrefused'), { times: 1 });
  await page.goto(`${url}/`);
  const errors = new ErrorPage(page, url);
  await expect(errors.heading('Oops! Can not connect')).toBeVisible();
  await errors.homeLink.click();
  await expect(new HomePage(page, url).card('Still Here')).toBeVisible();
  await expect(page.getByText('Your listings could not be loaded')).toHaveCount(0);
});

test('a failed listing answer offers Retry, which loads it', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Retried Link', { featured: true });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const listPath = '**/api/v1/listing/folder/undefined/list*';
  await page.route(listPath, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Bad gateway' }) }));
  await page.goto(`${url}/`);
  await expect(page.getByText('Your listings could not be loaded')).toBeVisible();
  await page.unroute(listPath);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(new HomePage(page, url).card('Retried Link')).toBeVisible();
  await expect(page.getByText('Your listings could not be loaded')).toHaveCount(0);
});
