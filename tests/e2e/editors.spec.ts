import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { EditorPage } from './pages/EditorPage.js';
import { LoginPage } from './pages/LoginPage.js';

const hearth = useHearth({ admin });

/** A real PNG made here, so the upload goes through the server's image checks. */
async function makePng(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#e4572e' } })
    .composite([{ input: Buffer.from('<svg width="96" height="96"><circle cx="48" cy="48" r="30" fill="#ffffff"/></svg>') }])
    .png()
    .toBuffer();
  return { name: 'jellyfin.png', mimeType: 'image/png', buffer };
}

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

test('a folder made at the root and a link with an uploaded icon inside it show on home and in the folder', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);

  await editor.goto('folder');
  await editor.expectTitle('Add a new folder');
  await expect(editor.featured).toBeChecked();
  await expect(editor.sidebar).not.toBeChecked();
  await editor.name.fill('Media');
  const picker = await editor.openPicker();
  await picker.choose('camera');
  await expect(editor.iconPreview()).toHaveAttribute('src', '/icons/camera.svg');
  await editor.sidebar.check();
  const folder = await editor.save('folder');
  expect(folder).toMatchObject({ listingName: 'Media', onFeatured: true, inSidebar: true, parentId: null });
  expect(folder.listingIcon).toEqual({ iconUrl: 'camera', iconUrlLight: null, iconProvider: 'self' });
  await expect(editor.toast(messages.folderSaved)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/listing`);

  await editor.goto('link', { parentId: folder._id });
  await editor.expectTitle('Add a new link');
  await expect(editor.featured).toHaveCount(0);
  await editor.name.fill('Jellyfin');
  await editor.openPicker();
  await picker.upload(await makePng());
  await expect(editor.toast(messages.fileUploaded)).toBeVisible();
  // A new upload is chosen at once: the picker closes with it as the link's icon.
  await picker.expectClosed();
  await expect(editor.iconPreview()).toHaveAttribute('src', /^\/images\/[^/]+\.png$/);
  await expect(editor.remoteUrl).toHaveCount(0);
  await editor.haveRemote.check();
  await editor.remoteUrl.fill('https://jellyfin.example.test');
  await editor.localUrl.fill('http://192.168.1.20:8096');
  await expect(editor.pageSelect).toBeDisabled();
  await expect(editor.pageSelect).toHaveText('No pages yet');
  const link = await editor.save('link');
  // Stored as the parser's normalised URLs (shared/contracts/urls.ts).
  expect(link).toMatchObject({ listingName: 'Jellyfin', parentId: folder._id, listingUrl: 'https://jellyfin.example.test/', localUrl: 'http://192.168.1.20:8096/', onFeatured: false });
  expect(link.listingIcon).toMatchObject({ iconProvider: 'self', iconUrlLight: null });
  await expect(editor.toast(messages.linkSaved)).toBeVisible();
  await expect(page).toHaveURL(`${url}/manage/listing/${folder._id}`);

  await page.goto(`${url}/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Media/ })).toBeVisible();
  await expect(main.getByText('Jellyfin')).toHaveCount(0);

  await page.goto(`${url}/c/${folder._id}`);
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Media');
  await expect(main.getByText('Jellyfin', { exact: true })).toBeVisible();
  const uploaded = main.locator(`img[src="/images/${link.listingIcon?.iconUrl ?? ''}"]`);
  await expect(uploaded).toBeVisible();
  expect(await uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an edit screen loads the item, shows Featured at the root and saves the change', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('todo');
  await editor.expectTitle('Add a new todo list');
  await editor.name.fill('Chores');
  const todo = await editor.save('todo');
  await expect(editor.toast(messages.todoSaved)).toBeVisible();

  await editor.goto('todo', { listingId: todo._id });
  await editor.expectTitle('Edit todo list');
  await expect(editor.name).toHaveValue('Chores');
  await expect(editor.iconPreview()).toHaveAttribute('src', '/icons/todo.svg');
  await expect(editor.featured).toBeChecked();
  await editor.featured.uncheck();
  await editor.name.fill('House chores');
  const saved = await editor.save('todo');
  expect(saved).toMatchObject({ _id: todo._id, listingName: 'House chores', onFeatured: false });
  await expect(page).toHaveURL(`${url}/manage/listing`);
});

