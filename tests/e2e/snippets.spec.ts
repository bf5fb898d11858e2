import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { messages } from '../../shared/messages.js';
import { admin, useHearth } from './fixtures.js';
import { EditorPage } from './pages/EditorPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { SnippetsPage } from './pages/SnippetsPage.js';
import { SnippetSeed } from './snippetSeed.js';

const hearth = useHearth({ admin });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});


const jsCode = "const greeting = 'hello';\nexport function greet(name) {\n  return `${greeting} ${name}`; // zephyrword\n}\n";
const pyCode = 'def add(a, b):\n    return a + b\n';

/** The computed colour of an element and of the editor text around it. */
async function colours(page: Page, selector: string): Promise<{ token: string; text: string; keywordToken: string }> {
  return page.evaluate((sel) => {
    const token = document.querySelector(sel);
    const content = token?.closest('.cm-content');
    if (!token || !content) throw new Error(`no ${sel}`);
    const probe = document.createElement('span');
    probe.style.color = 'var(--syntax-keyword)';
    document.body.appendChild(probe);
    const keywordToken = getComputedStyle(probe).color;
    probe.remove();
    return { token: getComputedStyle(token).color, text: getComputedStyle(content).color, keywordToken };
  }, selector);
}

test('a snippet list is made in its editor, shows on home and opens its snippet screen', async ({ page }) => {
  const { url } = hearth();
  const editor = new EditorPage(page, url);
  await page.goto(`${url}/manage/listing`);
  await page.getByRole('link', { name: 'Add Snippet List' }).click();
  await editor.expectTitle('Add a new snippet list');
  await expect(editor.featured).toBeChecked();
  await editor.saveButton.click();
  await expect(editor.toast(messages.fillAllFields)).toBeVisible();
  await editor.name.fill('Dotfiles');
  await editor.sidebar.check();
  const list = await editor.save('snippet');
  expect(list).toMatchObject({ listingType: 'snippet', listingName: 'Dotfiles', onFeatured: true, inSidebar: true, parentId: null });
  await expect(editor.toast(messages.snippetListSaved)).toBeVisible();
  // Back one step in history: where the editor was opened from.
  await expect(page).toHaveURL(`${url}/manage/listing`);

  await page.goto(`${url}/`);
  await page.getByRole('main').getByRole('link', { name: /^Dotfiles/ }).click();
  await expect(page).toHaveURL(`${url}/s/${list._id}`);
  const snippets = new SnippetsPage(page, url);
  await expect(page.getByRole('heading', { name: 'Dotfiles', level: 1 })).toBeVisible();
  await expect(snippets.list.getByText(messages.noSnippetsHere)).toBeVisible();
  await expect(snippets.detail.getByText(messages.selectSnippet)).toBeVisible();

  await editor.goto('snippet', { listingId: list._id });
  await editor.expectTitle('Edit a snippet list');
  await expect(editor.name).toHaveValue('Dotfiles');
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const folder = await seed.folder('Not a snippet list');
  await editor.goto('snippet', { listingId: folder._id });
  await expect(page).toHaveURL(`${url}/manage/listing`);
  await editor.goto('snippet', { parentId: folder._id });
  await editor.expectTitle('Add a new snippet list');
  await expect(editor.featured).toHaveCount(0);
});

