// Issue 47: the todo screens (a todo list, all tasks, the todo form, the delete confirmation) and
// the snippet screens (a snippet list with a snippet open, the snippet form) for a user whose
// language is German (long words), Japanese (no spaces) or Arabic (right to left): translated
// texts read from the catalogues, the shared messages in the same language, the layout mirrored
// for Arabic, and nothing wider than its box.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { SnippetWithItems } from '../../shared/contracts/snippets.js';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { ApiSeed, localDay } from './apiSeed.js';
import { keepTrafficLocal } from './networkGuard.js';
import { LoginPage } from './pages/LoginPage.js';
import { SnippetSeed } from './snippetSeed.js';
import { overflowing, quietShot as shot } from './i18nChecks.js';

const hearth = useHearth({ admin });

type Plural = Record<string, string>;
interface Catalogue {
  todos: {
    page: { allTasks: string; add: string; count: { list: Plural; allLists: Plural }; deleteTitle: string; delete: string; cancel: string; close: string };
    toolbar: { show: string; sort: string; filters: Record<'all' | 'pending' | 'completed', string>; sorts: Record<'default', string> };
    priorities: Record<'high' | 'medium' | 'low', string>;
    row: { done: string; deleteNamed: string; editNamed: string; dueToday: string; overdue: string; due: string; yesterday: string; tomorrow: string };
    form: { addTitle: string; item: string; priority: string; dueDate: string; today: string; tomorrow: string; clear: string; cancel: string; add: string; close: string };
  };
  snippets: {
    list: { label: string; new: string } & Plural;
    detail: { rename: string; addFile: string; delete: string; back: string };
    file: { name: string; language: string; save: string; copy: string; download: string; deleteNamed: string };
    form: { newTitle: string; title: string; language: string; create: string; cancel: string; close: string };
    languageSelect: { plainText: string };
  };
  messages: Record<string, string>;
}
const catalogue = (code: string) => JSON.parse(readFileSync(new URL(`../../renderer/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
/** A plural group's text for `count` in `code`, as i18next picks it. */
const plural = (group: Plural, prefix: string, code: string, count: number) => fill(group[`${prefix}_${new Intl.PluralRules(code).select(count)}`] ?? '', { count });

const ids = { list: '', snippetList: '', snippet: '' };
let token = '';

test.beforeAll(async () => {
  const { url } = hearth();
  const seed = await ApiSeed.signIn(url, admin.username, admin.password);
  await seed.enableFeature('todolist');
  await seed.enableFeature('snippetmanager');
  const list = await seed.todoList('Haushalt');
  ids.list = list._id;
  await seed.todo(list._id, 'Mülltonnen rausstellen', { priority: 1, dueDate: localDay(-1) });
  await seed.todo(list._id, 'Heizungsthermostat entlüften', { priority: 2, dueDate: localDay(0) });
  await seed.todo(list._id, 'Steuererklärung', { priority: 3, dueDate: localDay(5) });
  const done = await seed.todo(list._id, 'Blumen gießen', { priority: 3 });
  await seed.completeTodo(done._id);

  const snippets = await SnippetSeed.signIn(url, admin.username, admin.password);
  const snippetList = await snippets.list('Skripte');
  ids.snippetList = snippetList._id;
  const snippet: SnippetWithItems = await snippets.snippet(snippetList._id, 'Datensicherung', 'bash', 'rsync -a /srv/ /backup/\n', 'sicherung.sh');
  await snippets.addFile(snippet._id, 'yaml', 'services:\n  app: {}\n', 'docker-compose.yml');
  ids.snippet = snippet._id;
  token = await signInToken(url, admin.username, admin.password);
});

test.afterEach(async () => {
  // Back to following each browser, as the user started (before the server stops after the last test).
  await apiCall(hearth().url, token, 'POST', '/accounts/language', { language: null });
});

for (const [code, dir] of [
  ['de', 'ltr'],
  ['ja', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test(`in ${code}: a todo list, all tasks, the todo form, a snippet and the snippet form are translated${dir === 'rtl' ? ', mirrored' : ''} and fit`, async ({ browser }) => {
    test.slow(); // two screens, two dialogs and a confirmation, on a busy 2-core machine
    const { url } = hearth();
    const text = catalogue(code);
    const en = catalogue('en');
    // The user's own language, kept in the profile: an English browser shows the screens in it.
    await apiCall(url, token, 'POST', '/accounts/language', { language: code });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await keepTrafficLocal(context);
    const page = await context.newPage();
    await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    // A todo list: heading, count, Add Todo, the filter and sort, each row's priority and due day.
    await page.goto(`${url}/t/${ids.list}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Haushalt' })).toBeVisible();
    await expect(page.locator('.page-subtitle')).toHaveText(plural(text.todos.page.count.list, 'all', code, 4));
    await expect(page.getByRole('button', { name: text.todos.page.add })).toBeVisible();
    const filters = page.getByRole('group', { name: text.todos.toolbar.show });
    for (const f of ['all', 'pending', 'completed'] as const) await expect(filters.getByRole('radio', { name: text.todos.toolbar.filters[f], exact: true })).toBeVisible();
    await expect(page.getByLabel(text.todos.toolbar.sort)).toContainText(text.todos.toolbar.sorts.default);
    const row = (name: string) => page.locator('.todo-row').filter({ hasText: name });
    const bins = row('Mülltonnen rausstellen');
    await expect(bins.locator('.todo-priority')).toHaveText(text.todos.priorities.high);
    await expect(bins.locator('.todo-due-label')).toHaveText(fill(text.todos.row.overdue, { day: text.todos.row.yesterday }));
    await expect(row('Heizungsthermostat entlüften').locator('.todo-due-label')).toHaveText(text.todos.row.dueToday);
    await expect(bins.getByRole('checkbox', { name: fill(text.todos.row.done, { name: 'Mülltonnen rausstellen' }) })).toBeVisible();
    // The English texts are gone, not only joined by the translations.
    await expect(page.getByRole('button', { name: en.todos.page.add })).toHaveCount(0);
    await expect(page.getByText(en.todos.row.dueToday, { exact: true })).toHaveCount(0);
    // Mirrored for Arabic: a row's box sits at the start of the line, so right of its text.
    const box = await bins.locator('.todo-check').boundingBox();
    const words = await bins.locator('.todo-text').boundingBox();
    expect(box && words ? (box.x > words.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await expect.poll(() => overflowing(page, ['.page-header', '.todo-toolbar', '.todo-toolbar .segment', '.todo-row', '.todo-meta', '.todo-actions'])).toEqual([]);
    await shot(page, `todos-${code}`);

    // The todo form: its labels, and the empty text refused in this language (the shared message).
    await page.getByRole('button', { name: text.todos.page.add }).click();
    const form = page.getByRole('dialog', { name: text.todos.form.addTitle });
    await expect(form.getByRole('textbox', { name: text.todos.form.item })).toBeFocused();
    await expect(form.getByRole('group', { name: text.todos.form.priority }).getByRole('radio', { name: text.todos.priorities.low, exact: true })).toBeChecked();
    await form.getByRole('checkbox', { name: text.todos.form.dueDate }).check();
    for (const quick of [text.todos.form.today, text.todos.form.tomorrow, text.todos.form.clear]) await expect(form.getByRole('button', { name: quick, exact: true })).toBeVisible();
    await form.getByRole('button', { name: text.todos.form.add, exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(text.messages.todoItemRequired ?? '');
    await expect(form.getByRole('button', { name: text.todos.form.close })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-head', '.segmented', '.segment', '.todo-due', '.todo-due-quick', '.modal-actions'])).toEqual([]);
    await shot(page, `todo-form-${code}`);
    await form.getByRole('button', { name: text.todos.form.cancel }).click();
    await expect(form).toHaveCount(0);

    // All tasks: its own heading and count; the delete confirmation in this language.
    await page.goto(`${url}/tasks`);
    await expect(page.getByRole('heading', { level: 1, name: text.todos.page.allTasks })).toBeVisible();
    await expect(page.locator('.page-subtitle')).toHaveText(plural(text.todos.page.count.allLists, 'all', code, 4));
    await row('Steuererklärung').getByRole('button', { name: fill(text.todos.row.deleteNamed, { name: 'Steuererklärung' }) }).click();
    const confirm = page.getByRole('dialog', { name: text.todos.page.deleteTitle });
    await expect(confirm).toContainText(text.messages.todoDeleteConfirm ?? '');
    await expect(confirm.getByRole('button', { name: text.todos.page.cancel })).toBeFocused();
    await expect(confirm.getByRole('button', { name: text.todos.page.delete, exact: true })).toBeVisible();
    await expect.poll(() => overflowing(page, ['.page-header', '.todo-row', '.todo-meta', '.modal', '.modal-actions'])).toEqual([]);
    await shot(page, `tasks-delete-${code}`);
    await confirm.getByRole('button', { name: text.todos.page.cancel }).click();

    // A snippet list with a snippet open: the list pane, the snippet's actions and its two files.
    await page.goto(`${url}/s/${ids.snippetList}?snippet=${ids.snippet}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Skripte' })).toBeVisible();
    const list = page.getByRole('complementary', { name: text.snippets.list.label });
    await expect(list.locator('.snippets-count')).toHaveText(plural(text.snippets.list, 'count', code, 1));
    await expect(list.getByRole('button', { name: text.snippets.list.new })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Datensicherung' })).toBeVisible();
    const detail = page.locator('.snippets-detail-pane');
    for (const action of [text.snippets.detail.rename, text.snippets.detail.addFile]) await expect(detail.getByRole('button', { name: action, exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: text.snippets.detail.delete, exact: true })).toBeVisible();
    const file = detail.locator('.code-item').filter({ has: page.locator('input[value="sicherung.sh"]') });
    await expect(file.getByRole('textbox', { name: text.snippets.file.name })).toHaveValue('sicherung.sh');
    for (const action of [text.snippets.file.save, text.snippets.file.copy, text.snippets.file.download]) await expect(file.getByRole('button', { name: action, exact: true })).toBeVisible();
    await expect(file.getByRole('button', { name: fill(text.snippets.file.deleteNamed, { name: 'sicherung.sh' }) })).toBeVisible();
    await expect(page.getByRole('button', { name: en.snippets.list.new })).toHaveCount(0);
    // The code itself reads left to right in every language.
    await expect(file.locator('.code-editor')).toHaveCSS('direction', 'ltr');
    // Mirrored for Arabic: the list pane on the right of the open snippet.
    const listBox = await list.boundingBox();
    const detailBox = await detail.boundingBox();
    expect(listBox && detailBox ? (listBox.x > detailBox.x ? 'rtl' : 'ltr') : 'missing').toBe(dir);
    await expect
      .poll(() => overflowing(page, ['.page-header', '.snippets-list-head', '.snippet-row', '.snippet-head', '.snippet-head-actions', '.code-item-head', '.code-item-actions']))
      .toEqual([]);
    await shot(page, `snippets-${code}`);

    // The snippet form: an empty title refused in this language.
    await list.getByRole('button', { name: text.snippets.list.new }).click();
    const snippetForm = page.getByRole('dialog', { name: text.snippets.form.newTitle });
    await expect(snippetForm.getByRole('textbox', { name: text.snippets.form.title })).toBeFocused();
    // Plain text, the default language, is named in the reader's language; code languages keep their names.
    await expect(snippetForm.getByRole('combobox', { name: text.snippets.form.language }).locator('option:checked')).toHaveText(text.snippets.languageSelect.plainText);
    await snippetForm.getByRole('button', { name: text.snippets.form.create }).click();
    await expect(snippetForm.getByText(text.messages.snippetTitleRequired ?? '')).toBeVisible();
    await expect.poll(() => overflowing(page, ['.modal', '.modal-head', '.modal-actions'])).toEqual([]);
    await shot(page, `snippet-form-${code}`);
    await snippetForm.getByRole('button', { name: text.snippets.form.cancel }).click();
    await context.close();
  });
}
