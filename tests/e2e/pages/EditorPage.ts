import { expect, type Locator, type Page } from '@playwright/test';
import type { Listing, ListingKind } from '../../../shared/contracts/listings.js';
import { IconPickerModal } from './IconPickerModal.js';

/** /manage/listing[/{parentId}]/save/{kind}[/{listingId}]: the folder, link and todo list editors. */
export class EditorPage {
  readonly name: Locator;
  readonly iconButton: Locator;
  readonly removeIcon: Locator;
  readonly featured: Locator;
  readonly sidebar: Locator;
  readonly haveRemote: Locator;
  readonly remoteUrl: Locator;
  readonly localUrl: Locator;
  readonly description: Locator;
  readonly pageSelect: Locator;
  readonly saveButton: Locator;
  readonly picker: IconPickerModal;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.name = page.getByRole('textbox', { name: / Name$/ });
    this.iconButton = page.getByRole('button', { name: 'Choose icon' });
    this.removeIcon = page.getByRole('button', { name: 'Remove icon' });
    this.featured = page.getByRole('checkbox', { name: 'Show on featured screen' });
    this.sidebar = page.getByRole('checkbox', { name: 'Show in sidebar' });
    this.haveRemote = page.getByRole('checkbox', { name: 'Have Remote URL' });
    this.remoteUrl = page.getByRole('textbox', { name: 'Remote URL' });
    this.localUrl = page.getByRole('textbox', { name: 'Local URL' });
    this.description = page.getByRole('textbox', { name: 'Description (optional)' });
    this.pageSelect = page.getByRole('combobox', { name: 'Link to a page' });
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.picker = new IconPickerModal(page);
  }

  static path(kind: string, options: { parentId?: string; listingId?: string } = {}): string {
    const base = options.parentId ? `/manage/listing/${options.parentId}/save/${kind}` : `/manage/listing/save/${kind}`;
    return options.listingId ? `${base}/${options.listingId}` : base;
  }

  async goto(kind: string, options: { parentId?: string; listingId?: string } = {}): Promise<void> {
    await this.page.goto(`${this.baseUrl}${EditorPage.path(kind, options)}`);
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  /** The picture the icon button shows. */
  iconPreview(): Locator {
    return this.iconButton.locator('img');
  }

  async openPicker(): Promise<IconPickerModal> {
    await this.iconButton.click();
    await this.picker.expectOpen();
    return this.picker;
  }

  /** Saves and answers the listing the server stored. */
  async save(kind: ListingKind): Promise<Listing> {
    const answer = this.page.waitForResponse((r) => r.url().includes(`/api/v1/listing/save/${kind}`) && r.request().method() === 'POST');
    await this.saveButton.click();
    const response = await answer;
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: Listing }).data;
  }

  /** A toast (react-hot-toast's role=status), not the same words shown inline under a field. */
  toast(text: string): Locator {
    const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.page.locator('[role="status"][aria-live]').filter({ hasText: exact });
  }

  /** An inline validation message of the form. */
  inlineError(text: string): Locator {
    return this.page.getByRole('form').getByRole('alert').filter({ hasText: text });
  }
}
