/// <reference lib="dom" />
// Issue 48's rows: a 40-link home in 5 folders with an empty cache (the home Homepage v1.12.3 was
// measured against), the same after sign-in, and the folder page's own marks: data in → cards painted.
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { cardsShownAt, chromiumArgs, median, signInToCards, wireOf, type FirstLoad } from './browser.js';
import { save } from './seed.js';

const folderCount = 5;
const linksPerFolder = 8;
/** A folder tile on the home (the sidebar holds none: the folders are not in it). */
const tiles = '.content a[href^="/c/"]';

export interface FolderHome {
  folderIds: string[];
}

/** 5 featured root folders of 8 links each. */
export async function seedFolderHome(url: string, token: string): Promise<FolderHome> {
  const folderIds: string[] = [];
  for (let f = 0; f < folderCount; f++) {
    const parentId = await save(url, token, 'folder', { name: `Group ${f}`, showOnFeatured: true, showInSidebar: false });
    folderIds.push(parentId);
    await Promise.all(
      Array.from({ length: linksPerFolder }, (_, i) =>
        save(url, token, 'link', { name: `Service ${f}-${i}`, linkURL: `https://bench.example/${f}-${i}`, parentId, showOnFeatured: false, showInSidebar: false }),
      ),
    );
  }
  return { folderIds };
}

/** A fresh context (empty cache) already signed in, the way a returning visitor opens Hearth. */
async function signedInPage(browser: Browser, url: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((t) => {
    window.localStorage.setItem('hearth.token', t);
    window.localStorage.setItem('hearth.role', 'admin');
  }, token);
  return context.newPage();
}

/** Navigation start to the frame painting every folder tile of the home. */
async function homeTiles(browser: Browser, url: string, token: string): Promise<number> {
  const page = await signedInPage(browser, url, token);
  try {
    await page.goto(`${url}/`);
    return await cardsShownAt(page, folderCount, tiles);
  } finally {
    await page.context().close();
  }
}

/**
 * The folder page's marks since the last clear: ms from the moment its data and its code were both
 * here (the later of the folder-data and route-preloaded marks) to its painted cards, and the route
 * fallbacks after its data.
 */
async function folderGap(page: Page, folderId: string): Promise<{ gapMs: number; fallbacksAfterData: number }> {
  await page.waitForFunction(() => performance.getEntriesByName('hearth:folder-links').length > 0, undefined, { timeout: 20_000 });
  return page.evaluate((route) => {
    const links = performance.getEntriesByName('hearth:folder-links')[0] as PerformanceMark;
    const data = performance.getEntriesByName('hearth:folder-data').find((m) => (m as PerformanceMark).detail === (links.detail as string));
    if (!data) return { gapMs: Number.NaN, fallbacksAfterData: Number.NaN };
    // Absent before issue 48's preloads (the code came by the route's own lazy load): data alone then.
    const code = performance.getEntriesByName('hearth:route-preloaded').find((m) => (m as PerformanceMark).detail === route);
    const ready = Math.max(data.startTime, code?.startTime ?? 0);
    const fallbacks = performance.getEntriesByName('hearth:route-fallback').filter((m) => m.startTime > data.startTime && m.startTime < links.startTime);
    return { gapMs: links.startTime - ready, fallbacksAfterData: fallbacks.length };
  }, `/c/${folderId}`);
}

/** Empty cache, straight to /c/:id: navigation start to its 8 links, and the page's own data → cards gap. */
async function folderCold(browser: Browser, url: string, token: string, folderId: string): Promise<{ shownMs: number; gapMs: number; fallbacks: number }> {
  const page = await signedInPage(browser, url, token);
  try {
    await page.goto(`${url}/c/${folderId}`);
    const shownMs = await cardsShownAt(page, linksPerFolder);
    const { gapMs, fallbacksAfterData } = await folderGap(page, folderId);
    return { shownMs, gapMs, fallbacks: fallbacksAfterData };
  } finally {
    await page.context().close();
  }
}

/** From the home, a click on a folder tile (pointer first, as a person does): data → cards gap. */
async function folderByClick(browser: Browser, url: string, token: string, folderId: string): Promise<{ gapMs: number; fallbacks: number }> {
  const page = await signedInPage(browser, url, token);
  try {
    await page.goto(`${url}/`);
    await cardsShownAt(page, folderCount, tiles);
    await page.evaluate(() => performance.clearMarks());
    await page.locator(`${tiles}[href="/c/${folderId}"]`).click();
    await cardsShownAt(page, linksPerFolder);
    const { gapMs, fallbacksAfterData } = await folderGap(page, folderId);
    return { gapMs, fallbacks: fallbacksAfterData };
  } finally {
    await page.context().close();
  }
}

