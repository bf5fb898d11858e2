import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/page (the list) and the page editor with its rich-text toolbar. */
export class CustomPagesPage {
  readonly rows: Locator;
  readonly addPage: Locator;
  readonly dialog: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly toolbar: Locator;
  readonly publish: Locator;
  readonly saveButton: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.rows = page.locator('.page-row');
    this.addPage = page.getByRole('link', { name: 'Add Page' });
    this.dialog = page.getByRole('dialog');
    this.title = page.getByRole('textbox', { name: 'Page Title' });
    this.content = page.getByRole('textbox', { name: 'Page Content' });
    this.toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    this.publish = page.getByRole('checkbox', { name: 'Publish' });
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
  }

  async gotoList(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/page`);
    await expect(this.addPage).toBeVisible();
  }

  row(title: string): Locator {
    return this.rows.filter({ has: this.page.locator('.page-row-title', { hasText: new RegExp(`^${title}$`) }) });
  }

  tool(label: string): Locator {
    return this.toolbar.getByRole('button', { name: label, exact: true });
  }

  async blockType(label: string): Promise<void> {
    await this.toolbar.getByRole('combobox', { name: 'Text style' }).selectOption({ label });
  }

  /** Saves and answers the stored page's id. */
  async save(): Promise<string> {
    const answer = this.page.waitForResponse((r) => r.url().includes('/api/v1/page/save') && r.request().method() === 'POST');
    await this.saveButton.click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { message: { _id: string } }).message._id;
  }

  toast(text: string): Locator {
    return this.page.locator('.toast', { hasText: text }).first();
  }
}
