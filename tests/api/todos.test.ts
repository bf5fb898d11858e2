import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { rowOf } from '../helpers/rows.js';
import { count, readDb } from '../helpers/snippets.js';
import { day, makeTodo, makeTodoList } from '../helpers/todos.js';
import { messages } from '../../shared/messages.js';
import type { TodoItem, TodoPage } from '../../shared/contracts/todos.js';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  other = await createUser(server, 'mallory');
});
afterAll(() => server.stop());

const items = () => count(server.dataDir, 'SELECT COUNT(*) AS n FROM todo_items');
const stored = (id: string) =>
  readDb(server.dataDir, (db) => db.prepare('SELECT todo_item, completed, due_date, priority, listing_id FROM todo_items WHERE id = ?').get(id)) as
    | { todo_item: string; completed: number; due_date: string | null; priority: number; listing_id: string }
    | undefined;

async function page(path: string, t = token) {
  const res = await call<TodoPage>(server, 'GET', `/todo/${path}`, { token: t });
  expect(res.status).toBe(200);
  return res.body.message;
}

describe('saving a todo item', () => {
  it('creates an item with the default priority and no due date, then updates it', async () => {
    const list = await makeTodoList(server, token);
    const item = await makeTodo(server, token, list._id, { todoName: '  Buy milk ' });
    expect(item).toMatchObject({ todoItem: 'Buy milk', completed: false, priority: 3, dueDate: null, listingId: list._id, parent: { _id: list._id, listingName: 'Chores' } });
    expect(stored(item._id)).toEqual({ todo_item: 'Buy milk', completed: 0, due_date: null, priority: 3, listing_id: list._id });

    const res = await call<TodoItem>(server, 'POST', '/todo/item', { token, body: { todoId: item._id, todoName: 'Buy oat milk', priority: '1', dueDate: `${day(1)}T00:00:00.000Z` } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ _id: item._id, todoItem: 'Buy oat milk', priority: 1, dueDate: day(1) });
    expect(stored(item._id)).toMatchObject({ todo_item: 'Buy oat milk', priority: 1, due_date: day(1) });
  });

  it('accepts today and yesterday (time-zone grace) but not the day before', async () => {
    const list = await makeTodoList(server, token);
    expect((await makeTodo(server, token, list._id, { dueDate: day(0) })).dueDate).toBe(day(0));
    expect((await makeTodo(server, token, list._id, { dueDate: day(-1) })).dueDate).toBe(day(-1));
    const before = items();
    const res = await call(server, 'POST', '/todo/item', { token, body: { listingId: list._id, todoName: 'late', dueDate: day(-2) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.todoDueDatePast });
    expect(items()).toBe(before);
  });

  it('keeps an overdue item its date when only the text is edited', async () => {
    const list = await makeTodoList(server, token);
    const item = await makeTodo(server, token, list._id, { dueDate: day(0) });
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`);
    db.prepare('UPDATE todo_items SET due_date = ? WHERE id = ?').run(day(-10), item._id);
    db.close();
    const res = await call<TodoItem>(server, 'POST', '/todo/item', { token, body: { todoId: item._id, todoName: 'renamed', dueDate: day(-10) } });
    expect(res.status).toBe(200);
    expect(stored(item._id)).toMatchObject({ todo_item: 'renamed', due_date: day(-10) });
  });

  it('moves an overdue item to another past day, but refuses a past day for an item that was not overdue', async () => {
    const list = await makeTodoList(server, token);
    const late = await makeTodo(server, token, list._id, { dueDate: day(0) });
    const onTime = await makeTodo(server, token, list._id, { dueDate: day(1) });
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(`${server.dataDir}/hearth.db`);
    db.prepare('UPDATE todo_items SET due_date = ? WHERE id = ?').run(day(-10), late._id);
    db.close();
    const moved = await call<TodoItem>(server, 'POST', '/todo/item', { token, body: { todoId: late._id, todoName: 'late', dueDate: day(-5) } });
    expect(moved.status).toBe(200);
    expect(stored(late._id)).toMatchObject({ due_date: day(-5) });

    // Due yesterday (still accepted when made, for time zones behind): overdue all the same.
    const yesterday = await makeTodo(server, token, list._id, { dueDate: day(-1) });
    expect((await call(server, 'POST', '/todo/item', { token, body: { todoId: yesterday._id, todoName: 'yesterday', dueDate: day(-4) } })).status).toBe(200);

    const refused = await call(server, 'POST', '/todo/item', { token, body: { todoId: onTime._id, todoName: 'on time', dueDate: day(-5) } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: true, message: messages.todoDueDatePast });
    expect(stored(onTime._id)).toMatchObject({ due_date: day(1) });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no text', { todoName: '' }, messages.todoItemRequired],
    ['blank text', { todoName: '   ' }, messages.todoItemRequired],
    ['text not a string', { todoName: 5 }, messages.todoItemRequired],
    ['text too long', { todoName: 'x'.repeat(501) }, messages.todoItemTooLong],
    ['priority 0', { priority: 0 }, messages.todoPriorityInvalid],
    ['priority 4', { priority: 4 }, messages.todoPriorityInvalid],
    ['priority word', { priority: 'high' }, messages.todoPriorityInvalid],
    ['priority object', { priority: {} }, messages.todoPriorityInvalid],
    ['date not a date', { dueDate: 'tomorrow' }, messages.todoDueDateInvalid],
    ['date not in the calendar', { dueDate: '2099-02-30' }, messages.todoDueDateInvalid],
    ['date a number', { dueDate: 20990101 }, messages.todoDueDateInvalid],
  ];
  it.each(bad)('refuses %s with the spec message and stores nothing', async (_what, patch, message) => {
    const list = await makeTodoList(server, token);
    const before = items();
    const res = await call(server, 'POST', '/todo/item', { token, body: { listingId: list._id, todoName: 'ok', ...patch } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(items()).toBe(before);
  });

  it('refuses a bad update without changing the item', async () => {
    const list = await makeTodoList(server, token);
    const item = await makeTodo(server, token, list._id, { todoName: 'keep', priority: 2 });
    const res = await call(server, 'POST', '/todo/item', { token, body: { todoId: item._id, todoName: 'changed', priority: 9 } });
    expect(res.status).toBe(400);
    expect(stored(item._id)).toMatchObject({ todo_item: 'keep', priority: 2 });
  });

  it('adds only to the user own todo lists: another user list, a folder and an unknown id are 404', async () => {
    const theirs = await makeTodoList(server, other);
    const folder = await call<unknown>(server, 'POST', '/listing/save/folder', { token, body: { folderName: 'F', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const folderId = (folder.body.data as { _id: string })._id;
    const before = items();
    for (const listingId of [theirs._id, folderId, 'nope']) {
      const res = await call(server, 'POST', '/todo/item', { token, body: { listingId, todoName: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: messages.todoListNotFound });
    }
    expect(items()).toBe(before);
  });

  it('never updates another user item (404 like a missing one)', async () => {
    const theirs = await makeTodoList(server, other);
    const item = await makeTodo(server, other, theirs._id, { todoName: 'theirs' });
    const before = rowOf(server.dataDir, 'todo_items', item._id);
    expect(before).toMatchObject({ todo_item: 'theirs' });
    for (const todoId of [item._id, 'missing']) {
      const res = await call(server, 'POST', '/todo/item', { token, body: { todoId, todoName: 'mine now' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: messages.todoItemNotFound });
    }
    expect(rowOf(server.dataDir, 'todo_items', item._id)).toEqual(before);
  });
});

describe('completion and delete', () => {
  it('toggles completion and answers the updated item', async () => {
    const list = await makeTodoList(server, token);
    const item = await makeTodo(server, token, list._id);
    const on = await call<TodoItem>(server, 'GET', `/todo/completion/${item._id}`, { token });
    expect(on.body.message).toMatchObject({ _id: item._id, completed: true, parent: { listingName: 'Chores' } });
    expect(stored(item._id)?.completed).toBe(1);
    const off = await call<TodoItem>(server, 'GET', `/todo/completion/${item._id}`, { token });
    expect(off.body.message.completed).toBe(false);
    expect(stored(item._id)?.completed).toBe(0);
  });

  it('deletes an own item; another user item and a missing one are 404 and stay', async () => {
    const list = await makeTodoList(server, token);
    const mine = await makeTodo(server, token, list._id);
    const theirs = await makeTodo(server, other, (await makeTodoList(server, other))._id);
    const theirsBefore = rowOf(server.dataDir, 'todo_items', theirs._id);
    expect(theirsBefore).toMatchObject({ completed: 0 });
    for (const path of [`/todo/completion/${theirs._id}`, `/todo/${list._id}/delete/${theirs._id}`, '/todo/completion/missing', `/todo/${list._id}/delete/missing`]) {
      const res = await call(server, 'GET', path, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: messages.todoItemNotFound });
    }
    expect(rowOf(server.dataDir, 'todo_items', theirs._id)).toEqual(theirsBefore);
    const res = await call(server, 'GET', `/todo/${list._id}/delete/${mine._id}`, { token });
    expect(res.body).toEqual({ error: false, message: messages.todoItemDeleted });
    expect(stored(mine._id)).toBeUndefined();
  });

  it('deleting a todo list (and a folder holding one) removes its items', async () => {
    const list = await makeTodoList(server, token);
    for (let i = 0; i < 3; i++) await makeTodo(server, token, list._id);
    const listItems = () => count(server.dataDir, 'SELECT COUNT(*) AS n FROM todo_items WHERE listing_id = ?', list._id);
    expect(listItems()).toBe(3);
    expect((await call(server, 'GET', `/listing/delete/${list._id}`, { token })).status).toBe(200);
    expect(listItems()).toBe(0);

    const folder = await call<unknown>(server, 'POST', '/listing/save/folder', { token, body: { folderName: 'G', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const folderId = (folder.body.data as { _id: string })._id;
    const inner = await makeTodoList(server, token, { parentId: folderId });
    await makeTodo(server, token, inner._id);
    await call(server, 'GET', `/listing/delete/${folderId}`, { token });
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM todo_items WHERE listing_id = ?', inner._id)).toBe(0);
    expect(count(server.dataDir, 'SELECT COUNT(*) AS n FROM todo_counts WHERE listing_id IN (?, ?)', list._id, inner._id)).toBe(0);
  });

  it('keeps the totals of a list and of all lists right through adding, completing and deleting', async () => {
    const fresh = await createUser(server, `counter${Date.now()}`);
    const a = await makeTodoList(server, fresh);
    const b = await makeTodoList(server, fresh);
    const [first, second] = [await makeTodo(server, fresh, a._id), await makeTodo(server, fresh, a._id)];
    await makeTodo(server, fresh, b._id);
    const totals = async (scope: string) =>
      Promise.all(['all', 'completed', 'pending'].map(async (filter) => (await page(`${scope}/items/${filter}/default/1`, fresh)).totalItems));
    expect(await totals(a._id)).toEqual([2, 0, 2]);
    expect(await totals('all')).toEqual([3, 0, 3]);

    await call(server, 'GET', `/todo/completion/${first._id}`, { token: fresh });
    expect(await totals(a._id)).toEqual([2, 1, 1]);
    await call(server, 'GET', `/todo/completion/${first._id}`, { token: fresh });
    await call(server, 'GET', `/todo/completion/${second._id}`, { token: fresh });
    expect(await totals(a._id)).toEqual([2, 1, 1]);

    await call(server, 'GET', `/todo/${a._id}/delete/${second._id}`, { token: fresh });
    expect(await totals(a._id)).toEqual([1, 0, 1]);
    expect(await totals('all')).toEqual([2, 0, 2]);
    await call(server, 'GET', `/listing/delete/${b._id}`, { token: fresh });
    expect(await totals('all')).toEqual([1, 0, 1]);
    // The counters agree with a real count.
    expect(count(server.dataDir, 'SELECT total AS n FROM todo_counts WHERE listing_id = ?', a._id)).toBe(count(server.dataDir, 'SELECT COUNT(*) AS n FROM todo_items WHERE listing_id = ?', a._id));
  });
});

describe('paging, filters and sorts', () => {
  it('pages 45 items as 20, 20, 5, then empty, newest first, without repeats', async () => {
    const list = await makeTodoList(server, token, { todoName: 'Big' });
    for (let i = 0; i < 45; i++) await makeTodo(server, token, list._id, { todoName: `n${i}` });
    const pages = [await page(`${list._id}/items/all/default/1`), await page(`${list._id}/items/all/default/2`), await page(`${list._id}/items/all/default/3`), await page(`${list._id}/items/all/default/4`)];
    expect(pages.map((p) => p.todoItems.length)).toEqual([20, 20, 5, 0]);
    expect(pages[0]).toMatchObject({ totalItems: 45, totalPages: 3, currentPage: 1, todo: { _id: list._id, listingName: 'Big' }, breadcrumb: [] });
    const names = pages.flatMap((p) => p.todoItems.map((i) => i.todoItem));
    expect(names).toEqual(Array.from({ length: 45 }, (_, i) => `n${44 - i}`));
    expect(pages[0]?.todoItems[0]?.parent).toEqual({ _id: list._id, listingName: 'Big' });
  });

  it('filters completed and pending and sorts with creation as the tie-breaker', async () => {
    const list = await makeTodoList(server, token);
    const spec: [string, 1 | 2 | 3, string | null, boolean][] = [
      ['a', 3, null, false],
      ['b', 1, day(5), true],
      ['c', 2, day(1), false],
      ['d', 1, null, false],
      ['e', 3, day(1), true],
      ['f', 2, day(3), false],
    ];
    for (const [todoName, priority, dueDate, done] of spec) {
      const item = await makeTodo(server, token, list._id, { todoName, priority, dueDate });
      if (done) await call(server, 'GET', `/todo/completion/${item._id}`, { token });
    }
    const names = async (filter: string, sort: string) => (await page(`${list._id}/items/${filter}/${sort}/1`)).todoItems.map((i) => i.todoItem).join('');
    expect(await names('all', 'default')).toBe('fedcba');
    expect(await names('completed', 'default')).toBe('eb');
    expect(await names('pending', 'default')).toBe('fdca');
    expect(await names('all', 'highToLow')).toBe('bdcfae');
    expect(await names('all', 'lowToHigh')).toBe('eafcdb');
    expect(await names('pending', 'highToLow')).toBe('dcfa');
    expect(await names('all', 'dueDate')).toBe('cefbad');
    expect(await names('pending', 'dueDate')).toBe('cfad');
    expect((await page(`${list._id}/items/completed/default/1`)).totalItems).toBe(2);
  });

  it('shows every list of the user under all, each item naming its list, and a breadcrumb for nested lists', async () => {
    const fresh = await createUser(server, 'tasker');
    const folder = await call<unknown>(server, 'POST', '/listing/save/folder', { token: fresh, body: { folderName: 'Home', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const folderId = (folder.body.data as { _id: string })._id;
    const one = await makeTodoList(server, fresh, { todoName: 'One' });
    const two = await makeTodoList(server, fresh, { todoName: 'Two', parentId: folderId });
    await makeTodo(server, fresh, one._id, { todoName: 'x' });
    await makeTodo(server, fresh, two._id, { todoName: 'y' });
    await makeTodo(server, token, (await makeTodoList(server, token))._id, { todoName: 'not theirs' });
    const all = await page('all/items/all/default/1', fresh);
    expect(all.todo).toBeNull();
    expect(all.todoItems.map((i) => [i.todoItem, i.parent?.listingName])).toEqual([['y', 'Two'], ['x', 'One']]);
    expect((await page(`${two._id}/items/all/default/1`, fresh)).breadcrumb).toEqual([{ id: folderId, listingName: 'Home' }]);
  });

  it('lists the user own todo lists by name with their folder, for adding from /tasks', async () => {
    const fresh = await createUser(server, 'chooser');
    const folder = await call<unknown>(server, 'POST', '/listing/save/folder', { token: fresh, body: { folderName: 'Garden', folderIcon: { iconUrl: 'folder', iconProvider: 'self' } } });
    const folderId = (folder.body.data as { _id: string })._id;
    const shed = await makeTodoList(server, fresh, { todoName: 'shed', parentId: folderId });
    const chores = await makeTodoList(server, fresh, { todoName: 'Chores' });
    await call(server, 'POST', '/listing/save/link', { token: fresh, body: { linkName: 'Not a list', linkUrl: 'https://example.com', linkIcon: { iconUrl: 'link', iconProvider: 'self' } } });
    await makeTodoList(server, token, { todoName: 'Admin only' });
    const res = await call<unknown[]>(server, 'GET', '/todo/lists', { token: fresh });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual([
      { _id: chores._id, listingName: 'Chores', folderName: null },
      { _id: shed._id, listingName: 'shed', folderName: 'Garden' },
    ]);
  });

  it('answers 404 for another user list, a non-todo listing and an unknown id', async () => {
    const theirs = await makeTodoList(server, other);
    await makeTodo(server, other, theirs._id);
    for (const id of [theirs._id, 'unknown', 'undefined']) {
      const res = await call(server, 'GET', `/todo/${id}/items/all/default/1`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: messages.todoListNotFound });
    }
  });

  it('reads unknown filters, sorts and pages leniently instead of failing', async () => {
    const list = await makeTodoList(server, token);
    await makeTodo(server, token, list._id);
    const res = await page(`${list._id}/items/whatever/sideways/abc`);
    expect(res).toMatchObject({ currentPage: 1, totalItems: 1 });
    expect((await page(`${list._id}/items/all/default/99999999999`)).todoItems).toEqual([]);
  });
});
