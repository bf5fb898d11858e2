import { describe, expect, it } from 'vitest';
import { credentials } from '../fixtures/homelab-services.js';
import { openApiModel } from '../fixtures/openapi-model.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';

/**
 * The built-ins whose services publish an OpenAPI description (Sonarr, Radarr, Jellyfin, Immich,
 * AdGuard Home)
 * are held to it: every request they make is checked against the vendored description, and so is
 * every answer the fake gives (tests/fixtures/openapi-model.ts).
 */
const services = useHomelabServices();

const request = (path: string, query = '', headers: Record<string, string> = {}, method = 'GET') => ({ method, path, query: new URLSearchParams(query), headers });

describe('the description model refuses what the description does not allow', () => {
  const sonarr = openApiModel('sonarr');
  const key = { 'x-api-key': 'k' };

  it('allows a request the description names, with the key in a scheme it names', () => {
    expect(sonarr.checkRequest(request('/api/v3/wanted/missing', 'page=1&pageSize=1', key))).toEqual([]);
    expect(sonarr.checkRequest(request('/api/v3/series', 'apikey=k'))).toEqual([]);
  });

  it('refuses an unknown path or method, an unknown or mistyped parameter, and a request without the key', () => {
    expect(sonarr.checkRequest(request('/api/v3/seriez', '', key))).toEqual(['/api/v3/seriez is not a path of the description']);
    expect(sonarr.checkRequest(request('/api/v3/series', '', key, 'DELETE'))).toEqual(['DELETE /api/v3/series is not in the description']);
    expect(sonarr.checkRequest(request('/api/v3/queue', 'pageSize=one&sort=x', key))).toEqual(['the query parameter pageSize is not an integer', 'the query parameter sort is not in the description']);
    expect(sonarr.checkRequest(request('/api/v3/series'))).toEqual(['no credentials by a scheme the description names (X-Api-Key, apikey)']);
    // Sonarr reads a Bearer key too (ApiKeyAuthenticationHandler), but the description does not name it.
    expect(sonarr.checkRequest(request('/api/v3/series', '', { authorization: 'Bearer k' }))).toHaveLength(1);
  });

  it("checks an answer against the description's schema", () => {
    const radarr = openApiModel('radarr');
    expect(radarr.checkAnswer('GET', '/api/v3/queue', 200, { page: 1, pageSize: 1, totalRecords: 0, records: [] })).toEqual([]);
    expect(radarr.checkAnswer('GET', '/api/v3/queue', 200, { page: 'one', records: {} })).toEqual(['$.page is string, not integer', '$.records is object, not array']);
    expect(openApiModel('immich').checkAnswer('GET', '/api/server/version', 200, { major: 1, minor: 2 })).toEqual(['$.patch is missing']);
  });

  it("takes Immich's server URL (/api) as part of the path, and Jellyfin's key in the Authorization header", () => {
    expect(openApiModel('immich').checkRequest(request('/api/server/statistics', '', { 'x-api-key': 'k' }))).toEqual([]);
    expect(openApiModel('immich').checkRequest(request('/server/statistics', '', { 'x-api-key': 'k' }))).toEqual(['/server/statistics is outside the description\'s server URL /api']);
    expect(openApiModel('jellyfin').checkRequest(request('/Sessions', 'activeWithinSeconds=300', { authorization: 'MediaBrowser Token="k"' }))).toEqual([]);
    expect(openApiModel('jellyfin').checkRequest(request('/Sessions', 'activeWithinSeconds=soon', { authorization: 'MediaBrowser Token="k"' }))).toEqual(['the query parameter activeWithinSeconds is not an integer']);
  });

  it("reads AdGuard Home's description as published (YAML, server URL /control, Basic auth only)", () => {
    const adguard = openApiModel('adguard');
    const basic = { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` };
    expect(adguard.checkRequest(request('/control/stats', '', basic))).toEqual([]);
    expect(adguard.checkRequest(request('/control/stats', 'recent=3600000', basic))).toEqual([]);
    expect(adguard.checkRequest(request('/control/stats', 'recent=week', basic))).toEqual(['the query parameter recent is not an integer']);
    // The session cookie signs in too, but the description names only basicAuth.
    expect(adguard.checkRequest(request('/control/status', '', { cookie: 'agh_session=00' }))).toEqual(['no credentials by a scheme the description names (basicAuth)']);
    expect(adguard.checkRequest(request('/status', '', basic))).toEqual(["/status is outside the description's server URL /control"]);
    expect(adguard.checkAnswer('GET', '/control/status', 200, { version: 'v0.107.79', language: 'xx', dns_addresses: [], dns_port: 53, http_port: 80, protection_disabled_duration: 0, running: true })).toEqual([
      '$.protection_enabled is missing',
      '$.language is "xx", not one of ' + 'ar be bg cs da de en es fa fi fr hr hu id it ja ko nl no pl pt-br pt-pt ro ru si-lk sk sl sr-cs sv th tr uk vi zh-cn zh-hk zh-tw'.split(' ').join(', '),
    ]);
  });
});

describe('built-ins against the descriptions', () => {
  it.each([
    ['com.sonarr', 'sonarr', credentials.sonarr],
    ['com.radarr', 'radarr', credentials.radarr],
    ['com.jellyfin', 'jellyfin', credentials.jellyfin],
    ['com.jellyfin', 'jellyfin12', credentials.jellyfin],
    ['com.immich', 'immich', credentials.immich],
    ['com.adguardhome', 'adguard', credentials.adguard],
  ] as const)('%s (%s) makes only requests its description allows, and the fake answers as it promises', async (appId, service, config) => {
    const before = { requests: services().requests.length, checked: services().checked.length, violations: services().violations.length };
    for (const kind of ['initialize', 'connectionTest'] as const) {
      const result = await runBuiltin(appId, kind, config, services().url(service), null);
      expect(result.reason).toBe('');
    }
    // The positive control: the card did ask the service.
    expect(services().requests.slice(before.requests).length).toBeGreaterThanOrEqual(3);
    // …and each of its requests was held to the description.
    expect(services().checked.slice(before.checked)).toEqual(services().requests.slice(before.requests));
    expect(services().violations.slice(before.violations)).toEqual([]);
  });

  it("the AdGuard Home fake answers every property its description declares for status and stats, as the handlers write them all", async () => {
    const adguard = openApiModel('adguard');
    const auth = { authorization: `Basic ${Buffer.from(`${credentials.adguard.username}:${credentials.adguard.password}`).toString('base64')}` };
    for (const path of ['/control/status', '/control/stats']) {
      const answer = await fetch(`${services().url('adguard')}${path}`, { headers: auth });
      expect(answer.status).toBe(200);
      const declared = adguard.answerProperties('GET', path, 200);
      expect(declared.length).toBeGreaterThan(8);
      expect(Object.keys((await answer.json()) as Record<string, unknown>).sort()).toEqual([...declared].sort());
    }
  });

  it('records a request outside the description, so a built-in that made one would fail', async () => {
    const before = services().violations.length;
    const answer = await fetch(`${services().url('radarr')}/api/v3/movie?sortKey=title`, { headers: { 'x-api-key': credentials.radarr.apiKey } });
    await answer.body?.cancel();
    expect(services().violations.slice(before)).toEqual(['GET /radarr/api/v3/movie: the query parameter sortKey is not in the description']);
  });
});
