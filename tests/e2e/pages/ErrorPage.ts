import type { Locator, Page } from '@playwright/test';

/** The error pages: 404, network, client and database errors. */
export class ErrorPage {
  readonly homeLink: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.homeLink = page.getByRole('link', { name: 'Go to Homepage' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }
}
