import { expect, type Locator, type Page } from '@playwright/test';

/** /t/{listingid} and /tasks: toolbar, the list of todo rows, the add/edit dialog. */
export class TodoPage {
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly addTodo: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly sort: Locator;
  readonly end: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.subtitle = page.locator('.page-subtitle');
    this.addTodo = page.getByRole('button', { name: 'Add Todo' });
    this.rows = page.locator('.todo-row');
    this.dialog = page.getByRole('dialog');
    this.sort = page.getByLabel('Sort');
    this.end = page.getByText('No more todos to load', { exact: true });
  }

  async goto(listingId?: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${listingId ? `/t/${listingId}` : '/tasks'}`);
    await expect(this.heading).toBeVisible();
  }

  row(text: string): Locator {
    return this.rows.filter({ has: this.page.locator('.todo-text', { hasText: new RegExp(`^${text}$`) }) });
  }

  /** The texts of the rows on screen, top to bottom. */
  texts(): Promise<string[]> {
    return this.page.locator('.todo-row .todo-text').allTextContents();
  }

  filter(name: 'All' | 'Pending' | 'Completed'): Promise<void> {
    return this.page.getByRole('group', { name: 'Show' }).getByRole('radio', { name, exact: true }).check();
  }

  async fillForm(text: string, options: { priority?: 'High' | 'Medium' | 'Low'; due?: 'Today' | 'Tomorrow' | 'Clear' | 'off' } = {}): Promise<void> {
    await this.dialog.getByLabel('Todo item').fill(text);
    if (options.priority) await this.dialog.getByRole('radio', { name: options.priority, exact: true }).check();
    if (options.due) {
      const toggle = this.dialog.getByRole('checkbox', { name: 'Due date' });
      if (options.due === 'off') await toggle.uncheck();
      else {
        await toggle.check();
        await this.dialog.getByRole('button', { name: options.due }).click();
      }
    }
  }

  /** Presses the dialog's submit button and waits for POST /todo/item. */
  async submit(label: 'Add' | 'Save'): Promise<void> {
    const saved = this.page.waitForResponse((r) => r.url().includes('/api/v1/todo/item') && r.request().method() === 'POST');
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
    expect((await saved).ok()).toBe(true);
  }

  toast(text: string): Locator {
    return this.page.locator('.toast', { hasText: text }).first();
  }
}
