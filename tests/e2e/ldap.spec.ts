import { expect, test } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';
import { onCi } from '../helpers/on-ci.js';
import { ldapBase, ldapGroups, ldapService, slapdMissing, startSlapd, type RealSlapd } from '../helpers/slapd.js';

// LDAP sign-in (issue 45 item 3): a super admin sets up the directory from Settings, tests the
// connection, saves; then a directory user signs in through the normal login form. The directory
// is a real slapd on 127.0.0.1 that the spec starts and stops.
const hearth = useHearth({ admin });
const reason = slapdMissing();
let slapd: RealSlapd | null = null;

test.beforeAll(async () => {
  // CI installs slapd: there a missing one is a broken setup, not a skip.
  if (reason && onCi) throw new Error(`slapd is missing on CI: ${reason}`);
  if (!reason) slapd = await startSlapd();
});
test.afterAll(async () => {
  await slapd?.stop();
});

test('an admin sets up LDAP from Settings, and a directory user signs in with the login form', async ({ page }) => {
  // Two screens and three sign-ins (each a password hash or a directory bind): more than one step's time.
  test.setTimeout(60_000);
  test.skip(reason !== null, `Skipped: ${reason ?? ''}`);
  const directory = slapd;
  if (!directory) throw new Error('slapd did not start');
  const { url } = hearth();
  const login = new LoginPage(page, url);
  await login.signInAndWait(admin.username, admin.password);

  await page.goto(`${url}/manage`);
  await page.getByRole('link', { name: 'LDAP sign-in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LDAP sign-in', level: 1 })).toBeVisible();
  await page.getByLabel('Sign people in with their directory accounts').check();
  await page.getByRole('textbox', { name: 'Address' }).fill(directory.url);
  await page.getByRole('textbox', { name: /^Bind DN/ }).fill(ldapService.dn);
  await page.getByLabel('Bind password').fill(ldapService.password);
  await page.getByRole('textbox', { name: 'User search base' }).fill(`ou=people,${ldapBase}`);
  await page.getByRole('textbox', { name: 'Group search base' }).fill(`ou=groups,${ldapBase}`);
  await page.getByRole('textbox', { name: 'Super admin group DN' }).fill(ldapGroups.admins);
  await page.getByRole('textbox', { name: /^User group DN/ }).fill(ldapGroups.users);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(`signed in as ${ldapService.dn}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('LDAP settings saved.')).toBeVisible();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await shot(page, 'ldap-settings');
  await page.reload();
  await expect(page.getByLabel('Bind password')).toHaveAttribute('placeholder', 'Saved (sealed); leave empty to keep');
  await expect(page.getByLabel('Bind password')).toHaveValue('');

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await login.goto();
  await login.signIn('carol', 'carol-pw');
  await expect(page.getByText(/in neither of the groups that may use Hearth/)).toBeVisible();
  await shot(page, 'ldap-login-refused');
  await login.signIn('bob', 'bob-pw');
  await expect(page).toHaveURL(`${url}/`);
  await expect(page.getByRole('heading', { name: 'Welcome, Bob Test' })).toBeVisible();
  await page.goto(`${url}/manage/ldap`);
  await expect(page.getByText('Only an administrator sets up LDAP sign-in.')).toBeVisible();
});
