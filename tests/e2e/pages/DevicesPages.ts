import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/networkdevices and /networkdevices. */
export class DevicesPages {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async gotoManage(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/networkdevices`);
    await expect(this.page.getByRole('heading', { name: 'Network Devices' })).toBeVisible();
  }

  async gotoFront(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/networkdevices`);
    await expect(this.page.getByRole('heading', { name: 'Network Devices' })).toBeVisible();
  }

  get rows(): Locator {
    return this.page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
  }

  row(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  handle(name: string): Locator {
    return this.page.getByRole('button', { name: `Reorder ${name}`, exact: true });
  }

  dot(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true }).locator('.device-dot');
  }

  async expectOrder(names: string[]): Promise<void> {
    await expect.poll(() => this.rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(names);
  }

  private reorderAnswer(): Promise<number> {
    return this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/networkdevices/device/reorder').then((r) => r.status());
  }

  async reorderByKeyboard(name: string, keys: string[]): Promise<number> {
    const answer = this.reorderAnswer();
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

  async reorderByMouse(name: string, onto: string): Promise<number> {
    const answer = this.reorderAnswer();
    const from = await this.handle(name).boundingBox();
    const to = await this.row(onto).boundingBox();
    if (!from || !to) throw new Error('row not on screen');
    const { mouse } = this.page;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
    await mouse.up();
    return answer;
  }
}
