import type { Locator, Page } from '@playwright/test';

/** /setup?code=… */
export class SetupPage {
  readonly fullName: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.fullName = page.getByLabel('Full name');
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.repeatPassword = page.getByLabel('Repeat password');
    this.submit = page.getByRole('button', { name: 'Create administrator' });
  }

  async goto(setupUrl: string): Promise<void> {
    await this.page.goto(setupUrl);
  }

  async createAdmin(values: { fullName: string; username: string; password: string; repeatPassword?: string }): Promise<void> {
    await this.fullName.fill(values.fullName);
    await this.username.fill(values.username);
    await this.password.fill(values.password);
    await this.repeatPassword.fill(values.repeatPassword ?? values.password);
    await this.submit.click();
  }
}
