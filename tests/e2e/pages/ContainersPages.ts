import type { Locator, Page } from '@playwright/test';

/** /containers and /manage/docker: the locators the container specs share. */
export class ContainersPages {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async gotoContainers(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/containers`);
    await this.page.getByRole('heading', { name: 'Containers', level: 1 }).waitFor();
  }

  async gotoHosts(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/manage/docker`);
    await this.page.getByRole('heading', { name: 'Docker Hosts', level: 1 }).waitFor();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  badges(name: string): Locator {
    return this.card(name).locator('.container-badge');
  }

  project(name: string): Locator {
    return this.page.getByRole('group', { name: `Compose project ${name}` });
  }

  get search(): Locator {
    return this.page.getByLabel('Search this page');
  }

  get stateFilter(): Locator {
    return this.page.getByLabel('State');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
