import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout: sidebar, header and user menu. */
export class ShellPage {
  readonly userMenuButton: Locator;
  readonly sidebar: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.userMenuButton = page.getByRole('button', { name: 'User menu' });
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton.click();
    const menu = this.page.getByRole('menu', { name: 'User menu' });
    await expect(menu).toBeVisible();
    return menu;
  }

  async logout(): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** The data-theme of the page, i.e. the theme in use. */
  theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  async expectTheme(name: string): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', name);
  }
}
