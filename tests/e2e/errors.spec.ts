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

test('the network and client error pages say what happened; the network one goes home once the API answers', async ({ page }) => {
  const { url } = hearth();
  const errors = new ErrorPage(page, url);
  // While the API does not answer, the page stays and says so.
  await page.route('**/api/v1/home*', (route) => route.abort('connectionrefused'));
  await errors.goto('/network-error');
  await expect(errors.heading('Oops! Can not connect')).toBeVisible();
  await expect(page.getByText('Unable to connect to the backend API')).toBeVisible();
  await expect(errors.homeLink).toBeVisible();
  await page.unroute('**/api/v1/home*');
  await expect(page).not.toHaveURL(`${url}/network-error`, { timeout: 15_000 });
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

test('a listing answer lost on the way is asked again: the cards show without an error page or a stale failure', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Still Here', { featured: true });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  // The next full load asks for the home listings early (before React mounts); that one is lost.
  await page.route('**/api/v1/listing/folder/undefined/list*', (route) => route.abort('connectionrefused'), { times: 1 });
  await page.goto(`${url}/`);
  await expect(new HomePage(page, url).card('Still Here')).toBeVisible();
  await expect(page).toHaveURL(`${url}/`);
  await expect(page.getByText('Your listings could not be loaded')).toHaveCount(0);
  await expect(new ErrorPage(page, url).heading('Oops! Can not connect')).toHaveCount(0);
});

test('a failed listing answer offers Retry, which loads it', async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Retried Link', { featured: true });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const listPath = '**/api/v1/listing/folder/undefined/list*';
  // Hearth's own failure (its answers carry the database status header); a gateway's bare 502
  // would be an outage, waited out behind the connection banner instead.
  const headers = { 'X-Database-Status': 'CONNECTED' };
  await page.route(listPath, (route) => route.fulfill({ status: 502, headers, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Bad gateway' }) }));
  await page.goto(`${url}/`);
  await expect(page.getByText('Your listings could not be loaded')).toBeVisible();
  await page.unroute(listPath);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(new HomePage(page, url).card('Retried Link')).toBeVisible();
  await expect(page.getByText('Your listings could not be loaded')).toHaveCount(0);
});

test("a gateway's bare 502 (Hearth behind a proxy, restarting) is waited out behind the banner, then the cards show", async ({ page }) => {
  const { url } = hearth();
  const seed = await ListingSeed.signIn(url, admin.username, admin.password);
  await seed.link('Behind Proxy', { featured: true });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  const listPath = '**/api/v1/listing/folder/undefined/list*';
  await page.route(listPath, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }), { times: 1 });
  await page.goto(`${url}/`);
  await expect(new HomePage(page, url).card('Behind Proxy')).toBeVisible();
  await expect(page.getByText('Your listings could not be loaded')).toHaveCount(0);
});
