import { expect, type Locator, type Page } from '@playwright/test';

/** /s/{listingid} and /snippet: the list on the left, the selected snippet on the right. */
export class SnippetsPage {
  readonly list: Locator;
  readonly detail: Locator;
  readonly newSnippet: Locator;
  readonly search: Locator;
  readonly loadMore: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.list = page.getByRole('complementary', { name: 'Snippet list' });
    this.detail = page.locator('.snippets-detail-pane');
    this.newSnippet = page.getByRole('button', { name: 'New Snippet' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.loadMore = page.getByRole('button', { name: 'Load More' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(listingId?: string, snippetId?: string): Promise<void> {
    const path = listingId ? `/s/${listingId}` : '/snippet';
    await this.page.goto(`${this.baseUrl}${path}${snippetId ? `?snippet=${snippetId}` : ''}`);
    await expect(this.newSnippet).toBeVisible();
  }

  row(title: string): Locator {
    return this.list.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  /** A code item of the selected snippet, by its file name (or "Untitled file"). */
  file(name: string): Locator {
    return this.detail.getByRole('article', { name: `File ${name}` });
  }

  editor(file: Locator): Locator {
    return file.locator('.cm-content');
  }

  async create(title: string, language: string): Promise<void> {
    await this.newSnippet.click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel('Title').fill(title);
    await this.dialog.getByLabel('Language').selectOption({ label: language });
    const saved = this.page.waitForResponse((r) => r.url().includes('/api/v1/snippet/item') && r.request().method() === 'POST');
    await this.dialog.getByRole('button', { name: 'Create' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(this.dialog).toHaveCount(0);
  }

  /** Replaces an editor's text by typing (select all, then type). */
  async type(file: Locator, text: string): Promise<void> {
    const editor = this.editor(file);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(text);
  }

  /** Saves with the button and waits for the server's answer. */
  async save(file: Locator): Promise<void> {
    const saved = this.page.waitForResponse((r) => r.url().includes('/api/v1/snippet/save/') && r.request().method() === 'POST');
    await file.getByRole('button', { name: 'Save' }).click();
    expect((await saved).ok()).toBe(true);
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
