import { z } from 'zod';
import { messages } from '../messages.js';

export const weatherUnits = ['metric', 'imperial'] as const;
export type WeatherUnit = (typeof weatherUnits)[number];

/** Location search: at most 5 results, queries of at least 3 characters (spec-features §9). */
export const locationSearchLimit = 5;
export const locationMinQuery = 3;

/** A decimal number as a person types one: "52.52", "-13", "+7.4" (no exponents, no words). */
const decimal = /^[-+]?\d{1,3}(\.\d+)?$/;

/**
 * A latitude or longitude, kept as the text it was sent as. Missing is "no location" (the spec's
 * text); anything else that is not a number within ±max gets a text that says what is allowed.
 */
const coordinate = (max: number, invalid: string, missing: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : null;
      if (v === undefined || v === null || text === '') {
        ctx.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      if (text === null || !decimal.test(text) || Math.abs(Number(text)) > max) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return text;
    });

/** Latitude and longitude typed by hand in the location dialog: every problem names its field. */
export const coordinatesSchema = z.object({
  latitude: coordinate(90, messages.latitudeInvalid, messages.latitudeInvalid),
  longitude: coordinate(180, messages.longitudeInvalid, messages.longitudeInvalid),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** POST /api/v1/settings/weather body (spec-features §7). Coordinates are kept as strings, as the original stored them. */
export const weatherSaveSchema = z.object({
  location: z.object(
    {
      location: z.string({ error: messages.locationRequired }).trim().min(1, messages.locationRequired).max(300),
      latitude: coordinate(90, messages.latitudeInvalid, messages.locationRequired),
      longitude: coordinate(180, messages.longitudeInvalid, messages.locationRequired),
    },
    { error: messages.locationRequired },
  ),
  unit: z.enum(weatherUnits, { error: messages.unitRequired }),
});
export type WeatherSaveBody = z.infer<typeof weatherSaveSchema>;

/** One result of GET /api/v1/weather/locations (Nominatim's fields). */
export interface LocationResult {
  name: string;
  lat: string;
  lon: string;
  display_name: string;
}

/** GET /api/v1/weather answer (reference/original-server.md §2.2). */
export interface WeatherReport {
  temperature: number;
  windSpeed: number;
  weatherCode: number;
  weatherDescription: string;
  location: string;
  unit: '°C' | '°F';
}

/** The WMO weather interpretation codes Open-Meteo answers with. */
const wmo: Record<number, string> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Depositing rime fog',
  51: 'Light drizzle',
  53: 'Moderate drizzle',
  55: 'Dense drizzle',
  56: 'Freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Slight rain',
  63: 'Moderate rain',
  65: 'Heavy rain',
  66: 'Freezing rain',
  67: 'Freezing rain',
  71: 'Slight snowfall',
  73: 'Moderate snowfall',
  75: 'Heavy snowfall',
  77: 'Snow grains',
  80: 'Slight showers',
  81: 'Moderate showers',
  82: 'Violent showers',
  85: 'Slight snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Violent thunderstorm',
  99: 'Heavy hail',
};

export function weatherDescription(code: number): string {
  return wmo[code] ?? 'Unknown weather';
}
