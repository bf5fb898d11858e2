import type { BrowserContext, Page } from '@playwright/test';

/** Contexts already guarded, with what each has blocked: guarding twice adds no second route. */
const guarded = new WeakMap<BrowserContext, string[]>();
/** Everything blocked since the last takeBlocked(), across every guarded context. */
let blockedSinceTaken: string[] = [];

/**
 * Tests talk to 127.0.0.1 (or the one host a spec names) only: any other request is aborted and
 * remembered, so the test that made it fails (useHearth's afterEach calls takeBlocked()) instead
 * of the app's call to the internet being dropped without a word.
 */
export async function keepTrafficLocal(target: Page | BrowserContext, allowedHost = '127.0.0.1'): Promise<string[]> {
  const context = 'context' in target ? target.context() : target;
  const known = guarded.get(context);
  if (known) return known;
  const blocked: string[] = [];
  guarded.set(context, blocked);
  await context.route(
    (url) => url.hostname !== allowedHost,
    (route) => {
      blocked.push(route.request().url());
      blockedSinceTaken.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}

/** What every guarded context blocked since the last call; starts a fresh list. */
export function takeBlocked(): string[] {
  const taken = blockedSinceTaken;
  blockedSinceTaken = [];
  return taken;
}
