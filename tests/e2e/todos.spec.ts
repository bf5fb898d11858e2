import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { messages } from '../../shared/messages.js';
import { ApiSeed, localDay } from './apiSeed.js';
import { admin, useHearth } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { TodoPage } from './pages/TodoPage.js';
import { shot } from './shots.js';

const hearth = useHearth({ admin });
let seed: ApiSeed;

test.beforeAll(async () => {
  seed = await ApiSeed.signIn(hearth().url, admin.username, admin.password);
  await seed.enableFeature('todolist');
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});


test('a todo list card opens its screen; todos are added, edited, completed and deleted with due dates and priorities', async ({ page }) => {
  test.slow(); // a long flow; the 2-core test machine is often busy
  const { url } = hearth();
  const list = await seed.todoList('Chores');
  const todos = new TodoPage(page, url);

  await page.goto(`${url}/`);
  await page.getByRole('main').getByRole('link', { name: /^Chores/ }).click();
  await expect(page).toHaveURL(`${url}/t/${list._id}`);
  await expect(todos.heading).toHaveText('Chores');
  await expect(page.getByText(messages.noTodos)).toBeVisible();

  // Add: the text is required; the due-date toggle needs a date; Tomorrow sets one.
  await todos.addTodo.click();
  await expect(todos.dialog.getByLabel('Todo item')).toBeFocused();
  await todos.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(todos.dialog.getByRole('alert')).toHaveText(messages.todoItemRequired);
  await todos.fillForm('Water plants', { priority: 'High', due: 'Clear' });
  await todos.dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(todos.dialog.getByRole('alert')).toHaveText(messages.todoDueDateRequired);
  await expect(todos.dialog.getByLabel('Due date', { exact: true }).last()).toHaveAttribute('min', localDay(0));
  await todos.dialog.getByRole('button', { name: 'Tomorrow' }).click();
  await todos.submit('Add');
  await expect(todos.toast(messages.todoItemSaved)).toBeVisible();
  await expect(todos.dialog).toBeHidden();
  await expect(todos.row('Water plants')).toContainText('High');
  await expect(todos.row('Water plants')).toContainText('Due Tomorrow');
  await expect(todos.subtitle).toHaveText('1 item');

  // A second item with the defaults: priority Low, due today.
  await todos.addTodo.click();
  await todos.fillForm('Pay rent', { due: 'Today' });
  await todos.submit('Add');
  await expect(todos.row('Pay rent')).toContainText('Low');
  await expect(todos.row('Pay rent')).toContainText('Due today');
  await expect(todos.subtitle).toHaveText('2 items');

  // Edit: the dialog opens filled in; the changes show in the row.
  await todos.row('Water plants').getByRole('button', { name: 'Edit Water plants' }).click();
  await expect(todos.dialog.getByLabel('Todo item')).toHaveValue('Water plants');
  await expect(todos.dialog.getByRole('radio', { name: 'High' })).toBeChecked();
  await todos.fillForm('Water the plants', { priority: 'Medium', due: 'off' });
  await todos.submit('Save');
  await expect(todos.row('Water the plants')).toContainText('Medium');
  await expect(todos.row('Water the plants')).not.toContainText('Due');

  // Complete in one click.
  const done = todos.row('Pay rent').getByRole('checkbox', { name: 'Done: Pay rent' });
  await done.click();
  await expect(todos.toast(messages.todoStatusChanged)).toBeVisible();
  await expect(done).toBeChecked();
  await page.reload();
  await expect(todos.row('Pay rent').getByRole('checkbox')).toBeChecked();

  // Filter: pending, completed, all; the count follows.
  await todos.filter('Pending');
  await expect.poll(() => todos.texts()).toEqual(['Water the plants']);
  await expect(todos.subtitle).toHaveText('1 item pending');
  await todos.filter('Completed');
  await expect.poll(() => todos.texts()).toEqual(['Pay rent']);
  await todos.filter('All');
  await expect.poll(() => todos.texts()).toEqual(['Pay rent', 'Water the plants']);

  // Delete after a confirmation; Escape cancels and gives focus back to the button.
  const deleteButton = todos.row('Pay rent').getByRole('button', { name: 'Delete Pay rent' });
  await deleteButton.click();
  await expect(todos.dialog).toContainText(messages.todoDeleteConfirm);
  await expect(todos.dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(todos.dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await todos.dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(todos.toast(messages.todoItemDeleted)).toBeVisible();
  await expect(todos.row('Pay rent')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'All' })).toBeFocused();
  await expect(todos.subtitle).toHaveText('1 item');

  // The add dialog by keyboard: Escape closes it and focus goes back to Add Todo.
  await todos.addTodo.focus();
  await page.keyboard.press('Enter');
  await expect(todos.dialog.getByLabel('Todo item')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(todos.dialog).toBeHidden();
  await expect(todos.addTodo).toBeFocused();
});

test('sorts by priority and by due date, shows overdue items in red, and /tasks shows every list', async ({ page }) => {
  test.slow(); // a long flow; the 2-core test machine is often busy
  const { url } = hearth();
  const home = await seed.todoList('Home jobs');
  const work = await seed.todoList('Work');
  await seed.todo(home._id, 'Low soon', { priority: 3, dueDate: localDay(1) });
  await seed.todo(home._id, 'High later', { priority: 1, dueDate: localDay(5) });
  await seed.todo(home._id, 'Medium undated', { priority: 2 });
  // The server allows one day of grace for time zones, so yesterday is a real overdue item.
  await seed.todo(home._id, 'Overdue bins', { priority: 2, dueDate: localDay(-1) });
  await seed.todo(work._id, 'Send report', { priority: 1 });
  const todos = new TodoPage(page, url);

  await todos.goto(home._id);
  await expect.poll(() => todos.texts()).toEqual(['Overdue bins', 'Medium undated', 'High later', 'Low soon']);
  await todos.sort.selectOption({ label: 'Priority: high to low' });
  await expect.poll(() => todos.texts()).toEqual(['High later', 'Medium undated', 'Overdue bins', 'Low soon']);
  // Ties: oldest first going up in priority, newest first going down, so paging never repeats an item.
  await expect(page).toHaveURL(/sort=highToLow/);
  await todos.sort.selectOption({ label: 'Priority: low to high' });
  await expect.poll(() => todos.texts()).toEqual(['Low soon', 'Overdue bins', 'Medium undated', 'High later']);
  await todos.sort.selectOption({ label: 'Due date: soonest first' });
  await expect.poll(() => todos.texts()).toEqual(['Overdue bins', 'Low soon', 'High later', 'Medium undated']);

  const overdue = todos.row('Overdue bins');
  await expect(overdue).toContainText('Overdue: Yesterday');
  const colours = await overdue.locator('.todo-text').evaluate((el) => ({ text: getComputedStyle(el).color, danger: getComputedStyle(el).getPropertyValue('--danger') }));
  const probe = await page.evaluate((danger) => {
    const span = document.createElement('span');
    span.style.color = danger;
    document.body.appendChild(span);
    const rgb = getComputedStyle(span).color;
    span.remove();
    return rgb;
  }, colours.danger);
  expect(colours.text).toBe(probe);
  await expect(todos.row('Low soon').locator('.todo-text')).not.toHaveCSS('color', probe);

  // /tasks from the sidebar's Features block: every list, each item naming its list.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Todo List' }).click();
  await expect(page).toHaveURL(`${url}/tasks`);
  await expect(todos.heading).toHaveText('All tasks');
  await expect(todos.row('Send report').getByRole('link', { name: 'Work' })).toBeVisible();
  await expect(todos.row('Low soon').getByRole('link', { name: 'Home jobs' })).toBeVisible();
  // Adding from /tasks asks which list the todo goes to.
  await todos.addTodo.click();
  const listSelect = todos.dialog.getByLabel('Todo list');
  await expect(listSelect.locator('option')).toContainText(['Home jobs', 'Work']);
  await listSelect.selectOption({ label: 'Work' });
  await shot(page, 'tasks-add');
  await todos.fillForm('Book flights', { priority: 'Medium' });
  await todos.submit('Add');
  await expect(todos.toast(messages.todoItemSaved)).toBeVisible();
  await expect(todos.row('Book flights').getByRole('link', { name: 'Work' })).toBeVisible();
  await todos.goto(work._id);
  await expect(todos.row('Book flights')).toContainText('Medium');
  await todos.goto();
  // Completing from /tasks updates the count without a reload.
  await todos.filter('Pending');
  const before = await todos.rows.count();
  await todos.row('Send report').getByRole('checkbox').click();
  await expect(todos.toast(messages.todoStatusChanged)).toBeVisible();
  await expect(todos.rows).toHaveCount(before - 1);
  await expect(todos.subtitle).toHaveText(`${before - 1} items pending across your todo lists`);
});

test('scrolls through 45 items 20 at a time to "No more todos to load"', async ({ page }) => {
  test.slow(); // a long flow; the 2-core test machine is often busy
  const { url } = hearth();
  const list = await seed.todoList('Long list');
  for (let i = 1; i <= 45; i++) await seed.todo(list._id, `Task ${String(i).padStart(2, '0')}`);
  const todos = new TodoPage(page, url);

  const pages: string[] = [];
  page.on('request', (r) => {
    const m = /\/todo\/[^/]+\/items\/all\/default\/(\d+)/.exec(r.url());
    if (m?.[1]) pages.push(m[1]);
  });
  await todos.goto(list._id);
  await expect(todos.subtitle).toHaveText('45 items');
  await expect(todos.rows).toHaveCount(20);
  await expect(todos.end).toHaveCount(0);
  await todos.rows.nth(19).scrollIntoViewIfNeeded();
  await expect(todos.rows).toHaveCount(40);
  await todos.rows.nth(39).scrollIntoViewIfNeeded();
  await expect(todos.rows).toHaveCount(45);
  await expect(todos.end).toBeVisible();
  expect(pages).toEqual(['1', '2', '3']);
  // Newest first: the last page ends with the first item made, and no item repeats.
  const texts = await todos.texts();
  expect(new Set(texts).size).toBe(45);
  expect(texts.at(0)).toBe('Task 45');
  expect(texts.at(-1)).toBe('Task 01');
});

test('an overdue item says so and can be moved to another past day; "Due today" is marked; a short list does not say "No more todos"', async ({ page }) => {
  const { url, dataDir } = hearth();
  const list = await seed.todoList('Errands');
  const late = await seed.todo(list._id, 'Return parcel', { dueDate: localDay(0) });
  await seed.todo(list._id, 'Call plumber', { dueDate: localDay(0) });
  await seed.todo(list._id, 'Buy paint', { dueDate: localDay(1) });
  // The API refuses a past day for a new item, so the overdue one is aged in the database.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'hearth.db'));
  db.prepare('UPDATE todo_items SET due_date = ? WHERE id = ?').run(localDay(-3), late._id);
  db.close();

  const todos = new TodoPage(page, url);
  await todos.goto(list._id);
  await expect(todos.rows).toHaveCount(3);
  await expect(todos.end).toHaveCount(0);

  const dueToday = todos.row('Call plumber').locator('.todo-due-label');
  await expect(dueToday).toHaveText('Due today');
  // Marked beyond its words: a badge the later day does not have.
  const badge = (row: string) => todos.row(row).locator('.todo-due-label').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await badge('Call plumber')).not.toBe(await badge('Buy paint'));
  await expect(todos.row('Return parcel').locator('.todo-due-label')).toContainText('Overdue');
  await shot(page, 'todos-due-today-overdue');

  // Editing the overdue item: its day is kept, and it may move to another day that has passed.
  await todos.row('Return parcel').getByRole('button', { name: 'Edit Return parcel' }).click();
  const due = todos.dialog.getByLabel('Due date', { exact: true }).last();
  await expect(due).toHaveValue(localDay(-3));
  await due.fill(localDay(-5));
  await todos.submit('Save');
  await expect(todos.dialog).toBeHidden();
  await expect(todos.row('Return parcel').locator('time')).toHaveAttribute('datetime', localDay(-5));

  // An item due later still cannot be moved into the past.
  await todos.row('Buy paint').getByRole('button', { name: 'Edit Buy paint' }).click();
  await due.fill(localDay(-2));
  await todos.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(todos.dialog.getByRole('alert')).toHaveText(messages.todoDueDatePast);
  await page.keyboard.press('Escape');
  await expect(todos.dialog).toBeHidden();
  await expect(todos.row('Buy paint').getByRole('button', { name: 'Edit Buy paint' })).toBeFocused();
});
