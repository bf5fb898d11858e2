import { expect, test } from '@playwright/test';
import { iconPackPageSize, iconPackPreviewCount } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
import { fakePackIconCount, startIconPackHost, type IconPackHost } from '../fixtures/iconpack-host.js';
import { admin, useHearth } from './fixtures.js';
import { EditorPage } from './pages/EditorPage.js';
import { IconPacksPage } from './pages/IconPacksPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ThemePage } from './pages/ThemePage.js';
import sharp from 'sharp';

// The server may download packs from the fake portal on 127.0.0.1 only.
const hearth = useHearth({ admin, env: { HEARTH_ICONPACK_HOSTS: '127.0.0.1' } });
let host: IconPackHost;

test.beforeAll(async () => {
  host = await startIconPackHost();
});
test.afterAll(async () => {
  await host.close();
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('an icon pack added from its portal URL lists its icons and one can be picked', async ({ page }) => {
  const { url } = hearth();
  const packs = new IconPacksPage(page, url);
  await packs.goto();
  await expect(packs.card('Simple Icons').getByText('Light / Dark')).toBeVisible();
  await expect(packs.card('Simple Icons').getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await packs.addButton.click();
  await expect(page.getByRole('heading', { name: 'Add Icon Pack', level: 1 })).toBeVisible();
  await expect(page.getByText("Icon packs are fetched from the provider's portal", { exact: false })).toBeVisible();
  // The screen names the allowed hosts up front (the original's plus HEARTH_ICONPACK_HOSTS).
  await expect(page.locator('#iconpack-hosts')).toContainText('icons.getastroluma.com, 127.0.0.1');
  await packs.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.iconPackUrlRequired })).toBeVisible();
  await packs.urlField.fill('not a url');
  await packs.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.iconPackUrlInvalid })).toBeVisible();
  // A well-formed URL on another host is refused with the reason, under the field (nothing is fetched).
  await packs.urlField.fill('https://icons.example.net/pack.json');
  await packs.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.iconPackHostNotAllowed('icons.example.net', 'icons.getastroluma.com, 127.0.0.1') })).toBeVisible();
  await packs.urlField.fill(host.url('/reports-error.json'));
  await packs.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'This icon pack has been retired.' })).toBeVisible();

  await packs.urlField.fill(host.url('/pack.json'));
  await packs.submit.click();
  await expect(page.getByText(messages.iconPackAdded)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/iconpack`);
  const card = packs.card('Fake Pack');
  await expect(card.getByText('Fake Credit')).toBeVisible();
  await expect(card.getByText('Light / Dark')).toBeVisible();
  await expect(packs.previewIcons('Fake Pack')).toHaveCount(iconPackPreviewCount);
  await expect(packs.deleteButton('Fake Pack')).toBeVisible();

  const editor = new EditorPage(page, url);
  await editor.goto('link');
  await editor.name.fill('Core router');
  await editor.localUrl.fill('http://192.168.1.1');
  const picker = await editor.openPicker();
  await expect(picker.tab('My Icons')).toHaveAttribute('aria-selected', 'true');
  await expect(picker.dialog.getByRole('tab')).toHaveText(['My Icons', 'Simple Icons', 'Fake Pack']);
  await picker.openTab('Fake Pack');
  const tiles = picker.grid('Fake Pack icons').getByRole('button');
  await expect(tiles).toHaveCount(iconPackPageSize);
  await picker.loadMore().click();
  await expect(tiles).toHaveCount(iconPackPageSize * 2);
  await picker.loadMore().click();
  await expect(tiles).toHaveCount(fakePackIconCount);
  await expect(picker.loadMore()).toHaveCount(0);

  await picker.search('router');
  await expect(tiles).toHaveCount(10);
  await picker.choose('Router 010');
  await expect(editor.iconPreview()).toHaveAttribute('src', host.url('/icons/icon-010.svg'));
  const link = await editor.save('link');
  expect(link.listingIcon).toEqual({
    iconUrl: host.url('/icons/icon-010.svg'),
    iconUrlLight: host.url('/icons/icon-010-light.svg'),
    iconProvider: 'fakepack',
    iconId: 'Router 010',
  });

  // The same pack again is refused with the server's reason.
  await page.goto(`${url}/manage/iconpack/add`);
  await packs.urlField.fill(host.url('/pack.json'));
  await packs.submit.click();
  await expect(page.getByText(messages.iconPackExists)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/iconpack/add`);
});