test('the link editor names what is missing: the name, the icon, a valid URL', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/listing/save/')) saves.push(r.url());
  });
  await editor.goto('link');

  await editor.saveButton.click();
  await expect(editor.toast(messages.fillAllFields)).toBeVisible();

  await editor.name.fill('Router');
  await editor.removeIcon.click();
  await expect(editor.iconButton).toHaveAccessibleDescription('No icon selected');
  await editor.saveButton.click();
  await expect(editor.toast(messages.selectIcon)).toBeVisible();

  await (await editor.openPicker()).choose('link');
  await editor.saveButton.click();
  await expect(editor.inlineError(messages.linkNeedsUrl)).toBeVisible();

  await editor.haveRemote.check();
  await editor.remoteUrl.fill('not a url');
  await editor.localUrl.fill('ftp://192.168.1.1');
  await editor.saveButton.click();
  await expect(editor.inlineError(messages.linkUrlInvalid)).toBeVisible();
  await expect(editor.inlineError(messages.localUrlInvalid)).toBeVisible();
  await expect(editor.remoteUrl).toHaveAttribute('aria-invalid', 'true');

  // Unchecking "Have Remote URL" means the remote URL is not sent at all.
  await editor.haveRemote.uncheck();
  await editor.localUrl.fill('http://192.168.1.1');
  const link = await editor.save('link');
  expect(link).toMatchObject({ listingUrl: null, localUrl: 'http://192.168.1.1/' });
  expect(saves).toHaveLength(1);
});

test('the folder editor shows field errors inline, clears each as it is fixed, and a save leaves no old warning', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('folder');

  await editor.saveButton.click();
  const warning = editor.toast(messages.fillAllFields);
  await expect(warning).toBeVisible();
  await expect(editor.inlineError(messages.fillAllFields)).toBeVisible();
  // Focus goes to the first field to fix.
  await expect(editor.name).toBeFocused();
  await expect(editor.name).toHaveAttribute('aria-invalid', 'true');

  // Typing the name fixes it: the inline error and its toast go at once, without saving again.
  await editor.name.fill('Media');
  await expect(editor.inlineError(messages.fillAllFields)).toHaveCount(0);
  await expect(warning).toHaveCount(0);
  await expect(editor.name).not.toHaveAttribute('aria-invalid', 'true');

  // A blank name again, then a save that succeeds after the fix: only the success toast shows.
  await editor.name.fill('');
  await editor.saveButton.click();
  await expect(warning).toBeVisible();
  await editor.name.fill('Media');
  await editor.saveButton.click();
  await expect(editor.toast(messages.folderSaved)).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('editing an unknown id shows an empty add form that saves a new item', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('folder', { listingId: 'nosuchfolder1' });
  await editor.expectTitle('Add a new folder');
  await expect(page.getByText('No such folder was found.')).toBeVisible();
  await expect(editor.name).toHaveValue('');
  await expect(editor.featured).toBeChecked();
  await expect(editor.iconPreview()).toHaveAttribute('src', '/icons/folder.svg');
  await expect(page.getByText(messages.folderFetchFailed)).toHaveCount(0);
  await editor.name.fill('Fresh');
  const saved = await editor.save('folder');
  expect(saved._id).not.toBe('nosuchfolder1');
});

test('a failed edit load says so once and offers Try again, which loads the item', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('todo');
  await editor.name.fill('Errands');
  const todo = await editor.save('todo');
  await expect(page).toHaveURL(`${url}/manage/listing`);

  const detailPath = `**/api/v1/listing/todo/${todo._id}*`;
  let asked = 0;
  await page.route(detailPath, (route) => {
    asked += 1;
    // Hearth's own failure (with its database status header), not a gateway's: that is an outage.
    return route.fulfill({ status: 502, headers: { 'X-Database-Status': 'CONNECTED' }, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'Bad gateway' }) });
  });
  await editor.goto('todo', { listingId: todo._id });
  await expect(editor.toast(messages.todoFetchFailed)).toHaveCount(1);
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await expect(editor.name).toHaveCount(0);
  // No retry of its own: one failed answer, one question.
  expect(asked).toBe(1);

  await page.unroute(detailPath);
  await tryAgain.click();
  await editor.expectTitle('Edit todo list');
  await expect(editor.name).toHaveValue('Errands');
  await expect(tryAgain).toHaveCount(0);
});

test('a server refusal shows the server message, and the picker closes with Escape', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await editor.goto('folder', { parentId: 'nosuchparent1' });
  await expect(editor.featured).toHaveCount(0);
  await editor.name.fill('Orphan');
  await editor.openPicker();
  await page.keyboard.press('Escape');
  await editor.picker.expectClosed();
  await expect(editor.iconButton).toBeFocused();
  await editor.saveButton.click();
  await expect(editor.toast(messages.folderNotFound)).toBeVisible();
  await expect(page).toHaveURL(`${url}${EditorPage.path('folder', { parentId: 'nosuchparent1' })}`);
});

test('the stream editor asks for a name and an rtsp URL and leaves for Stream Hub on Cancel', async ({ page }) => {
  const editor = new EditorPage(page, hearth().url);
  await editor.goto('stream');
  await editor.expectTitle('Add new RTSP stream');
  await expect(page.getByLabel('Stream Name')).toBeVisible();
  await expect(page.getByLabel('Stream URL')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${hearth().url}/manage/streaming`);
});
