import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { SetupPage } from './pages/SetupPage.js';
import { ShellPage } from './pages/ShellPage.js';

const hearth = useHearth();

test.describe.serial('first start', () => {
  test('the login screen points to the setup link while no administrator exists', async ({ page }) => {
    const login = new LoginPage(page, hearth().url);
    await login.goto();
    await expect(page.getByText('Create the administrator with the setup link printed in the server console')).toBeVisible();
  });

  test('the setup form shows the shared validation messages', async ({ page }) => {
    const setupUrl = hearth().server.setupUrl;
    expect(setupUrl).toBeTruthy();
    const setup = new SetupPage(page);
    await setup.goto(setupUrl ?? '');
    await setup.createAdmin({ fullName: 'Ada Admin', username: 'ada', password: 'secret-one', repeatPassword: 'secret-two' });
    await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();
    await setup.createAdmin({ fullName: '', username: 'ada', password: 'abc' });
    await expect(page.getByText(messages.fillAllFields)).toBeVisible();
    await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  });

  test('setup creates the administrator with the one-time code and signs in', async ({ page }) => {
    const { url, server } = hearth();
    const setupUrl = server.setupUrl ?? '';
    const setup = new SetupPage(page);
    await setup.goto(setupUrl);
    await setup.createAdmin({ fullName: 'Ada Admin', username: 'Ada', password: 'analytical-engine' });
    await expect(page).toHaveURL(`${url}/`);
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();

    // The code is spent: the screen says so, and the API refuses it.
    await new ShellPage(page, url).logout();
    await expect(page).toHaveURL(`${url}/login`);
    await setup.goto(setupUrl);
    await expect(page.getByText(messages.setupClosed)).toBeVisible();
    await expect(setup.submit).toHaveCount(0);
    const code = new URL(setupUrl).searchParams.get('code');
    const again = await page.request.post(`${url}/api/v1/setup`, {
      data: { code, fullName: 'Eve', username: 'eve', password: 'e10adc3949ba59abbe56e057f20f883e' },
    });
    expect(again.status()).toBeGreaterThanOrEqual(400);
    expect(server.setupUrl).toBeNull();
  });

  test('the new administrator signs in with the chosen password', async ({ page }) => {
    const login = new LoginPage(page, hearth().url);
    await login.signInAndWait('ADA', 'analytical-engine');
    await expect(login.toast(messages.loginSuccess)).toBeVisible();
  });
});