export interface FolderHomeFigures {
  homeTilesMs: number[];
  folderShownMs: number[];
  /** Folder data arrived → its cards painted, straight to the folder and by a click from the home. */
  folderGapMs: number[];
  fallbacksAfterData: number;
  signInToTilesMs: number[];
}

const runs = 5;

export async function measureFolderHome(url: string, token: string, credentials: { username: string; password: string }, home: FolderHome): Promise<FolderHomeFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const folderId = home.folderIds[0] ?? '';
    const homeTilesMs: number[] = [];
    const folderShownMs: number[] = [];
    const folderGapMs: number[] = [];
    let fallbacksAfterData = 0;
    for (let i = 0; i < runs; i++) {
      homeTilesMs.push(await homeTiles(browser, url, token).catch(() => Number.NaN));
      const cold = await folderCold(browser, url, token, folderId).catch(() => ({ shownMs: Number.NaN, gapMs: Number.NaN, fallbacks: Number.NaN }));
      folderShownMs.push(cold.shownMs);
      const click = await folderByClick(browser, url, token, folderId).catch(() => ({ gapMs: Number.NaN, fallbacks: Number.NaN }));
      folderGapMs.push(cold.gapMs, click.gapMs);
      fallbacksAfterData += cold.fallbacks + click.fallbacks;
    }
    const signInToTilesMs: number[] = [];
    for (let i = 0; i < runs; i++) signInToTilesMs.push(await signInToCards(browser, url, credentials, folderCount, tiles).catch(() => Number.NaN));
    return { homeTilesMs, folderShownMs, folderGapMs, fallbacksAfterData, signInToTilesMs };
  } finally {
    await browser.close();
  }
}

/** Empty cache, signed in, straight to the home: navigation start to all 40 links painted, and what crossed the wire until then. */
async function sectionsCold(browser: Browser, url: string, token: string): Promise<{ shownMs: number; firstLoad: FirstLoad }> {
  const page = await signedInPage(browser, url, token);
  const requests: Request[] = [];
  page.on('request', (req) => requests.push(req));
  try {
    await page.goto(`${url}/`);
    const shownMs = await cardsShownAt(page, folderCount * linksPerFolder);
    return { shownMs, firstLoad: await wireOf(requests.slice()) };
  } finally {
    await page.context().close();
  }
}

export interface SectionHomeFigures {
  /** Empty cache, signed in: navigation start → all 40 links painted. */
  coldMs: number[];
  /** The first of those loads: every request made until the links were painted. */
  firstLoad: FirstLoad;
  /** The sign-in answer → all 40 links painted. */
  signInMs: number[];
}

/**
 * Issue 44 and 48: the same home with its 5 folders shown as sections, whose 40 links come in the
 * home's one folder answer. Empty cache straight to the home, and the sign-in answer to the links
 * painted inline, median of 5 each.
 */
export async function measureSectionHome(url: string, token: string, credentials: { username: string; password: string }, home: FolderHome): Promise<SectionHomeFigures> {
  for (const [f, listingId] of home.folderIds.entries()) {
    await save(url, token, 'folder', { listingId, name: `Group ${f}`, showOnFeatured: true, showInSidebar: false, homeDisplay: 'section' });
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const cold: { shownMs: number; firstLoad: FirstLoad }[] = [];
    for (let i = 0; i < runs; i++) cold.push(await sectionsCold(browser, url, token).catch(() => ({ shownMs: Number.NaN, firstLoad: { files: Number.NaN, wireBytes: Number.NaN, headerBytes: Number.NaN } })));
    const signInMs: number[] = [];
    for (let i = 0; i < runs; i++) signInMs.push(await signInToCards(browser, url, credentials, folderCount * linksPerFolder).catch(() => Number.NaN));
    const firstLoad = cold[0]?.firstLoad ?? { files: Number.NaN, wireBytes: Number.NaN, headerBytes: Number.NaN };
    return { coldMs: cold.map((c) => c.shownMs), firstLoad, signInMs };
  } finally {
    await browser.close();
  }
}

export { median };
