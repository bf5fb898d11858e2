import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 45 item 6: My Profile → Sessions. Two browsers signed in as one user; the first revokes
// the second, which is then sent to sign-in, while the first stays signed in.
const hearth = useHearth({ admin });

/** A phone's User-Agent for the second browser, so its row reads differently from the first's. */
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function openProfile(page: Page): Promise<void> {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/profile`);
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
}

async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: phone });
  const page = await context.newPage();
  await openProfile(page);
  return page;
}

test('revoking the other browser from the first sends the other to sign-in', async ({ page, browser }) => {
  const other = await secondBrowser(browser);
  try {
    await openProfile(page);
    const list = page.getByRole('list', { name: 'Your sessions' });
    const here = list.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText('Chrome on Linux');
    await expect(here).toContainText('127.0.0.1');
    await expect(here.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await expect(phoneRow).toHaveCount(1);
    await expect(phoneRow).not.toContainText('This device');
    await shot(page, 'account-sessions');

    // A confirm dialog that Escape closes, focus back on the row's button, nothing revoked.
    const revokeButton = phoneRow.getByRole('button', { name: /^Revoke Safari on iOS/ });
    await revokeButton.click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this session?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(revokeButton).toBeFocused();

    await revokeButton.click();
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText(messages.sessionRevoked)).toBeVisible();
    await expect(phoneRow).toHaveCount(0);
    await expect(here.getByRole('button', { name: 'Sign out' })).toBeFocused();

    // The phone's next call is refused and it lands on the sign-in page; this browser stays signed in.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  } finally {
    await other.context().close();
  }
});

test('"Sign out everywhere else" keeps only this browser', async ({ page, browser }) => {
  const other = await secondBrowser(browser);
  try {
    await openProfile(page);
    const othersButton = page.getByRole('button', { name: 'Sign out everywhere else' });
    await othersButton.click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await confirm.getByRole('button', { name: 'Sign out others' }).click();
    await expect(page.getByText(messages.sessionsRevokedOthers)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1);
    await expect(othersButton).toHaveCount(0);
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await other.context().close();
  }
});
