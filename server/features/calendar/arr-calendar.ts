import type { CalendarEvent } from '../../../shared/contracts/calendar.js';
import type { ReachPolicy } from '../../net/reach.js';
import type { CertificateRule } from '../monitoring/outbound.js';
import { CalendarSourceError, fetchSource, looksLikeHtml, statusProblem } from './source-fetch.js';

/**
 * The calendar endpoints of Sonarr (API v3, EpisodeResource[]), Radarr (API v3,
 * MovieResource[]) and Lidarr (API v1, AlbumResource[]), as their published descriptions give
 * them (tests/fixtures/openapi/), turned into events that open the item in the service's own UI.
 */
export const arrApps = { 'com.sonarr': 'sonarr', 'com.radarr': 'radarr', 'com.lidarr': 'lidarr' } as const;
export type ArrAppId = keyof typeof arrApps;
export const isArrApp = (appId: string): appId is ArrAppId => Object.hasOwn(arrApps, appId);

export interface ArrLink {
  sourceId: string;
  appId: ArrAppId;
  /** The service's address: overrideurl, else the local URL, else the link's URL. */
  base: string;
  apiKey: string;
  reach: ReachPolicy;
  certificate: CertificateRule;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
const dayMs = 86_400_000;

function iso(value: unknown): number | null {
  const ms = Date.parse(str(value));
  return Number.isFinite(ms) ? ms : null;
}

const paths: Record<ArrAppId, string> = { 'com.sonarr': '/api/v3/calendar', 'com.radarr': '/api/v3/calendar', 'com.lidarr': '/api/v1/calendar' };
const includes: Record<ArrAppId, Record<string, string>> = { 'com.sonarr': { includeSeries: 'true' }, 'com.radarr': {}, 'com.lidarr': { includeArtist: 'true' } };

/** The link's events in [startMs, endMs). */
export async function arrEvents(link: ArrLink, startMs: number, endMs: number): Promise<CalendarEvent[]> {
  const base = link.base.replace(/\/+$/, '');
  const query = new URLSearchParams({ start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString(), ...includes[link.appId] });
  const answer = await fetchSource({ url: `${base}${paths[link.appId]}?${query}`, headers: { 'x-api-key': link.apiKey, accept: 'application/json' }, reach: link.reach, certificate: link.certificate });
  const problem = statusProblem(answer.status);
  if (problem) throw new CalendarSourceError(problem);
  if (looksLikeHtml(answer)) throw new CalendarSourceError('The service answered with a web page, not its API: check the address (a reverse proxy sign-in page?).');
  let items: unknown;
  try {
    items = JSON.parse(answer.text);
  } catch {
    throw new CalendarSourceError('The service answered something that is not JSON.');
  }
  if (!Array.isArray(items)) throw new CalendarSourceError('The service answered JSON that is not a calendar (a list was expected).');
  const records = items.filter((i): i is Json => i !== null && typeof i === 'object');
  const make = mapper[link.appId];
  return records.flatMap((item) => make(item, base, link.sourceId)).filter((e) => Date.parse(e.end) > startMs && Date.parse(e.start) < endMs);
}

type Mapper = (item: Json, base: string, sourceId: string) => CalendarEvent[];

const sonarr: Mapper = (episode, base, sourceId) => {
  const start = iso(episode.airDateUtc);
  if (start === null) return [];
  const series = (episode.series ?? {}) as Json;
  const runtime = num(episode.runtime) ?? 0;
  const code = `S${pad(num(episode.seasonNumber))}E${pad(num(episode.episodeNumber))}`;
  const slug = str(series.titleSlug);
  return [{
    id: `${sourceId}:${String(episode.id)}`, sourceId, kind: 'sonarr',
    title: [str(series.title), code, str(episode.title)].filter(Boolean).join(' · '),
    start: new Date(start).toISOString(), end: new Date(start + Math.max(runtime, 1) * 60_000).toISOString(), allDay: false,
    url: slug ? `${base}/series/${encodeURIComponent(slug)}` : null,
  }];
};

const releases = [['inCinemas', 'in cinemas'], ['digitalRelease', 'digital release'], ['physicalRelease', 'physical release']] as const;

const radarr: Mapper = (movie, base, sourceId) => {
  // Radarr's UI routes /movie/:titleSlug, and MovieResource's titleSlug is the TMDb id (v4+).
  const slug = str(movie.titleSlug) || String(num(movie.tmdbId) ?? '');
  return releases.flatMap(([field, label]) => {
    const at = iso(movie[field]);
    if (at === null) return [];
    const day = Math.floor(at / dayMs) * dayMs;
    return [{
      id: `${sourceId}:${String(movie.id)}:${field}`, sourceId, kind: 'radarr' as const,
      title: `${str(movie.title)} (${label})`,
      start: new Date(day).toISOString(), end: new Date(day + dayMs).toISOString(), allDay: true,
      url: slug ? `${base}/movie/${encodeURIComponent(slug)}` : null,
    }];
  });
};

const lidarr: Mapper = (album, base, sourceId) => {
  const at = iso(album.releaseDate);
  if (at === null) return [];
  const day = Math.floor(at / dayMs) * dayMs;
  const artist = (album.artist ?? {}) as Json;
  const foreign = str(album.foreignAlbumId);
  return [{
    id: `${sourceId}:${String(album.id)}`, sourceId, kind: 'lidarr',
    title: [str(artist.artistName), str(album.title)].filter(Boolean).join(' – '),
    start: new Date(day).toISOString(), end: new Date(day + dayMs).toISOString(), allDay: true,
    url: foreign ? `${base}/album/${encodeURIComponent(foreign)}` : null,
  }];
};

const mapper: Record<ArrAppId, Mapper> = { 'com.sonarr': sonarr, 'com.radarr': radarr, 'com.lidarr': lidarr };
