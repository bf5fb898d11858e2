import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../shared/messages.js';
import { startWeatherHost, type WeatherHost } from '../fixtures/weather-host.js';
import { admin, useHearth, type Hearth } from './fixtures.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { shot } from './shots.js';

/** Opens the location picker on /manage/weather; returns the opener and the dialog. */
async function openPicker(page: Page, url: string) {
  await page.goto(`${url}/manage/weather`);
  await expect(page.getByRole('heading', { name: 'Weather Settings', level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: /^(Choose location|Change)$/ });
  await opener.click();
  const picker = page.getByRole('dialog', { name: 'Search Location' });
  await expect(picker.getByRole('searchbox', { name: 'Location name' })).toBeFocused();
  return { opener, picker };
}

async function searchFor(page: Page, picker: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await picker.getByRole('searchbox', { name: 'Location name' }).fill(text);
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/weather/locations'));
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await answered).status()).toBe(502);
}

test.describe('with the place search down (its port is closed)', () => {
  // The test server environment points the place search at a closed port on 127.0.0.1.
  const hearth = useHearth({ admin });
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  });

  test('the dialog says the search cannot be reached, and latitude and longitude typed by hand are checked and saved', async ({ page }) => {
    const { url } = hearth();
    const { opener, picker } = await openPicker(page, url);
    await searchFor(page, picker, 'Berlin');
    await expect(picker.getByRole('alert')).toHaveText(messages.locationSearchUnreachable);

    // The shared schema's texts, on the field that is wrong, which gets the focus.
    const latitude = picker.getByLabel('Latitude');
    const longitude = picker.getByLabel('Longitude');
    await latitude.fill('95');
    await longitude.fill('13.405');
    await picker.getByRole('button', { name: 'Use coordinates' }).click();
    await expect(picker.getByText(messages.latitudeInvalid)).toBeVisible();
    await expect(latitude).toBeFocused();
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await latitude.fill('52.52');
    await longitude.fill('-200');
    await picker.getByRole('button', { name: 'Use coordinates' }).click();
    await expect(picker.getByText(messages.longitudeInvalid)).toBeVisible();
    await expect(longitude).toBeFocused();
    await expect(picker.getByText(messages.latitudeInvalid)).toHaveCount(0);
    await shot(page, 'weather-search-unreachable');

    // Escape closes the dialog and gives the focus back; it opens fresh.
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(picker.getByRole('alert')).toHaveCount(0);
    await expect(picker.getByLabel('Latitude')).toHaveValue('');

    await picker.getByLabel('Place name').fill('Home');
    await latitude.fill('52.52');
    await longitude.fill('13.405');
    await longitude.press('Enter');
    await expect(picker).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator('#weather-location-name')).toHaveText('Home');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(messages.weatherSaved, { exact: true })).toBeVisible();
    await shot(page, 'weather-coordinates-saved');

    // Stored: the page read again shows the typed place.
    await page.reload();
    await expect(page.locator('#weather-location-name')).toHaveText('Home');
  });
});

test.describe('with a place search that does not answer in time', () => {
  let weather: WeatherHost;
  const env: Record<string, string> = {};
  test.beforeAll(async () => {
    weather = await startWeatherHost();
    env.HEARTH_WEATHER_URL = weather.origin;
    env.HEARTH_GEOCODE_URL = weather.origin;
  });
  test.afterAll(async () => {
    await weather.close();
  });
  const hearth: () => Hearth = useHearth({ admin, env, start: { outsideTimeoutMs: 1_000 } });
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, hearth().url).signInAndWait(admin.username, admin.password);
  });

  test('a timed-out search says so in the dialog; the typed coordinates bring the weather home', async ({ page }) => {
    const { url } = hearth();
    const { picker } = await openPicker(page, url);
    await searchFor(page, picker, 'slow place');
    await expect(picker.getByRole('alert')).toHaveText(messages.locationSearchUnreachable);

    // A search that works again clears the notice.
    await picker.getByRole('searchbox', { name: 'Location name' }).fill('Bern');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await expect(picker.getByRole('alert')).toHaveCount(0);

    // Coordinates without a name are named by themselves.
    await picker.getByLabel('Latitude').fill('48.85');
    await picker.getByLabel('Longitude').fill('2.35');
    await picker.getByRole('button', { name: 'Use coordinates' }).click();
    await expect(picker).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(messages.weatherSaved, { exact: true })).toBeVisible();
    await new HomePage(page, url).goto();
    const widget = page.getByRole('group', { name: 'Weather in 48.85, 2.35' });
    await expect(widget).toContainText('22°C');
    expect(weather.requests.some((r) => r.startsWith('/v1/forecast') && r.includes('latitude=48.85') && r.includes('longitude=2.35'))).toBe(true);
  });
});
