import { expect, type Locator, type Page } from '@playwright/test';

/** Listing management: /manage/listing and /manage/listing/:id. */
export class ManagePage {
  readonly grid: Locator;
  readonly moveBanner: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.grid = page.getByRole('list', { name: 'Items' });
    this.moveBanner = page.getByRole('region', { name: 'Move mode' });
  }

  async goto(folderId?: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/listing${folderId ? `/${folderId}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  item(name: string): Locator {
    return this.grid.getByRole('article', { name, exact: true });
  }

  button(item: string, label: string): Locator {
    return this.item(item).getByRole('button', { name: label, exact: true });
  }

  link(item: string, label: string): Locator {
    return this.item(item).getByRole('link', { name: label, exact: true });
  }

  handle(name: string): Locator {
    return this.page.getByRole('button', { name: `Reorder ${name}` });
  }

  /** Item names in the order the grid shows them. */
  names(): Promise<string[]> {
    return this.grid.getByRole('article').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  }

  async expectOrder(names: string[]): Promise<void> {
    await expect.poll(() => this.names()).toEqual(names);
  }

  /** Resolves with the status of the next reorder call. */
  private reorderAnswer(): Promise<number> {
    return this.page.waitForResponse((res) => /\/listing\/folder\/[^/]+\/reorder/.test(res.url())).then((res) => res.status());
  }

  /** Keyboard sorting: focus the handle, Space to lift, arrows to move, Space to drop. Waits for the save. */
  async reorderByKeyboard(name: string, keys: string[]): Promise<number> {
    const answer = this.reorderAnswer();
    // Each step waits for the screen reader announcement, i.e. for the drag to be ready for it.
    const announced = (text: string) => expect(this.page.getByRole('status').filter({ hasText: text })).toBeAttached();
    await this.handle(name).focus();
    await this.page.keyboard.press('Space');
    await announced(`Picked up ${name}.`);
    for (const key of keys) {
      await this.page.keyboard.press(key);
      await announced(`${name} is now at the place of`);
    }
    await this.page.keyboard.press('Space');
    return answer;
  }

  /** Pointer sorting: press the handle, move in steps onto the target card, release. Waits for the save. */
  async reorderByMouse(name: string, onto: string): Promise<number> {
    const answer = this.reorderAnswer();
    const from = await this.handle(name).boundingBox();
    const to = await this.item(onto).boundingBox();
    if (!from || !to) throw new Error('card not on screen');
    const { mouse } = this.page;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    await mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await mouse.up();
    return answer;
  }
}
