/// <reference lib="dom" />
// Issue 44's budget row: a home of 50 cards and 10 widgets (clocks, notes, web search, weather
// against a local fake forecast) signed into through the form, timed from the sign-in answer to the
// frame in which every card and every widget's title is on screen. Beside it, as a reference, the
// same 50 cards without widgets (another account), the sign-ins alternating so that both see the
// same load on the machine.
import { createHash } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { startWeatherHost } from '../tests/fixtures/weather-host.js';
import { chromiumArgs } from './browser.js';
import { admin, login, median, raw, record, withHearth } from './common.js';
import { seedHomeCards } from './seed.js';

const cards = 50;
const runs = 5;
const widgets: { kind: string; config?: Record<string, unknown> }[] = [
  { kind: 'clock', config: { timeZone: 'local', label: '' } },
  { kind: 'clock', config: { timeZone: 'Asia/Tokyo', label: '' } },
  { kind: 'clock', config: { timeZone: 'America/New_York', label: 'Office' } },
  { kind: 'weather' },
  { kind: 'search' },
  { kind: 'note', config: { markdown: '# Shopping\n- **milk**\n- eggs' } },
  { kind: 'note', config: { markdown: 'Bins go out on *Tuesday*.' } },
  { kind: 'note', config: { markdown: '> The fuse box is behind the door.' } },
  { kind: 'note', config: { markdown: 'Router admin: [docs](https://bench.example/docs)' } },
  { kind: 'clock', config: { timeZone: 'UTC', label: 'Servers' } },
];

const plain = { username: 'plain', password: 'plain-password' };

async function post(url: string, token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

async function tokenOf(url: string, user: { username: string; password: string }): Promise<string> {
  const password = createHash('md5').update(user.password).digest('hex');
  const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password }) });
  return ((await res.json()) as { message: { token: string } }).message.token;
}

/** One sign-in through the form: ms from the sign-in answer's end to the frame showing the cards and `titles` widget titles. */
async function signInToHome(browser: Browser, url: string, user: { username: string; password: string }, titles: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const shown = await page.waitForFunction(
      ({ n, w }) => document.querySelectorAll('a[href^="https://bench.example/"]').length >= n && document.querySelectorAll('.widget-area .widget-title').length >= w && performance.now(),
      { n: cards, w: titles },
      { timeout: 20_000, polling: 'raf' },
    );
    const shownAt = (await shown.jsonValue()) as number;
    const answered = await page.evaluate(() => (performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1/login')) as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN);
    return shownAt - answered;
  } finally {
    await context.close();
  }
}

export async function homeWidgetsBench(): Promise<void> {
  const weather = await startWeatherHost();
  try {
    await withHearth(
      'home-widgets',
      async (hearth) => {
        const token = await login(hearth.url);
        await seedHomeCards(hearth.url, token, cards);
        for (const widget of widgets) await post(hearth.url, token, '/widgets', widget);
        await post(hearth.url, token, '/settings/weather', { location: { location: 'Berlin', latitude: 52.52, longitude: 13.4 }, unit: 'metric' });
        await post(hearth.url, token, '/accounts/save', { fullName: 'Plain', username: plain.username, siteName: 'Hearth', password: plain.password });
        await seedHomeCards(hearth.url, await tokenOf(hearth.url, plain), cards);
        const owner = { username: admin.HEARTH_ADMIN_USERNAME, password: admin.HEARTH_ADMIN_PASSWORD };
        const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
        try {
          const withWidgets: number[] = [];
          const without: number[] = [];
          for (let i = 0; i < runs; i++) {
            without.push(await signInToHome(browser, hearth.url, plain, 0).catch(() => Number.NaN));
            withWidgets.push(await signInToHome(browser, hearth.url, owner, widgets.length).catch(() => Number.NaN));
          }
          raw.homeWidgets = { withWidgets, without };
          const ms = median(withWidgets);
          record(`home with ${widgets.length} widgets and ${cards} cards: sign-in answer → every card and widget title shown (median of ${runs})`, `${ms.toFixed(0)} ms`, '< 300 ms', ms < 300);
          record(`the same ${cards} cards without widgets (another account, sign-ins alternating; median of ${runs})`, `${median(without).toFixed(0)} ms`, 'reference', null);
        } finally {
          await browser.close();
        }
      },
      { HEARTH_WEATHER_URL: weather.origin, HEARTH_GEOCODE_URL: weather.origin },
    );
  } finally {
    await weather.close();
  }
}
