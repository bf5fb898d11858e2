import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The front card screens: home (/) and a folder (/c/:id). */
export class HomePage {
  readonly grid: Locator;
  readonly cards: Locator;
  readonly breadcrumb: Locator;
  readonly search: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.grid = page.getByRole('list', { name: 'Listings' });
    this.cards = this.grid.getByRole('listitem');
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** The link of a card, by the card's name (its accessible name starts with it). */
  card(name: string): Locator {
    return this.grid.getByRole('link', { name: new RegExp(`^${escape(name)}\\b`) });
  }

  copyButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Copy link of ${name}` });
  }

  copyView(name: string): Locator {
    return this.page.getByRole('group', { name: `Copy link of ${name}` });
  }

  async expectBreadcrumb(labels: string[]): Promise<void> {
    await expect(this.breadcrumb.getByRole('listitem')).toHaveText(labels);
  }

  /** How many columns the card grid has right now. */
  columnCount(): Promise<number> {
    return this.grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
  }
}
