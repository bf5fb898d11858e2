import type { UserRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { locationSearchLimit, weatherDescription, type LocationResult, type WeatherReport, type WeatherSaveBody } from '../../../shared/contracts/weather.js';
import { messages } from '../../../shared/messages.js';
import { HttpError } from '../../http/errors.js';
import { updateUser } from '../auth/users.repo.js';
import { getOutsideJson } from './outside-json.js';

export interface WeatherOptions {
  weatherUrl: string;
  geocodeUrl: string;
  timeoutMs: number;
}

const weatherTtlMs = 10 * 60_000;
const geocodeTtlMs = 60 * 60_000;
const maxBytes = 256 * 1024;
const maxEntries = 500;

/** A small time-limited cache; the oldest entry goes first when it is full. */
class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }
  set(key: string, value: T): void {
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}

/** A string or number field of an outside answer as text; anything else is empty. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function saveWeather(db: Db, userId: string, body: WeatherSaveBody): void {
  const { location, latitude, longitude } = body.location;
  updateUser(db, userId, { location, latitude, longitude, unit: body.unit, updatedAt: new Date().toISOString() });
}

interface ForecastAnswer {
  current_weather?: { temperature?: unknown; windspeed?: unknown; weathercode?: unknown };
}

export class WeatherService {
  private readonly reports = new TtlCache<Omit<WeatherReport, 'location'>>(weatherTtlMs);
  private readonly places = new TtlCache<LocationResult[]>(geocodeTtlMs);
  constructor(private readonly options: WeatherOptions) {}

  /** Open-Meteo's current weather at the user's saved location, cached 10 minutes per place and unit. */
  async current(user: UserRow): Promise<WeatherReport> {
    if (!user.latitude || !user.longitude) throw new HttpError(400, messages.weatherNoLocation);
    const key = `${user.latitude},${user.longitude},${user.unit}`;
    const cached = this.reports.get(key);
    if (cached) return { ...cached, location: user.location ?? '' };
    const url = new URL(`${this.options.weatherUrl}/v1/forecast`);
    url.search = new URLSearchParams({
      latitude: user.latitude,
      longitude: user.longitude,
      current_weather: 'true',
      temperature_unit: user.unit === 'metric' ? 'celsius' : 'fahrenheit',
      windspeed_unit: 'kmh',
      precipitation_unit: 'mm',
    }).toString();
    const answer = (await getOutsideJson(url, { timeoutMs: this.options.timeoutMs, maxBytes, failure: messages.weatherUnavailable })) as ForecastAnswer;
    const now = answer?.current_weather;
    if (!now || typeof now.temperature !== 'number' || typeof now.weathercode !== 'number') throw new HttpError(502, messages.weatherUnavailable);
    const report = {
      temperature: now.temperature,
      windSpeed: typeof now.windspeed === 'number' ? now.windspeed : 0,
      weatherCode: now.weathercode,
      weatherDescription: weatherDescription(now.weathercode),
      unit: user.unit === 'metric' ? ('°C' as const) : ('°F' as const),
    };
    this.reports.set(key, report);
    return { ...report, location: user.location ?? '' };
  }

  /** A Nominatim-compatible search: at most 5 places, only the fields the picker shows. */
  async searchLocations(query: string): Promise<LocationResult[]> {
    const key = query.toLowerCase();
    const cached = this.places.get(key);
    if (cached) return cached;
    const url = new URL(`${this.options.geocodeUrl}/search`);
    url.search = new URLSearchParams({ q: query, format: 'json', limit: String(locationSearchLimit) }).toString();
    const answer = await getOutsideJson(url, { timeoutMs: this.options.timeoutMs, maxBytes, failure: messages.geocodeUnavailable });
    if (!Array.isArray(answer)) throw new HttpError(502, messages.geocodeUnavailable);
    const places = answer
      .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
      .map((p) => ({ name: text(p.name), lat: text(p.lat), lon: text(p.lon), display_name: text(p.display_name) || text(p.name) }))
      .filter((p) => p.lat !== '' && p.lon !== '' && Number.isFinite(Number(p.lat)) && Number.isFinite(Number(p.lon)))
      .slice(0, locationSearchLimit);
    this.places.set(key, places);
    return places;
  }
}