test('a snippet with two files in two languages is highlighted, found by its code, copied, downloaded and deleted', async ({ page, context }) => {
  const { url } = hearth();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const list = await seed.list('Scripts');
  await seed.snippet(list._id, 'Unrelated', 'bash', 'echo nothing to see');
  const snippets = new SnippetsPage(page, url);
  await snippets.goto(list._id);

  await snippets.create('Greeter', 'JavaScript');
  await expect(snippets.toast(messages.snippetItemSaved)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Greeter', level: 2 })).toBeVisible();
  // The new snippet's first file has the cursor: the code can be typed at once.
  const first = snippets.file('Untitled file');
  await expect(snippets.editor(first)).toBeFocused();
  await page.keyboard.insertText(jsCode);
  await first.getByLabel('File name').fill('greet');
  const greet = snippets.file('greet');
  await expect(greet.getByLabel('Language')).toHaveValue('javascript');
  await expect(greet.getByText('Unsaved')).toBeVisible();
  // Ctrl/Cmd+S saves the file being edited.
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/snippet/save/') && r.request().method() === 'POST');
  await page.keyboard.press('ControlOrMeta+s');
  expect((await saved).ok()).toBe(true);
  await expect(greet.getByText('Unsaved')).toHaveCount(0);

  await snippets.detail.getByRole('button', { name: 'Add file' }).click();
  await expect(snippets.toast(messages.codeSnippetAdded)).toBeVisible();
  const second = snippets.file('Untitled file');
  await second.getByLabel('File name').fill('add.py');
  const add = snippets.file('add.py');
  await add.getByLabel('Language').selectOption({ label: 'Python' });
  await snippets.editor(add).click();
  await page.keyboard.insertText(pyCode);
  await snippets.save(add);

  // Highlighting is visible: keywords take the theme's keyword colour, unlike plain text.
  const jsKeyword = greet.locator('.cm-content span', { hasText: /^const$/ });
  await expect(jsKeyword).toBeVisible();
  const pyKeyword = add.locator('.cm-content span', { hasText: /^def$/ });
  await expect(pyKeyword).toBeVisible();
  for (const id of ['greet', 'add']) {
    const found = await colours(page, `[aria-label="File ${id === 'greet' ? 'greet' : 'add.py'}"] .cm-content span`);
    expect(found.token).not.toBe(found.text);
  }
  const js = await colours(page, '[aria-label="File greet"] .cm-content span');
  expect(js.token).toBe(js.keywordToken);

  // Stored as typed.
  const stored = await page.evaluate(async (id) => {
    const token = localStorage.getItem('hearth.token');
    const res = await fetch(`/api/v1/snippet/list/${id}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
    return ((await res.json()) as { message: { snippetItems: { snippetFilename: string; snippetLanguage: string; snippetCode: string }[] } }).message.snippetItems;
  }, new URL(page.url()).searchParams.get('snippet'));
  expect(stored).toEqual([
    expect.objectContaining({ snippetFilename: 'greet', snippetLanguage: 'javascript', snippetCode: jsCode }),
    expect.objectContaining({ snippetFilename: 'add.py', snippetLanguage: 'python', snippetCode: pyCode }),
  ]);

  // Search finds it by a word of its code (Ctrl/Cmd+K focuses the header search).
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(snippets.search).toBeFocused();
  await page.keyboard.type('zephyrword');
  await expect(snippets.row('Unrelated')).toHaveCount(0);
  await expect(snippets.row('Greeter')).toBeVisible();
  await snippets.search.fill('nosuchwordanywhere');
  await expect(snippets.list.getByText(messages.noSnippetsFound)).toBeVisible();
  await snippets.search.fill('');
  await expect(snippets.row('Unrelated')).toBeVisible();

  await greet.getByRole('button', { name: 'Copy' }).click();
  await expect(snippets.toast(messages.copiedToClipboard)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jsCode);

  const downloading = page.waitForEvent('download');
  await add.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('add.py');
  expect(await readFile(await download.path(), 'utf8')).toBe(pyCode);
  const plain = page.waitForEvent('download');
  await greet.getByRole('button', { name: 'Download' }).click();
  expect((await plain).suggestedFilename()).toBe('greet.js');

  await add.getByRole('button', { name: 'Delete add.py' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(snippets.toast(messages.codeItemDeleted)).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(greet).toBeVisible();

  const snippetId = new URL(page.url()).searchParams.get('snippet') ?? '';
  await snippets.detail.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this snippet?' }).getByRole('button', { name: 'Delete snippet' }).click();
  await expect(snippets.toast(messages.snippetDeleted)).toBeVisible();
  await expect(snippets.row('Greeter')).toHaveCount(0);
  await expect(snippets.detail.getByText(messages.selectSnippet)).toBeVisible();
  expect(await seed.status(`/snippet/list/${snippetId}`)).toBe(404);
});

test('a copy that fails says "Failed to copy" and why', async ({ page }) => {
  const { url } = hearth();
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const list = await seed.list('Copy failures');
  const snippet = await seed.snippet(list._id, 'Secret', 'disptext', 'text', 'notes');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Write permission denied.')) } });
    document.execCommand = () => false;
  });
  const snippets = new SnippetsPage(page, url);
  await snippets.goto(list._id, snippet._id);
  await snippets.file('notes').getByRole('button', { name: 'Copy' }).click();
  await expect(snippets.toast(`${messages.copyFailed}: Write permission denied.`)).toBeVisible();
});

test('unsaved edits survive switching snippets, and Load More pages to "At the end"', async ({ page }) => {
  const { url } = hearth();
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const list = await seed.list('Many');
  for (let i = 1; i <= 22; i++) await seed.snippet(list._id, `Note ${i}`, 'disptext', `note ${i}`, `note${i}`);
  const snippets = new SnippetsPage(page, url);
  await snippets.goto(list._id);
  await expect(snippets.list.getByRole('button', { name: /^Note \d+/ })).toHaveCount(20);
  await expect(snippets.list.getByText(messages.snippetsAtEnd)).toHaveCount(0);
  await snippets.loadMore.click();
  await expect(snippets.list.getByRole('button', { name: /^Note \d+/ })).toHaveCount(22);
  await expect(snippets.list.getByText(messages.snippetsAtEnd)).toBeVisible();

  await snippets.row('Note 22').click();
  const file = snippets.file('note22');
  await snippets.editor(file).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' (edited)');
  await snippets.row('Note 21').click();
  await expect(snippets.file('note21')).toBeVisible();
  await expect(snippets.row('Note 22').getByLabel('Unsaved changes')).toBeVisible();
  await snippets.row('Note 22').click();
  await expect(snippets.editor(snippets.file('note22'))).toHaveText('note 22 (edited)');
  await expect(snippets.file('note22').getByText('Unsaved')).toBeVisible();
  await snippets.save(snippets.file('note22'));
  await expect(snippets.row('Note 22').getByLabel('Unsaved changes')).toHaveCount(0);

  // The arrow keys move through the list, selecting as they go.
  await snippets.row('Note 22').focus();
  await page.keyboard.press('ArrowDown');
  await expect(snippets.row('Note 21')).toBeFocused();
  await expect(page).toHaveURL(/snippet=/);
  await expect(page.getByRole('heading', { name: 'Note 21', level: 2 })).toBeVisible();
});

test('on a phone the panes stack, with a Back button on the snippet', async ({ page }) => {
  const { url } = hearth();
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const list = await seed.list('Phone');
  await seed.snippet(list._id, 'Pocket', 'python', 'print(1)', 'pocket');
  await page.setViewportSize({ width: 390, height: 844 });
  const snippets = new SnippetsPage(page, url);
  await snippets.goto(list._id);
  await expect(snippets.detail).toBeHidden();
  await snippets.row('Pocket').click();
  await expect(snippets.list).toBeHidden();
  await expect(snippets.file('pocket')).toBeVisible();
  await snippets.detail.getByRole('button', { name: 'Back' }).click();
  await expect(snippets.row('Pocket')).toBeVisible();
  await expect(snippets.detail).toBeHidden();
});

test('the Snippets feature entry opens every snippet of the user across lists, and new snippets ask for their list', async ({ page }) => {
  const { url } = hearth();
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const a = await seed.list('Alpha list');
  const b = await seed.list('Beta list');
  await seed.snippet(a._id, 'From alpha', 'bash', 'ls');
  await seed.snippet(b._id, 'From beta', 'bash', 'pwd');
  await seed.enableSnippetManager();
  await page.goto(`${url}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Snippets' }).click();
  await expect(page).toHaveURL(`${url}/snippet`);
  const snippets = new SnippetsPage(page, url);
  await expect(page.getByRole('heading', { name: 'All snippets', level: 1 })).toBeVisible();
  await expect(snippets.row('From alpha')).toContainText('Alpha list');
  await expect(snippets.row('From beta')).toContainText('Beta list');

  await snippets.newSnippet.click();
  await expect(snippets.dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(snippets.dialog).toHaveCount(0);
  await expect(snippets.newSnippet).toBeFocused();
  await snippets.newSnippet.click();
  await snippets.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(snippets.dialog.getByText(messages.snippetTitleRequired)).toBeVisible();
  await expect(snippets.dialog.getByLabel('Title')).toBeFocused();
  await snippets.dialog.getByLabel('Title').fill('Into beta');
  await expect(snippets.dialog.getByText(messages.snippetTitleRequired)).toHaveCount(0);
  await snippets.dialog.getByLabel('Snippet list').selectOption({ label: 'Beta list' });
  await snippets.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(snippets.toast(messages.snippetItemSaved)).toBeVisible();
  await expect(snippets.row('Into beta')).toContainText('Beta list');
});

test('a snippet that is gone says so and offers Retry', async ({ page }) => {
  const { url } = hearth();
  const seed = await SnippetSeed.signIn(url, admin.username, admin.password);
  const list = await seed.list('Gone');
  const snippets = new SnippetsPage(page, url);
  await snippets.goto(list._id, 'no-such-snippet');
  await expect(snippets.detail.getByText(messages.snippetFetchFailed)).toBeVisible();
  await expect(snippets.detail.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(snippets.list.getByText(messages.noSnippetsHere)).toBeVisible();
});
