import type { Page } from '@playwright/test';

/**
 * Tests talk to 127.0.0.1 only: any other request is aborted and remembered, so a spec can
 * assert that nothing tried to leave the machine.
 */
export async function keepTrafficLocal(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}
