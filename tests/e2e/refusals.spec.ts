import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { apiCall, signInToken } from './apiCall.js';
import { admin, useHearth } from './fixtures.js';
import { addUser } from './integrationUsers.js';
import { EditorPage } from './pages/EditorPage.js';
import { LoginPage } from './pages/LoginPage.js';

// "A refusal is not a sign-out": a signed-in user whom Hearth refuses something stays signed in
// and where they are, and reads why. The reach rule is the default one here (administrators only
// may aim the server at this computer), not the test servers' usual "everyone".
const hearth = useHearth({ admin, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
const member = { username: 'member', password: 'member-password' };

test.beforeAll(async () => {
  const { url, dataDir } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/app/install', { integrationName: 'Site Status', appId: 'com.hearth.status' });
  await addUser(dataDir, member.username, member.password);
});

test('non-admin saves a link with an integration aimed at 127.0.0.1: stays on the form and sees the message', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(member.username, member.password);
  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('This computer');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill('http://127.0.0.1:8080/');
  await page.getByRole('combobox', { name: 'Show live data from' }).selectOption('com.hearth.status');

  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/listing/save/link') && r.request().method() === 'POST');
  await editor.saveButton.click();
  expect((await answer).status()).toBe(400);

  await expect(editor.toast(messages.loopbackRefused)).toBeVisible();
  await expect(page).toHaveURL(`${url}${EditorPage.path('link')}`);
  await expect(editor.name).toHaveValue('This computer');
  await expect(editor.remoteUrl).toHaveValue('http://127.0.0.1:8080/');
  // Still signed in: another screen opens without the sign-in form.
  await page.goto(`${url}/manage`);
  await expect(page).toHaveURL(`${url}/manage`);
});

test('non-admin opening admin-only screens by their address sees "not authorized" there, still signed in', async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(member.username, member.password);
  for (const path of ['/manage/https', '/manage/accounts']) {
    await page.goto(`${url}${path}`);
    await expect(page.getByText(messages.notAuthorizedPage)).toBeVisible();
    await expect(page, path).toHaveURL(`${url}${path}`);
  }
});

test("non-admin saving an alert channel aimed at 127.0.0.1 (Hearth's own route, 403) stays on the form, signed in, and sees the message", async ({ page }) => {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(member.username, member.password);
  await page.goto(`${url}/manage/alerts/channel`);
  await page.getByLabel('Service').selectOption('ntfy');
  await page.getByLabel('Name').fill('My phone');
  await page.getByLabel('Topic URL').fill('http://127.0.0.1:8080/ntfy/hearth');

  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/monitoring/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(403);

  await expect(page.getByText(messages.loopbackRefused)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/alerts/channel`);
  await expect(page.getByLabel('Name')).toHaveValue('My phone');
});
