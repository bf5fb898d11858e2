import { expect, test, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { ListingSeed } from './listingSeed.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';

// Issue 48: no screen waits on a Suspense fallback (which React holds on screen ~300 ms) once its
// code and data are here. Read from the page's own marks: hearth:folder-data (the folder's list
// arrived), hearth:folder-links (the frame that paints its cards), hearth:route-fallback (a route
// boundary showed its loader) and hearth:route-preloaded (a path's screens are all loaded).

const hearth = useHearth({ admin });
let seed: ListingSeed;

test.beforeAll(async () => {
  seed = await ListingSeed.signIn(hearth().url, admin.username, admin.password);
});

test.beforeEach(async ({ page }) => {
  await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
});

interface FolderTimeline {
  dataAt: number | null;
  linksAt: number | null;
  /** Route fallbacks committed after the folder's data arrived (and before its cards, if painted). */
  fallbacksAfterData: number;
  fallbacksTotal: number;
}

/** The marks of the folder `listingId`'s page, once its cards are painted. */
async function folderTimeline(page: Page, listingId: string): Promise<FolderTimeline> {
  const path = `/listing/folder/${listingId}/list`;
  await page.waitForFunction((p) => performance.getEntriesByName('hearth:folder-links').some((m) => (m as PerformanceMark).detail === p), path);
  return page.evaluate((p) => {
    const first = (name: string) => performance.getEntriesByName(name).find((m) => (m as PerformanceMark).detail === p)?.startTime ?? null;
    const dataAt = first('hearth:folder-data');
    const linksAt = first('hearth:folder-links');
    const fallbacks = performance.getEntriesByName('hearth:route-fallback').map((m) => m.startTime);
    const after = dataAt === null ? [] : fallbacks.filter((at) => at > dataAt && (linksAt === null || at < linksAt));
    return { dataAt, linksAt, fallbacksAfterData: after.length, fallbacksTotal: fallbacks.length };
  }, path);
}

test('a folder opened by its address shows its cards without a route loader once its data is in', async ({ page }) => {
  const folder = await seed.folder('Straight In');
  await seed.link('Grafana', { parentId: folder._id, featured: false });
  const screen = new HomePage(page, hearth().url);
  await screen.goto(`/c/${folder._id}`);
  await expect(screen.card('Grafana')).toBeVisible();
  const timeline = await folderTimeline(page, folder._id);
  expect(timeline.dataAt, 'the folder page marks its data').not.toBeNull();
  expect(timeline.linksAt ?? 0).toBeGreaterThanOrEqual(timeline.dataAt ?? Infinity);
  expect(timeline.fallbacksAfterData, 'route fallbacks between the data and the cards').toBe(0);
});

test('pointing at a folder card loads its screen before the click, so opening it shows no route loader', async ({ page }) => {
  const folder = await seed.folder('Pointed At');
  await seed.link('Jellyfin', { parentId: folder._id, featured: false });
  const home = new HomePage(page, hearth().url);
  await home.goto();
  await home.card('Pointed At').hover();
  await page.waitForFunction((p) => performance.getEntriesByName('hearth:route-preloaded').some((m) => (m as PerformanceMark).detail === p), `/c/${folder._id}`);
  await page.evaluate(() => performance.clearMarks());
  await home.card('Pointed At').click();
  await expect(home.card('Jellyfin')).toBeVisible();
  const timeline = await folderTimeline(page, folder._id);
  expect(timeline.fallbacksTotal, 'route fallbacks after the click').toBe(0);
  expect(timeline.dataAt, 'the folder page marks its data').not.toBeNull();
});

test('focusing a link loads its screen, for keyboard users', async ({ page }) => {
  const folder = await seed.folder('Tabbed To');
  const home = new HomePage(page, hearth().url);
  await home.goto();
  await home.card('Tabbed To').focus();
  await page.waitForFunction((p) => performance.getEntriesByName('hearth:route-preloaded').some((m) => (m as PerformanceMark).detail === p), `/c/${folder._id}`);
});
