import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/iconpack and /manage/iconpack/add */
export class IconPacksPage {
  readonly addButton: Locator;
  readonly urlField: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.addButton = page.getByRole('link', { name: 'Add Icon Pack' });
    this.urlField = page.getByRole('textbox', { name: 'Icon Pack URL' });
    this.submit = page.getByRole('button', { name: 'Add', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/iconpack`);
    await expect(this.page.getByRole('heading', { name: 'Icon Packs', level: 1 })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  previewIcons(name: string): Locator {
    return this.card(name).getByRole('list', { name: `${name} preview` }).getByRole('img');
  }

  deleteButton(name: string): Locator {
    return this.card(name).getByRole('button', { name: `Delete ${name}` });
  }

  /** Adds a pack through the Add screen and waits for the list. */
  async add(url: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/iconpack/add`);
    await this.urlField.fill(url);
    await this.submit.click();
    await expect(this.page).toHaveURL(`${this.baseUrl}/manage/iconpack`);
  }
}
