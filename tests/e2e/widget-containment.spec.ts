// Issue 44: one widget failing never breaks Home. The weather widget's answer is replaced (in the
// browser, by Playwright) with one it cannot read, so its view throws while rendering: that card
// says the widget could not be shown and offers Try again and Remove, while the cards and the other
// widgets still show. A weather service that answers 500 (a local fake) stays a quiet line.
import { expect, test, type Page } from '@playwright/test';
import { admin, useHearth } from './fixtures.js';
import { apiCall, signInToken } from './apiCall.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';
import { messages } from '../../shared/messages.js';
import { startWeatherHost, type WeatherHost } from '../fixtures/weather-host.js';

// The fake forecast starts first: the server reads its address when it starts.
let weatherHost: WeatherHost;
const env: Record<string, string> = {};
test.beforeAll(async () => {
  weatherHost = await startWeatherHost();
  env.HEARTH_WEATHER_URL = weatherHost.origin;
});
test.afterAll(() => weatherHost.close());
const hearth = useHearth({ admin, env });

const area = (page: Page) => page.getByRole('region', { name: 'Widgets' });
const widget = (page: Page, name: string) => area(page).getByRole('region', { name });
const titles = (page: Page) => area(page).locator('.widget-title');
const cards = ['Router', 'NAS', 'Printer'];
const card = (page: Page, name: string) => page.getByRole('link', { name: `${name} 127.0.0.1:9`, exact: true });
// The client adds a cache buster (?t=…): calls are matched by their path.
const weatherCall = (url: URL) => url.pathname === '/api/v1/weather';
const homeWidgetsCall = (url: URL) => url.pathname === '/api/v1/widgets' && url.searchParams.get('area') === 'home';

// Three cards, a clock and a note, made once for both tests.
test.beforeAll(async () => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  for (const name of cards) {
    await apiCall(url, token, 'POST', '/listing/save/link', { linkName: name, linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL: `http://127.0.0.1:9/${name}`, localUrl: '', showOnFeatured: true, showInSidebar: false });
  }
  await apiCall(url, token, 'POST', '/widgets', { kind: 'clock', config: { timeZone: 'UTC', label: 'Office' } });
  await apiCall(url, token, 'POST', '/widgets', { kind: 'note', config: { markdown: 'Bins go out on **Tuesday**' } });
});

test('a widget whose view throws shows its own message; the cards and the other widgets still show', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/widgets', { kind: 'weather' });
  await apiCall(url, token, 'POST', '/settings/weather', { location: { location: 'Berlin', latitude: 52.52, longitude: 13.4 }, unit: 'metric' });
  // An answer the weather view cannot read: "message" null where a report should be.
  await page.route(weatherCall, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"error":false,"message":null}' }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  for (const name of cards) await expect(card(page, name)).toBeVisible();
  await expect(titles(page)).toHaveText(['Clock: Office', 'Note: Bins go out on Tuesday', 'Weather']);
  await expect(widget(page, 'Clock: Office').locator('time')).toHaveText(/^\d{1,2}:\d{2}/);
  await expect(widget(page, 'Note: Bins go out on Tuesday')).toContainText('Bins go out on Tuesday');
  const weather = widget(page, 'Weather');
  await expect(weather.getByRole('alert')).toHaveText(/^This widget could not be shown\. Try again, or remove it\./);
  expect(errors, 'a render failure inside a widget is not an uncaught page error').toEqual([]);
  await shot(page, 'widget-failed');

  // Try again renders anew (the same answer fails the same way); Remove takes it away for good.
  await weather.getByRole('button', { name: 'Try again' }).click();
  await expect(weather.getByRole('alert')).toBeVisible();
  await weather.getByRole('button', { name: 'Remove the widget Weather' }).click();
  await expect(titles(page)).toHaveText(['Clock: Office', 'Note: Bins go out on Tuesday']);
  await page.unroute(weatherCall);
  await page.reload();
  await expect(titles(page)).toHaveText(['Clock: Office', 'Note: Bins go out on Tuesday']);
});

test('a widget of a kind the page does not know (a page older than the server) says so; the rest shows', async ({ page }) => {
  const { url } = hearth();
  // The server's list with one more widget, of a kind this renderer has never heard of.
  await page.route(homeWidgetsCall, async (route) => {
    const answer = (await (await route.fetch()).json()) as { error: boolean; message: unknown[] };
    const future = { id: 'future-widget', kind: 'orbit', config: { planets: 9 }, area: 'home', createdAt: '2026-11-28T00:00:00.000Z', updatedAt: '2026-11-28T00:00:00.000Z' };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...answer, message: [future, ...answer.message] }) });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  await expect(titles(page)).toHaveText(['Widget', 'Clock: Office', 'Note: Bins go out on Tuesday']);
  await expect(widget(page, 'Widget').getByRole('alert')).toHaveText(/^This kind of widget is newer than this page\. Reload the page/);
  await expect(widget(page, 'Widget').getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(widget(page, 'Note: Bins go out on Tuesday')).toContainText('Bins go out on Tuesday');
  for (const name of cards) await expect(card(page, name)).toBeVisible();
});

test('a weather service that answers 500 is a quiet line in its widget, and Home loads around it', async ({ page }) => {
  const { url } = hearth();
  const token = await signInToken(url, admin.username, admin.password);
  await apiCall(url, token, 'POST', '/widgets', { kind: 'weather' });
  // Latitude 22.2 is where the fake forecast answers 500.
  await apiCall(url, token, 'POST', '/settings/weather', { location: { location: 'Unlucky', latitude: 22.2, longitude: 1 }, unit: 'metric' });
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page, url).signInAndWait(admin.username, admin.password);
  for (const name of cards) await expect(card(page, name)).toBeVisible();
  await expect(widget(page, 'Weather')).toContainText(messages.weatherUnavailable);
  await expect(widget(page, 'Weather').getByRole('alert')).toHaveCount(0);
  await expect(widget(page, 'Note: Bins go out on Tuesday')).toContainText('Bins go out on Tuesday');
  await shot(page, 'widget-failed-phone');
});
