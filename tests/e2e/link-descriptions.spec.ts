// Issue 41 items 6 and 2: a description typed in the link editor shows on the link's card (clamped,
// the whole text in its tooltip) and the command palette finds the link by a word of it; an
// imported link keeps its description and gets its brand from the offline Simple Icons set.
import { expect, test } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { EditorPage } from './pages/EditorPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { apiCall, signInToken } from './apiCall.js';

const hearth = useHearth({ admin });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('a description typed in the link editor shows on the card and the palette finds the link by it', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  const description = 'Finds and grabs episodes of the shows we follow, then renames them for Jellyfin';

  await editor.goto('link');
  await editor.name.fill('Sonarr');
  const picker = await editor.openPicker();
  await picker.choose('link');
  await editor.haveRemote.check();
  await editor.remoteUrl.fill('http://127.0.0.1:8989/');
  await editor.description.fill(description);
  const saved = await editor.save('link');
  expect(saved).toMatchObject({ listingName: 'Sonarr', description });
  await expect(editor.toast(messages.linkSaved)).toBeVisible();

  await page.goto(`${url}/`);
  const card = page.getByRole('link', { name: /Sonarr/ });
  await expect(card).toContainText(description);
  await expect(card.locator('.listing-card-desc')).toHaveAttribute('title', description);
  // Clamped: two lines at most, however long the text.
  const lines = await card.locator('.listing-card-desc').evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
  expect(lines).toBeLessThanOrEqual(2);

  // The Listings management screen's card shows it too, clamped the same way.
  await page.goto(`${url}/manage/listing`);
  const managed = page.getByRole('article', { name: 'Sonarr' });
  await expect(managed.locator('.listing-card-desc')).toHaveText(description);
  await expect(managed.locator('.listing-card-desc')).toHaveAttribute('title', description);
  const managedLines = await managed.locator('.listing-card-desc').evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
  expect(managedLines).toBeLessThanOrEqual(2);
  await page.goto(`${url}/`);
  await expect(card).toBeVisible();

  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('combobox', { name: /Search links/ });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('renames');
  const active = page.locator('[role="option"][aria-selected="true"]');
  await expect(active).toContainText('Sonarr');
  await expect(active).toContainText(description);
});

test('an imported Homepage service shows its description and its offline brand icon on its card', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  const text = ['- Media:', '    - Radarr:', '        href: http://127.0.0.1:7878/', '        icon: radarr.png', '        description: Movie management'].join('\n');
  await apiCall(url, token, 'POST', '/import', { format: 'homepage', text });
  const media = (await apiCall<{ items: { _id: string; listingName: string }[] }>(url, token, 'GET', '/listing/folder/list')).message.items.find((i) => i.listingName === 'Media');
  await page.goto(`${url}/c/${media?._id ?? ''}`);
  const card = page.getByRole('link', { name: /Radarr/ });
  await expect(card).toContainText('Movie management');
  // Served by Hearth itself from the bundled Simple Icons set: nothing was fetched from a CDN.
  await expect(card.locator('img')).toHaveAttribute('src', /\/iconpacks\/simple-icons\/radarr\.svg/);
});
