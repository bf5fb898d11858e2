import { expect, type Locator, type Page } from '@playwright/test';
import { integrationMessages } from '../../../shared/messages.js';

/** /manage/apps/install: the catalogue grid, which grows as it scrolls. */
export class CataloguePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/apps/install`);
    await expect(this.page.getByRole('heading', { name: 'Browse Integrations', level: 1 })).toBeVisible();
  }

  /** Scrolls until every catalogue entry is rendered ("Loading more..." gone). */
  async showAll(): Promise<void> {
    // Until the catalogue has answered there is no "Loading more..." either; wait for the first card.
    await expect(this.page.locator('li.catalogue-card').first()).toBeVisible();
    const more = this.page.getByText(integrationMessages.loadingMore);
    await expect(async () => {
      await this.page.mouse.wheel(0, 4000);
      await expect(more).toHaveCount(0, { timeout: 500 });
    }).toPass();
  }

  /** The review an Install or Update opens on an app's card: publisher, what it reaches, and the confirm button. */
  review(appName: string, verb: 'Install' | 'Update' = 'Install'): Locator {
    return this.page.getByRole('group', { name: `${verb} ${appName}?` });
  }

  /** Install (or update) an app as a person does: open its review, wait for it, confirm. */
  async install(appName: string, verb: 'Install' | 'Update' = 'Install'): Promise<Locator> {
    await this.page.getByRole('button', { name: verb === 'Install' ? `Install: ${appName}` : `Update Available: ${appName}` }).click();
    const review = this.review(appName, verb);
    await expect(review.getByText('Publisher')).toBeVisible();
    await review.getByRole('button', { name: `${verb} ${appName}` }).click();
    return review;
  }

  /** The catalogue card holding the install button of an app. */
  card(appName: string): Locator {
    return this.page.locator('li.catalogue-card').filter({ has: this.page.getByRole('button', { name: new RegExp(`^(Install|Installed|Update): ${appName}$`) }) });
  }
}
