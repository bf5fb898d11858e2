import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createHash } from 'node:crypto';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 45 item 4: a second factor on Hearth's own sign-in, in Chromium. Passkeys use Chromium's
// virtual authenticator (CDP WebAuthn domain) at http://localhost: WebAuthn needs a secure context
// and a domain name as RP ID, and an IP address such as 127.0.0.1 is never one. TOTP codes are
// computed here from the key the enrolment dialog shows.
let now = Date.now();
const hearth = useHearth({ admin, clock: () => now });

const api = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(`${hearth().url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { message: T }).message;
};

/** The admin's recovery codes, from the passkey test, for signing in at 127.0.0.1 later. */
let adminRecovery: string[] = [];

// A second user for the app test, made while the admin signs in with the password alone.
test.beforeAll(async () => {
  const { token } = await api<{ token: string }>('/login', { username: admin.username, password: createHash('md5').update(admin.password).digest('hex') });
  await api('/accounts/save', { fullName: 'Tina', username: 'tina', siteName: 'Home', password: 'password-123' }, token);
});

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('a passkey made on the profile signs in without a password, and as the second step', async ({ browser }) => {
  // Four sign-ins and a passkey made: more than the usual 30 s on a loaded machine.
  test.slow();
  const context = await browser.newContext();
  await keepTrafficLocal(context, 'localhost');
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    const url = hearth().url.replace('127.0.0.1', 'localhost');
    const login = new LoginPage(page, url);
    await login.signInAndWait(admin.username, admin.password);
    await page.goto(`${url}/manage/profile`);
    await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();

    const add = page.getByRole('button', { name: 'Add passkey' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await expect(dialog.getByText(messages.passkeyNameRequired)).toBeVisible();
    await dialog.getByLabel('Name').fill('Laptop');
    await shot(page, 'second-factor-passkey-add');
    await dialog.getByRole('button', { name: 'Add passkey' }).click();

    // The first factor brings the recovery codes, shown this once.
    const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    adminRecovery = await codes.getByRole('listitem').allTextContents();
    await shot(page, 'second-factor-recovery-codes');
    await codes.getByRole('button', { name: 'I saved them' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Laptop' });
    await expect(row).toContainText('For localhost');
    await expect(page.getByRole('listitem').filter({ hasText: 'Recovery codes' })).toContainText('10 left');
    await shot(page, 'second-factor-profile');

    // Passwordless: no username, the browser's passkey for localhost.
    await signOut(page);
    await shot(page, 'second-factor-login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(`${url}/`);

    // The password alone is no longer enough: the passkey is the second step.
    await signOut(page);
    await login.signIn(admin.username, admin.password);
    await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
    await shot(page, 'second-factor-step-passkey');
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page).toHaveURL(`${url}/`);
    await page.goto(`${url}/manage/profile`);
    await expect(row).toContainText('last used');
  } finally {
    await context.close();
  }
});

test('the authenticator app is set up with its QR code and then asked for at sign-in', async ({ page }) => {
  test.slow();
  const { url } = hearth();
  const username = 'tina';
  const login = new LoginPage(page, url);
  await login.goto();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' }), 'an IP address cannot use passkeys').toHaveCount(0);

  await login.signInAndWait(username, 'password-123');
  await page.goto(`${url}/manage/profile`);
  const setUp = page.getByRole('button', { name: 'Set up' });
  await setUp.click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = ((await dialog.locator('.totp-enrol-key code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(messages.secondFactorCodeWrong)).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(totp.generate({ timestamp: now }));
  await shot(page, 'second-factor-totp-enrol');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = (await codes.getByRole('listitem').first().textContent()) ?? '';
  await codes.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Authenticator app' })).toContainText('On');

  // A later period's code at sign-in (the enrolment's code is spent).
  await signOut(page);
  now += 30_000;
  await login.signIn(username, 'password-123');
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await expect(page.getByLabel('Code from your authenticator app')).toBeFocused();
  await page.getByLabel('Code from your authenticator app').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.secondFactorCodeWrong)).toBeVisible();
  await shot(page, 'second-factor-step');
  await page.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: now }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${url}/`);

  // A recovery code works once in place of the app.
  await signOut(page);
  await login.signIn(username, 'password-123');
  await page.getByLabel('Code from your authenticator app').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${url}/`);
  await page.goto(`${url}/manage/profile`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Recovery codes' })).toContainText('9 left');

  // Removing the app asks the password; Escape closes the dialog and focus returns.
  const remove = page.getByRole('listitem').filter({ hasText: 'Authenticator app' }).getByRole('button', { name: 'Remove' });
  await remove.click();
  const proof = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
  await expect(proof.getByLabel('Your password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(proof).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await proof.getByLabel('Your password').fill('wrong password');
  await proof.getByRole('button', { name: 'Remove' }).click();
  await expect(proof.getByText(messages.secondFactorProofWrong)).toBeVisible();
  await proof.getByLabel('Your password').fill('password-123');
  await proof.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(messages.totpRemoved)).toBeVisible();
  await expect(setUp).toBeFocused();
});

test('a super admin resets the factors of a user who lost them', async ({ page }) => {
  test.slow();
  const { url } = hearth();
  const [spent = '', fresh = ''] = adminRecovery;
  expect(fresh, 'the passkey test ran first and kept the recovery codes').toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  // Uma turns the app on through the API, then loses her phone.
  const password = createHash('md5').update('password-123').digest('hex');
  const loginAsUma = () => api<{ token?: string; secondFactor?: unknown }>('/login', { username: 'uma', password });
  const adminLogin = await api<{ secondFactor: { pendingToken: string } }>('/login', { username: admin.username, password: createHash('md5').update(admin.password).digest('hex') });
  const adminSession = await api<{ token: string }>('/login/second-factor', { pendingToken: adminLogin.secondFactor.pendingToken, code: spent });
  await api('/accounts/save', { fullName: 'Uma', username: 'uma', siteName: 'Home', password: 'password-123' }, adminSession.token);
  const uma = (await loginAsUma()) as { token: string };
  const { secret } = await api<{ secret: string }>('/account/factors/totp/start', {}, uma.token);
  await api('/account/factors/totp/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now }) }, uma.token);
  expect((await loginAsUma()).secondFactor).toBeDefined();

  await page.goto(`${url}/manage/accounts`);
  const login = new LoginPage(page, url);
  await login.signIn(admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  // The admin has a passkey only: at an IP address the second step takes a recovery code.
  const code = page.getByLabel('Recovery code');
  await code.fill(spent);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.secondFactorCodeWrong), 'a recovery code is spent once').toBeVisible();
  await code.fill(fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'User Accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Uma' }).click();
  await page.getByRole('menuitem', { name: 'Reset second factors' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset second factors' });
  await expect(confirm).toContainText('@uma');
  await shot(page, 'second-factor-admin-reset');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.factorsReset('Uma'))).toBeVisible();
  expect((await loginAsUma()).token).toEqual(expect.any(String));
});
