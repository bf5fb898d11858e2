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
  /** The later of the folder's data and its screen's code (hearth:route-preloaded) arriving. */
  readyAt: number | null;
  /** Route fallbacks committed after the folder's data arrived (and before its cards, if painted). */
  fallbacksAfterData: number;
  fallbacksTotal: number;
}

/** The marks of the folder `listingId`'s page, once its cards are painted. */
async function folderTimeline(page: Page, listingId: string): Promise<FolderTimeline> {
  const path = `/listing/folder/${listingId}/list`;
  await page.waitForFunction((p) => performance.getEntriesByName('hearth:folder-links').some((m) => (m as PerformanceMark).detail === p), path);
  return page.evaluate(
    ({ p, route }) => {
      const first = (name: string, detail: string) => performance.getEntriesByName(name).find((m) => (m as PerformanceMark).detail === detail)?.startTime ?? null;
      const dataAt = first('hearth:folder-data', p);
      const linksAt = first('hearth:folder-links', p);
      // Without the mark the code was already here before the marks were cleared.
      const codeAt = first('hearth:route-preloaded', route) ?? 0;
      const fallbacks = performance.getEntriesByName('hearth:route-fallback').map((m) => m.startTime);
      const after = dataAt === null ? [] : fallbacks.filter((at) => at > dataAt && (linksAt === null || at < linksAt));
      const readyAt = dataAt === null ? null : Math.max(dataAt, codeAt);
      return { dataAt, linksAt, readyAt, fallbacksAfterData: after.length, fallbacksTotal: fallbacks.length };
    },
    { p: path, route: `/c/${listingId}` },
  );
}

/**
 * The folder's own marks: its cards are painted after its data and code arrived, with no route
 * loader in between (the cause of the ~300 ms wait this issue found). How many milliseconds that
 * takes is a figure, not a verdict (DESIGN: no timed pass/fail tests; under a loaded CI machine
 * it varies by 5x): the test records it, and `npm run bench` holds it to its < 50 ms budget.
 */
function expectLinksAfterData(timeline: FolderTimeline): void {
  expect(timeline.readyAt, 'the folder page marks its data').not.toBeNull();
  expect(timeline.linksAt, 'the folder page marks the frame that paints its cards').not.toBeNull();
  const gap = (timeline.linksAt ?? Infinity) - (timeline.readyAt ?? Infinity);
  expect(gap, "ms from the folder data (and code) in to its cards painted, by the page's marks").toBeGreaterThanOrEqual(0);
  test.info().annotations.push({ type: 'data → cards (ms)', description: gap.toFixed(1) });
}

test('a folder opened by its address shows its cards without a route loader once its data and code are here', async ({ page }) => {
  const folder = await seed.folder('Straight In');
  await seed.link('Grafana', { parentId: folder._id, featured: false });
  const screen = new HomePage(page, hearth().url);
  await screen.goto(`/c/${folder._id}`);
  await expect(screen.card('Grafana')).toBeVisible();
  const timeline = await folderTimeline(page, folder._id);
  expectLinksAfterData(timeline);
  expect(timeline.fallbacksAfterData, 'route fallbacks between the data and the cards').toBe(0);
});

test('pointing at a folder card loads its screen before the click, so opening it shows its cards with no route loader', async ({ page }) => {
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
  expectLinksAfterData(timeline);
});

test('focusing a link loads its screen, for keyboard users', async ({ page }) => {
  const folder = await seed.folder('Tabbed To');
  const home = new HomePage(page, hearth().url);
  await home.goto();
  await home.card('Tabbed To').focus();
  await page.waitForFunction((p) => performance.getEntriesByName('hearth:route-preloaded').some((m) => (m as PerformanceMark).detail === p), `/c/${folder._id}`);
});
