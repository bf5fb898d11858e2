import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/accounts, the account form and the password dialog. */
export class AccountsPage {
  readonly users: Locator;
  readonly addUser: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.users = page.getByRole('list', { name: 'Users' });
    this.addUser = page.getByRole('link', { name: 'Add User' });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/accounts`);
    await expect(this.page.getByRole('heading', { name: 'User Accounts', level: 1 })).toBeVisible();
  }

  row(username: string): Locator {
    return this.users.getByRole('listitem').filter({ hasText: `@${username}` });
  }

  menuButton(fullName: string): Locator {
    return this.page.getByRole('button', { name: `Actions for ${fullName}` });
  }

  async openMenu(fullName: string): Promise<Locator> {
    await this.menuButton(fullName).click();
    const menu = this.page.getByRole('menu', { name: `Actions for ${fullName}` });
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Fills the account form; passwords only when given (they are shown only when adding). */
  async fillForm(fields: { fullName?: string; username?: string; siteName?: string; password?: string; repeatPassword?: string }): Promise<void> {
    const main = this.page.getByRole('main');
    if (fields.fullName !== undefined) await main.getByLabel('Full Name').fill(fields.fullName);
    if (fields.username !== undefined) await main.getByLabel('Username').fill(fields.username);
    if (fields.siteName !== undefined) await main.getByLabel('Site Name').fill(fields.siteName);
    if (fields.password !== undefined) await main.getByLabel('Password', { exact: true }).fill(fields.password);
    if (fields.repeatPassword !== undefined) await main.getByLabel('Repeat Password').fill(fields.repeatPassword);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** The Change Password / Reset Password dialog. */
  passwordDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async setPassword(dialog: Locator, password: string, repeat = password): Promise<void> {
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Repeat Password').fill(repeat);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
  }

  inlineError(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
