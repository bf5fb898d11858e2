/// <reference lib="dom" />
// Browser-side budgets (DESIGN §9), measured in Debian's headless Chromium against a real server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';

/** What crossed the wire before the login form showed: every request the page made until then. */
export interface FirstLoad {
  files: number;
  /** Response headers plus (compressed) bodies, as Chromium counted them. */
  wireBytes: number;
  headerBytes: number;
}

export interface BrowserFigures {
  loginJsGzipKiB: number;
  loginFcpMs: number[];
  firstLoad: FirstLoad;
  homeCardsMs: number[];
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export { median };

/** Sizes of the requests made so far, each once it has finished. */
export async function wireOf(requests: Request[]): Promise<FirstLoad> {
  const sizes = await Promise.all(
    requests.map(async (req) => {
      await req.response();
      return req.sizes().catch(() => ({ responseHeadersSize: 0, responseBodySize: 0 }));
    }),
  );
  const headerBytes = sizes.reduce((sum, s) => sum + s.responseHeadersSize, 0);
  return { files: requests.length, headerBytes, wireBytes: headerBytes + sizes.reduce((sum, s) => sum + s.responseBodySize, 0) };
}

/** Gzipped bytes of every script the browser fetched until the login form was on screen. */
async function loginJs(browser: Browser, url: string): Promise<{ kib: number; fcp: number; firstLoad: FirstLoad }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  const requests: Request[] = [];
  page.on('request', (req) => {
    requests.push(req);
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').waitFor();
  const beforeForm = requests.slice();
  // The paint entry may land a frame after the form is in the DOM: wait for it.
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
  const firstLoad = await wireOf(beforeForm);
  await context.close();
  const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join('dist', 'renderer', path)), { level: 9 }).length, 0);
  return { kib: bytes / 1024, fcp, firstLoad };
}

/**
 * The page's clock at the first animation frame in which `count` cards are in the document: the
 * frame that paints them. Read in the page, at that frame, so the bench's own round trips (and
 * whatever the page does after the cards, such as a toast) are not counted.
 */
export async function cardsShownAt(page: Page, count: number, selector = 'a[href^="https://bench.example/"]'): Promise<number> {
  const shown = await page.waitForFunction(
    ({ n, css }) => document.querySelectorAll(css).length >= n && performance.now(),
    { n: count, css: selector },
    { timeout: 20_000, polling: 'raf' },
  );
  return (await shown.jsonValue()) as number;
}

/** From navigation start until the home page shows `count` cards. */
async function homeCards(browser: Browser, url: string, token: string, count: number): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript((t) => {
    window.localStorage.setItem('hearth.token', t);
    window.localStorage.setItem('hearth.role', 'admin');
  }, token);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  const ms = await cardsShownAt(page, count);
  await context.close();
  return ms;
}

/** Signs in through the form and times the sign-in answer's end to the last card on screen. */
export async function signInToCards(browser: Browser, url: string, credentials: { username: string; password: string }, count: number, selector?: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const shownAt = await cardsShownAt(page, count, selector);
  const answered = await page.evaluate(() => {
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1/login')) as PerformanceResourceTiming | undefined;
    return answer ? answer.responseEnd : Number.NaN;
  });
  await context.close();
  return shownAt - answered;
}

/** Five sign-ins through the form: ms from each sign-in answer to all `cards` cards shown. */
export async function measureSignIn(url: string, credentials: { username: string; password: string }, cards: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await signInToCards(browser, url, credentials, cards).catch(() => Number.NaN));
    return times;
  } finally {
    await browser.close();
  }
}

export async function measureBrowser(url: string, token: string, cards: number): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const login: { kib: number; fcp: number; firstLoad: FirstLoad }[] = [];
    for (let i = 0; i < 5; i++) login.push(await loginJs(browser, url));
    const home: number[] = [];
    for (let i = 0; i < 3; i++) home.push(await homeCards(browser, url, token, cards).catch(() => Number.NaN));
    const firstLoad = login[0]?.firstLoad ?? { files: Number.NaN, wireBytes: Number.NaN, headerBytes: Number.NaN };
    return { loginJsGzipKiB: login[0]?.kib ?? Number.NaN, loginFcpMs: login.map((l) => l.fcp), firstLoad, homeCardsMs: home };
  } finally {
    await browser.close();
  }
}
