import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { closedOrigin, fakePlaces, startWeatherHost, type WeatherHost } from '../fixtures/weather-host.js';
import { messages } from '../../shared/messages.js';
import type { LocationResult, WeatherReport } from '../../shared/contracts/weather.js';

let host: WeatherHost;
let server: TestServer;
let token: string;

const berlin = { location: 'Berlin, Somewhere', latitude: '52.5170365', longitude: '13.3888599' };
const timeoutMs = 800;

beforeAll(async () => {
  host = await startWeatherHost();
  server = await startTestServer({ outsideTimeoutMs: timeoutMs, env: { HEARTH_WEATHER_URL: host.origin, HEARTH_GEOCODE_URL: `${host.origin}/` } });
  token = await loginAdmin(server);
});
afterAll(async () => {
  await server.stop();
  await host.close();
});

type UserData = { location: string | null; latitude: string | null; longitude: string | null; unit: string };
const userData = async (t = token) => (await call<{ userData: UserData }>(server, 'GET', '/dashboard', { token: t })).body.message.userData;

describe('configuration', () => {
  it('refuses a service address that is not an http(s) URL at start', async () => {
    await expect(startTestServer({ env: { HEARTH_WEATHER_URL: 'ftp://127.0.0.1/' } })).rejects.toThrow(/HEARTH_WEATHER_URL/);
    await expect(startTestServer({ env: { HEARTH_GEOCODE_URL: 'not a url' } })).rejects.toThrow(/HEARTH_GEOCODE_URL/);
  });
});

describe('POST /settings/weather', () => {
  it('starts with no location and metric', async () => {
    const fresh = await createUser(server, 'fresh');
    expect(await userData(fresh)).toMatchObject({ location: null, latitude: null, longitude: null, unit: 'metric' });
  });

  it('saves the location and unit, the dashboard carries them, and saving them again succeeds', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(server, 'POST', '/settings/weather', { token, body: { location: berlin, unit: 'imperial' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messages.weatherSaved);
    }
    expect(await userData()).toMatchObject({ ...berlin, unit: 'imperial' });
  });

  it('accepts the edges of the coordinate ranges', async () => {
    const res = await call(server, 'POST', '/settings/weather', { token, body: { location: { location: 'Edge', latitude: '-90', longitude: '180' }, unit: 'metric' } });
    expect(res.status).toBe(200);
    expect(await userData()).toMatchObject({ location: 'Edge', latitude: '-90', longitude: '180' });
  });

  it('accepts numeric coordinates and stores them as text', async () => {
    const res = await call(server, 'POST', '/settings/weather', { token, body: { location: { location: 'Bern', latitude: 46.9, longitude: 7.4 }, unit: 'metric' } });
    expect(res.status).toBe(200);
    expect(await userData()).toMatchObject({ location: 'Bern', latitude: '46.9', longitude: '7.4', unit: 'metric' });
  });

  it('refuses a missing location or unit with the spec texts and keeps what was stored', async () => {
    await call(server, 'POST', '/settings/weather', { token, body: { location: berlin, unit: 'metric' } });
    const cases: [unknown, string][] = [
      [{ unit: 'metric' }, messages.locationRequired],
      [{ location: null, unit: 'metric' }, messages.locationRequired],
      [{ location: { ...berlin, location: ' ' }, unit: 'metric' }, messages.locationRequired],
      [{ location: { ...berlin, longitude: '' }, unit: 'metric' }, messages.locationRequired],
      // Coordinates typed by hand: a text that says which one is wrong and what is allowed.
      [{ location: { ...berlin, latitude: 'north' }, unit: 'metric' }, messages.latitudeInvalid],
      [{ location: { ...berlin, latitude: '91' }, unit: 'metric' }, messages.latitudeInvalid],
      [{ location: { ...berlin, latitude: -90.5 }, unit: 'metric' }, messages.latitudeInvalid],
      [{ location: { ...berlin, latitude: '1e1' }, unit: 'metric' }, messages.latitudeInvalid],
      [{ location: { ...berlin, longitude: '180.01' }, unit: 'metric' }, messages.longitudeInvalid],
      [{ location: { ...berlin, longitude: 'east' }, unit: 'metric' }, messages.longitudeInvalid],
      [{ location: { ...berlin, longitude: { deg: 1 } }, unit: 'metric' }, messages.longitudeInvalid],
      [{ location: berlin }, messages.unitRequired],
      [{ location: berlin, unit: 'kelvin' }, messages.unitRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call(server, 'POST', '/settings/weather', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await userData()).toMatchObject({ ...berlin, unit: 'metric' });
  });
});

describe('GET /weather', () => {
  it('says no location is set when none was chosen', async () => {
    const fresh = await createUser(server, 'nolocation');
    const res = await call(server, 'GET', '/weather', { token: fresh });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.weatherNoLocation);
  });

  it('answers the current weather from the forecast service with the unit and WMO description', async () => {
    await call(server, 'POST', '/settings/weather', { token, body: { location: berlin, unit: 'metric' } });
    const res = await call<WeatherReport>(server, 'GET', '/weather', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual({ temperature: 22, windSpeed: 12.5, weatherCode: 2, weatherDescription: 'Partly cloudy', location: berlin.location, unit: '°C' });
    const asked = host.requests.filter((r) => r.startsWith('/v1/forecast')).at(-1) ?? '';
    const params = new URL(asked, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ latitude: berlin.latitude, longitude: berlin.longitude, current_weather: 'true', temperature_unit: 'celsius' });

    await call(server, 'POST', '/settings/weather', { token, body: { location: berlin, unit: 'imperial' } });
    const imperial = await call<WeatherReport>(server, 'GET', '/weather', { token });
    expect(imperial.body.message).toMatchObject({ temperature: 71.6, unit: '°F' });
  });

  it('caches a report for ten minutes per place and unit', async () => {
    const place = { location: 'Cache Town', latitude: '40.1', longitude: '20.2' };
    await call(server, 'POST', '/settings/weather', { token, body: { location: place, unit: 'metric' } });
    host.setWeatherCode(95);
    const before = host.requests.length;
    const first = await call<WeatherReport>(server, 'GET', '/weather', { token });
    host.setWeatherCode(0);
    const second = await call<WeatherReport>(server, 'GET', '/weather', { token });
    expect(first.body.message.weatherDescription).toBe('Thunderstorm');
    expect(second.body.message.weatherDescription).toBe('Thunderstorm');
    expect(host.requests.length - before).toBe(1);
    host.setWeatherCode(2);
  });

  it('answers a clear message within the time limit when the service is slow, failing or down', async () => {
    for (const latitude of ['11.1', '22.2']) {
      await call(server, 'POST', '/settings/weather', { token, body: { location: { location: 'Trouble', latitude, longitude: '1' }, unit: 'metric' } });
      const started = Date.now();
      const res = await call(server, 'GET', '/weather', { token });
      expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: true, message: messages.weatherUnavailable });
    }
    const down = await startTestServer({ env: { HEARTH_WEATHER_URL: await closedOrigin(), HEARTH_GEOCODE_URL: await closedOrigin() } });
    try {
      const downToken = await loginAdmin(down);
      await call(down, 'POST', '/settings/weather', { token: downToken, body: { location: berlin, unit: 'metric' } });
      const weather = await call(down, 'GET', '/weather', { token: downToken });
      expect(weather.status).toBe(502);
      expect(weather.body.message).toBe(messages.weatherUnavailable);
      const search = await call(down, 'GET', '/weather/locations?q=berlin', { token: downToken });
      expect(search.status).toBe(502);
      expect(search.body.message).toBe(messages.geocodeUnavailable);
      // The dashboard never waits on the weather service.
      expect((await call(down, 'GET', '/dashboard', { token: downToken })).status).toBe(200);
    } finally {
      await down.stop();
    }
  });
});

