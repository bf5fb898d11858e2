// What the translated-screen specs (i18n-*.spec.ts) check on every screen they open.
import { expect, type Page } from '@playwright/test';
import { shot } from './shots.js';

/**
 * Elements (by selector) whose content is wider than their box, and the page if it scrolls
 * sideways: a translation too long for its place. Callers poll it, as the layout settles over a
 * few frames after a screen shows.
 */
export async function overflowing(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const wide: string[] = [];
    for (const selector of list) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (el.scrollWidth > el.clientWidth + 1) wide.push(`${selector}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) wide.push(`page: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return wide;
  }, selectors);
}

/** A screenshot for a person to look at (HEARTH_SHOTS), once the toasts have gone. */
export async function quietShot(page: Page, name: string): Promise<void> {
  if (process.env.HEARTH_SHOTS) await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });
  await shot(page, name);
}
