import { expect, type Locator, type Page } from '@playwright/test';

/** The "Select Icon" dialog of an icon field. */
export class IconPickerModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Select Icon' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
  }

  tab(name: string): Locator {
    return this.dialog.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** An icon tile by its name (pack icons, default icons) or "Uploaded icon n". */
  icon(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** The grid of one group: "Default icons", "Uploaded icons" or "<pack> icons". */
  grid(label: string): Locator {
    return this.dialog.getByRole('list', { name: label });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog.getByLabel('Upload an icon').setInputFiles(file);
  }

  async search(term: string): Promise<void> {
    await this.dialog.getByRole('searchbox').fill(term);
  }

  loadMore(): Locator {
    return this.dialog.getByRole('button', { name: 'Load more' });
  }

  async choose(name: string): Promise<void> {
    await this.icon(name).click();
    await this.expectClosed();
  }
}
