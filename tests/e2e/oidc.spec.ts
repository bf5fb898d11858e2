import { expect, test } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { shot } from './shots.js';
import { startOidcProvider, type RunningProvider } from '../helpers/oidc-provider.js';
import { oidcCallbackPath, type OidcProviderView } from '../../shared/contracts/oidc.js';

// OIDC single sign-on (issue 45 item 1) in Chromium, against a real OpenID provider
// (oidc-provider) on 127.0.0.1: its own login and consent pages, then back to Hearth signed in.
const hearth = useHearth({ admin });
let provider: RunningProvider | undefined;
let providerId = '';

test.beforeAll(async () => {
  const { url } = hearth();
  provider = await startOidcProvider(
    [{ clientId: 'hearth', clientSecret: 'e2e-client-secret', redirectUris: [`${url}${oidcCallbackPath}`], postLogoutRedirectUris: [`${url}/login`] }],
    { alice: { preferred_username: 'alice', name: 'Alice Example', email: 'alice@example.com', email_verified: true, groups: ['hearth-users'] } },
  );
  const token = await signInToken(url, admin.username, admin.password);
  const added = await apiCall<OidcProviderView>(url, token, 'POST', '/settings/oidc/providers', {
    name: 'Authentik',
    discoveryUrl: provider.issuer,
    clientId: 'hearth',
    clientSecret: 'e2e-client-secret',
    scopes: 'openid profile email groups',
    groupClaim: 'groups',
    adminGroup: 'hearth-admins',
    userGroup: 'hearth-users',
    autoCreate: true,
    linkByEmail: false,
    allowHttp: false,
  });
  providerId = added.message.id;
});
test.afterAll(() => provider?.stop());

test('"Sign in with Authentik" signs in at the provider and lands home; signing out ends the provider\'s session too', async ({ page }) => {
  const { url } = hearth();
  await page.goto(`${url}/login`);
  const button = page.getByRole('link', { name: 'Sign in with Authentik' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await shot(page, 'oidc-login');
  await button.click();
  // The provider's own pages (oidc-provider's development login and consent).
  await page.locator('input[name="login"]').fill('alice');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Example' })).toBeVisible();
  await expect(page).toHaveURL(`${url}/`);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider?.issuer ?? 'no provider'}/session/end`));
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(`${url}/login`);
  await expect(page.getByRole('link', { name: 'Sign in with Authentik' })).toBeVisible();
});

test('a refusal is explained on the login page, and the password form still works', async ({ page }) => {
  const { url } = hearth();
  await page.goto(`${url}/login?ssoError=noGroup&provider=${providerId}`);
  await expect(page.getByRole('alert')).toHaveText(/^Authentik signed you in, but you are in none of the groups allowed into Hearth/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await shot(page, 'oidc-login-refused');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Sign in with Authentik' })).toBeVisible();
  await shot(page, 'oidc-login-phone');
});

test('with only single sign-on, the password form waits behind a disclosure and the admin still gets in', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/settings/oidc', { onlySso: true });
  await page.goto(`${url}/login`);
  await expect(page.getByRole('link', { name: 'Sign in with Authentik' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeHidden();
  await shot(page, 'oidc-only-sso');
  await page.getByText('Sign in with a password', { exact: true }).click();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await page.goto(`${url}/manage/sso`);
  await expect(page.getByRole('button', { name: 'Edit Authentik' })).toBeVisible();
  await expect(page.getByLabel('Offer only single sign-on on the login page')).toBeChecked();
  await shot(page, 'oidc-settings');
  // Removing asks first; Escape closes the question and focus returns to the button.
  const remove = page.getByRole('button', { name: 'Remove Authentik' });
  await remove.click();
  await expect(page.getByRole('dialog', { name: 'Remove Authentik?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(remove).toBeFocused();
});
