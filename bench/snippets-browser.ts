/// <reference lib="dom" />
// What the snippet screen costs the browser: the scripts it loads beyond the app shell, the
// on-demand language support, and proof that the login page loads none of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export interface SnippetChunks {
  loginKiB: number;
  snippetKiB: number;
  languageKiB: number;
  snippetScripts: string[];
  languageScripts: string[];
  sharedWithLogin: string[];
  loginHasCodeMirror: boolean;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const file = (path: string) => readFileSync(join('dist', 'renderer', path));
const gzipKiB = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(file(path), { level: 9 }).length, 0) / 1024;

/** Script paths the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

async function signedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => {
    window.localStorage.setItem('hearth.token', t);
    window.localStorage.setItem('hearth.role', 'admin');
  }, token);
}

async function post(url: string, token: string, path: string, body: unknown): Promise<{ _id: string }> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return ((await res.json()) as { message: { _id: string } }).message;
}

export async function measureSnippetChunks(url: string, token: string, listId: string): Promise<SnippetChunks> {
  const plain = await post(url, token, '/snippet/item', { listingId: listId, snippetTitle: 'Bench plain', language: 'disptext', snippetCode: 'plain text' });
  await post(url, token, '/snippet/item', { listingId: listId, snippetTitle: 'Bench script', language: 'javascript', snippetCode: 'const answer = 42;' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    const login = recordScripts(loginPage);
    await loginPage.goto(`${url}/login`);
    await loginPage.getByLabel('Username').waitFor();
    await loginContext.close();

    const context = await browser.newContext();
    await signedIn(context, token);
    const homePage = await context.newPage();
    const home = recordScripts(homePage);
    await homePage.goto(`${url}/`);
    await homePage.waitForLoadState('networkidle');

    const page = await context.newPage();
    const seen = recordScripts(page);
    await page.goto(`${url}/s/${listId}?snippet=${plain._id}`);
    await page.locator('.cm-editor').first().waitFor();
    await page.waitForLoadState('networkidle');
    const snippetScripts = [...new Set(seen)].filter((path) => !home.includes(path));
    const before = seen.length;
    await page.getByRole('button', { name: /Bench script/ }).click();
    await page.locator('.cm-editor .cm-content span').first().waitFor();
    await page.waitForLoadState('networkidle');
    const languageScripts = [...new Set(seen.slice(before))];
    await context.close();

    return {
      loginKiB: gzipKiB(login),
      snippetKiB: gzipKiB(snippetScripts),
      languageKiB: gzipKiB(languageScripts),
      snippetScripts,
      languageScripts,
      sharedWithLogin: [...snippetScripts, ...languageScripts].filter((path) => login.includes(path)),
      loginHasCodeMirror: login.some((path) => file(path).includes('cm-editor')),
    };
  } finally {
    await browser.close();
  }
}
