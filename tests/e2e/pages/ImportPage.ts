import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/import: choose or paste a file, preview it, import it. */
export class ImportPage {
  readonly previewButton: Locator;
  readonly previewHeading: Locator;
  readonly importButton: Locator;
  readonly pasted: Locator;

  constructor(readonly page: Page) {
    this.previewButton = page.getByRole('button', { name: 'Preview', exact: true });
    this.previewHeading = page.getByRole('heading', { name: 'Preview', exact: true });
    this.importButton = page.getByRole('button', { name: 'Import', exact: true });
    this.pasted = page.getByLabel(/: or paste its text$/).first();
  }

  /** Opens the screen from the settings home's Import card. */
  async openFromSettings(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/manage`);
    await this.page.getByRole('main').getByRole('link', { name: /^Import/ }).click();
    await expect(this.previewButton).toBeVisible();
  }

  async chooseFormat(label: RegExp): Promise<void> {
    await this.page.getByRole('radio', { name: label }).check();
  }

  async preview(): Promise<void> {
    await this.previewButton.click();
    await expect(this.previewHeading).toBeFocused();
  }
}
