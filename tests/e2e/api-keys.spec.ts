import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

// Issue 45 item 5: My Profile → API keys. A key made on screen is shown once, works from a
// script (here: the test's own fetch), and stops working the moment it is revoked.
const hearth = useHearth({ admin });

const dashboard = (key: string) => fetch(`${hearth().url}/api/v1/listing/folder/list`, { headers: { authorization: `Bearer ${key}` } });

async function openProfile(page: Page): Promise<void> {
  const { url } = hearth();
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await page.goto(`${url}/manage/profile`);
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
}

test('a key made on the profile works from a script until it is revoked', async ({ page }) => {
  await openProfile(page);
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  const newKey = page.getByRole('button', { name: 'New API key' });
  await newKey.click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await expect(dialog.getByLabel('Name')).toBeFocused();

  // The same message as the server's, checked in the browser first.
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText(messages.apiKeyNameRequired)).toBeVisible();

  await dialog.getByLabel('Name').fill('Home Assistant');
  await expect(dialog.getByText(messages.apiKeyNameRequired)).toBeHidden();
  await dialog.getByLabel('Scope').selectOption('read');
  await dialog.getByLabel('Expires after').selectOption('90');
  await shot(page, 'api-keys-new');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('Copy this key now.')).toBeVisible();
  const field = shown.getByLabel('Home Assistant');
  await expect(field).toBeFocused();
  const key = await field.inputValue();
  expect(key).toMatch(/^hearth_/);
  await shot(page, 'api-keys-created');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(messages.apiKeyCopied)).toBeVisible();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(newKey).toBeFocused();

  const row = page.getByRole('listitem').filter({ hasText: 'Home Assistant' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('never used');
  // The key is on screen once: the list never shows it.
  await expect(page.getByText(key)).toHaveCount(0);

  const used = await dashboard(key);
  expect(used.status).toBe(200);
  expect(await page.content()).not.toContain(key);
  await page.reload();
  await expect(row).toContainText('last used');
  await shot(page, 'api-keys-list');

  // Revoke: a confirm dialog that Escape closes with focus back on the row's button.
  const revokeButton = row.getByRole('button', { name: 'Revoke Home Assistant' });
  await revokeButton.click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(revokeButton).toBeFocused();
  expect((await dashboard(key)).status).toBe(200);

  await revokeButton.click();
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(messages.apiKeyRevoked)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(newKey).toBeFocused();
  const refused = await dashboard(key);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(messages.apiKeyInvalid);
});

test('the API reference lists the key routes from the OpenAPI document', async ({ page }) => {
  await openProfile(page);
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  const create = page.getByRole('listitem').filter({ hasText: 'POST /api/v1/account/keys' });
  await expect(create).toContainText('no key: sign in');
  await expect(page.getByRole('listitem').filter({ hasText: 'POST /api/v1/listing/save/link' })).toContainText('write key');
  await expect(page.getByRole('heading', { name: 'Widgets' })).toBeVisible();
  await shot(page, 'api-reference');
});

test('a write key limited to todo lists may change them and nothing else', async ({ page }) => {
  await openProfile(page);
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill('Chores bot');
  // The areas are offered for a write key only.
  await expect(dialog.getByRole('group', { name: 'May change' })).toHaveCount(0);
  await dialog.getByLabel('Scope').selectOption('write');
  const areas = dialog.getByRole('group', { name: 'May change' });
  await areas.getByLabel('Todo lists').check();
  await shot(page, 'api-keys-areas');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByLabel('Chores bot').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Chores bot' })).toContainText('May change: Todo lists');

  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  expect((await dashboard(key)).status).toBe(200);
  const link = await fetch(`${hearth().url}/api/v1/listing/save/link`, { method: 'POST', headers, body: JSON.stringify({ name: 'Nope', url: 'http://127.0.0.1:1/' }) });
  expect(link.status).toBe(403);
  expect(((await link.json()) as { message: string }).message).toBe(messages.apiKeyAreaRefused('todo lists'));
});
