import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/theme */
export class ThemePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/theme`);
    await expect(this.page.getByRole('heading', { name: 'Themes', level: 1 })).toBeVisible();
  }

  card(label: string): Locator {
    return this.page.getByRole('button', { name: `${label} theme`, exact: true });
  }

  async choose(label: string): Promise<void> {
    await this.card(label).click();
  }

  async expectCurrent(label: string): Promise<void> {
    await expect(this.card(label)).toHaveAttribute('aria-pressed', 'true');
    await expect(this.card(label).getByText('Current')).toBeVisible();
  }
}
