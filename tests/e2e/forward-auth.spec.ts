import { expect, test } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Forward-auth (issue 45 item 2): behind a proxy Hearth trusts (here the browser itself, on
// loopback), the proxy's Remote-User header signs the person in when the login page opens.
const hearth = useHearth({ admin, env: { HEARTH_TRUST_PROXY: 'loopback', HEARTH_FORWARD_AUTH: 'on' } });

test.describe('with the proxy header', () => {
  test.use({ extraHTTPHeaders: { 'Remote-User': admin.username } });

  test('opening Hearth lands on home, signed in, without typing a password', async ({ page }) => {
    const { url } = hearth();
    await page.goto(`${url}/`);
    await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
    await expect(page).toHaveURL(`${url}/`);
    await page.goto(`${url}/manage/forward-auth`);
    await expect(page.getByRole('textbox', { name: 'User name header' })).toHaveValue('Remote-User');
    await page.getByRole('button', { name: 'Authentik' }).click();
    await expect(page.getByRole('textbox', { name: 'User name header' })).toHaveValue('X-authentik-username');
    await shot(page, 'forward-auth-settings');
  });
});

test('without the header the sign-in form stays, and a password still signs in', async ({ page }) => {
  const login = new LoginPage(page, hearth().url);
  await login.goto();
  await shot(page, 'forward-auth-login');
  await expect(page).toHaveURL(`${hearth().url}/login`);
  await login.signIn(admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
});
