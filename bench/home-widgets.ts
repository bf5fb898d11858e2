/// <reference lib="dom" />
// Issue 44's budget row: a home of 50 cards and 10 widgets (clocks, notes, web search, weather
// against a local fake forecast) signed into through the form, timed from the sign-in answer to the
// frame in which every card and every widget's title is on screen.
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

async function post(url: string, token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

/** One sign-in through the form: ms from the sign-in answer's end to the frame showing it all. */
async function signInToHome(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill(admin.HEARTH_ADMIN_USERNAME);
    await page.getByLabel('Password').fill(admin.HEARTH_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const shown = await page.waitForFunction(
      ({ n, w }) => document.querySelectorAll('a[href^="https://bench.example/"]').length >= n && document.querySelectorAll('.widget-area .widget-title').length >= w && performance.now(),
      { n: cards, w: widgets.length },
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
        const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
        try {
          const times: number[] = [];
          for (let i = 0; i < runs; i++) times.push(await signInToHome(browser, hearth.url).catch(() => Number.NaN));
          raw.homeWidgets = times;
          const ms = median(times);
          record(`home with ${widgets.length} widgets and ${cards} cards: sign-in answer → every card and widget title shown (median of ${runs})`, `${ms.toFixed(0)} ms`, '< 300 ms', ms < 300);
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
