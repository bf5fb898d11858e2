import type { Page } from '@playwright/test';

/**
 * With HEARTH_SHOTS set to a folder, saves the page in the dark and the light theme as
 * `{name}-dark.png` and `{name}-light.png`, for a person to look at; otherwise does nothing.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.HEARTH_SHOTS;
  if (!dir) return;
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${dir}/${name}-${theme}.png`, fullPage: true });
  }
}
