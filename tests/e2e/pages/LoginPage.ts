import { expect, type Locator, type Page } from '@playwright/test';

/** /login */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password');
    // Exact: "Sign in with a passkey" (and other ways in) sit below the form.
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login`);
    await expect(this.submit).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and waits for the home screen. */
  async signInAndWait(username: string, password: string): Promise<void> {
    await this.goto();
    await this.signIn(username, password);
    await expect(this.page).toHaveURL(`${this.baseUrl}/`);
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