describe('GET /weather/locations', () => {
  it('finds places through the search service with q, format json and limit 5', async () => {
    const res = await call<LocationResult[]>(server, 'GET', '/weather/locations?q=Berl', { token });
    expect(res.status).toBe(200);
    expect(res.body.message[0]).toEqual({ name: 'Berlin', lat: fakePlaces[0]?.lat, lon: fakePlaces[0]?.lon, display_name: 'Berlin, Somewhere' });
    const asked = new URL(host.requests.filter((r) => r.startsWith('/search')).at(-1) ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ q: 'Berl', format: 'json', limit: '5' });
  });

  it('answers at most 5 results even when the service sends more', async () => {
    const res = await call<LocationResult[]>(server, 'GET', '/weather/locations?q=many', { token });
    expect(res.body.message).toHaveLength(5);
  });

  it('refuses a query shorter than 3 characters with the spec text, without asking the service', async () => {
    const before = host.requests.length;
    for (const q of ['', 'ab', '%20%20ab%20']) {
      const res = await call(server, 'GET', `/weather/locations?q=${q}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.locationQueryTooShort);
    }
    expect(host.requests.length).toBe(before);
  });

  it('answers a clear message within the time limit when the service is slow or broken', async () => {
    for (const q of ['slow place', 'broken place', 'garbage place']) {
      const started = Date.now();
      const res = await call(server, 'GET', `/weather/locations?q=${encodeURIComponent(q)}`, { token });
      expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: true, message: messages.geocodeUnavailable });
    }
  });
});