test('a Simple Icons icon is found by searching "github" and follows the theme', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('folder');
  await editor.name.fill('Code');
  const picker = await editor.openPicker();
  // The tab strip scrolls sideways only: no stray vertical scrollbar beside the tabs.
  const strip = page.locator('.icon-tabs');
  expect(await strip.evaluate((e) => e.scrollHeight - e.clientHeight)).toBe(0);
  await picker.openTab('Simple Icons');
  await picker.search('github');
  await expect(picker.icon('GitHub')).toBeVisible();
  await expect(picker.grid('Simple Icons icons').getByRole('button').first()).toHaveAccessibleName('GitHub');
  await picker.choose('GitHub');
  await expect(editor.iconPreview()).toHaveAttribute('src', '/iconpacks/simple-icons/github.svg');
  const folder = await editor.save('folder');
  expect(folder.listingIcon).toEqual({
    iconUrl: '/iconpacks/simple-icons/github.svg',
    iconUrlLight: '/iconpacks/simple-icons/github.svg?variant=light',
    iconProvider: 'simple-icons',
    iconId: 'GitHub',
  });

  // A light theme shows the light variant, in the field and in the picker.
  const themes = new ThemePage(page, url);
  await themes.goto();
  await themes.choose('Light');
  await expect(page.getByText(messages.themeSaved)).toBeVisible();
  await editor.goto('folder', { listingId: folder._id });
  await expect(editor.iconPreview()).toHaveAttribute('src', '/iconpacks/simple-icons/github.svg?variant=light');
  await editor.openPicker();
  await picker.openTab('Simple Icons');
  await picker.search('github');
  await expect(picker.icon('GitHub').locator('img')).toHaveAttribute('src', '/iconpacks/simple-icons/github.svg?variant=light');
  await page.keyboard.press('Escape');
  await themes.goto();
  await themes.choose('Dark');
  await expect(page.getByText(messages.themeSaved)).toBeVisible();
});

test('a user pack is deleted only after the inline confirmation: No keeps it, Yes deletes it', async ({ page }) => {
  const packs = new IconPacksPage(page, hearth().url);
  await packs.add(host.url('/plain-deleteme.json'));
  await expect(page.getByText(messages.iconPackAdded)).toBeVisible();
  const card = packs.card('Plain deleteme');
  await expect(card).toBeVisible();
  await expect(card.getByText('Light / Dark')).toHaveCount(0);

  await packs.deleteButton('Plain deleteme').click();
  await expect(card.getByText(messages.iconPackDeleteConfirm)).toBeVisible();
  await card.getByRole('button', { name: 'No' }).click();
  await expect(card.getByText(messages.iconPackDeleteConfirm)).toHaveCount(0);
  await expect(card).toBeVisible();
  // By keyboard: focus is on No when asked, and Escape answers No and goes back to Delete.
  await expect(packs.deleteButton('Plain deleteme')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card.getByText(messages.iconPackDeleteConfirm)).toHaveCount(0);
  await expect(packs.deleteButton('Plain deleteme')).toBeFocused();

  await packs.deleteButton('Plain deleteme').click();
  await card.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.iconPackDeleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(packs.card('Simple Icons')).toBeVisible();
  await expect(packs.card('Plain deleteme')).toHaveCount(0);
});

test('the picker refuses files that are not images, first in the browser, finally on the server', async ({ page }) => {
  const editor = new EditorPage(page, hearth().url);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/images/upload')) uploads.push(r.url());
  });
  await editor.goto('folder');
  const picker = await editor.openPicker();
  await expect(picker.dialog.getByText('JPG, PNG or GIF', { exact: false })).toBeVisible();

  await picker.upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(messages.invalidFile)).toBeVisible();
  expect(uploads).toHaveLength(0);
  await expect(page.getByText(messages.invalidFile)).toHaveCount(0, { timeout: 10_000 });

  // Claims to be a PNG, but the server looks at the content.
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/images/upload'));
  await picker.upload({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  expect((await answer).status()).toBe(415);
  await expect(page.getByText(messages.invalidFile)).toBeVisible();
  await expect(page.getByText(messages.cannotUpload)).toHaveCount(0);
  await expect(picker.grid('Uploaded icons')).toHaveCount(0);
});

test('an upload is chosen at once, can be deleted in the picker after a Yes, and pack icons name their pack', async ({ page }) => {
  const editor = new EditorPage(page, hearth().url);
  await editor.goto('folder');
  await expect(page).toHaveTitle(/^Add a new folder · /);
  let picker = await editor.openPicker();
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2e86e4' } }).png().toBuffer();
  await picker.upload({ name: 'mine.png', mimeType: 'image/png', buffer });
  await picker.expectClosed();
  await expect(editor.iconPreview()).toHaveAttribute('src', /^\/images\/[^/]+\.png$/);

  picker = await editor.openPicker();
  const uploads = picker.grid('Uploaded icons');
  const count = await uploads.getByRole('listitem').count();
  await picker.dialog.getByRole('button', { name: 'Delete Uploaded icon 1' }).click();
  await expect(picker.dialog.getByRole('button', { name: 'No' })).toBeFocused();
  // Escape answers No (the picker stays open) and focus goes back to the tile's Delete.
  await page.keyboard.press('Escape');
  await expect(picker.dialog.getByRole('button', { name: 'No' })).toHaveCount(0);
  await expect(picker.dialog).toBeVisible();
  await expect(picker.dialog.getByRole('button', { name: 'Delete Uploaded icon 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.dialog.getByRole('button', { name: 'No' })).toBeFocused();
  const deleted = page.waitForResponse((r) => r.url().includes('/api/v1/images/delete/'));
  await picker.dialog.getByRole('button', { name: 'Yes' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(messages.iconDeleted)).toBeVisible();
  await expect(uploads.getByRole('listitem')).toHaveCount(count - 1);

  await picker.openTab('Simple Icons');
  await picker.search('github');
  await picker.choose('GitHub');
  await expect(page.getByText('GitHub · Simple Icons')).toBeVisible();
});
