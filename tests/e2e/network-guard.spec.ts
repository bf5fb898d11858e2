import { expect, test } from '@playwright/test';
import { useHearth } from './fixtures.js';
import { takeBlocked } from './networkGuard.js';

// The server is started only so the file runs under useHearth's guard, as every spec does.
useHearth();

// The positive control for useHearth's guard: a request for another host is aborted, and it is
// on the list whose non-emptiness fails the test that made it.
test('a request for another host than 127.0.0.1 is aborted and listed against the test', async ({ page }) => {
  await page.setContent('<img alt="" src="http://fonts.outside.test/font.png">');
  await expect.poll(() => takeBlocked()).toEqual(['http://fonts.outside.test/font.png']);
  expect(takeBlocked()).toEqual([]);
});
