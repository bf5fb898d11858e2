import { afterAll, describe, expect, it } from 'vitest';
import { homepageWidgets } from '../../server/features/imports/homepage-widgets.js';
import { parseHomarr } from '../../server/features/imports/homarr.parse.js';
import { bazarrFigures, bazarrKey, bazarrUnauthorized, startBazarr } from '../fixtures/services/bazarr.js';
import { seerrFigures, seerrForbidden, seerrKey, startSeerr } from '../fixtures/services/seerr.js';
import { startTautulli, tautulliFigures, tautulliKey } from '../fixtures/services/tautulli.js';
import { embyFigures, embyKey, startEmby } from '../fixtures/services/emby.js';
import { lidarrFigures, lidarrKey, startLidarr } from '../fixtures/services/lidarr.js';
import { prowlarrFigures, prowlarrKey, startProwlarr } from '../fixtures/services/prowlarr.js';
import { runBuiltin, shortLimitMs, stopBuiltins } from '../helpers/run-builtin.js';
import { commonCases } from '../helpers/arr-cases.js';
import { runWith } from '../helpers/run-outcomes.js';

/**
 * The "arr" batch of built-ins (issue 43) against fakes of their services (tests/fixtures/services/,
 * sources in tests/fixtures/SOURCES.md): what the card and the details show, a wrong key, the
 * service down, a slow service, a self-signed certificate, and each service's own quirk. Fakes
 * with a published description record every request and answer it does not allow.
 */
afterAll(() => {
  stopBuiltins();
});

describe('Prowlarr', () => {
  const config = { apiKey: prowlarrKey };
  commonCases({
    appId: 'com.prowlarr', start: (tls) => startProwlarr(tls ? { tls } : {}), config, wrong: { apiKey: 'nope' },
    refusal: '401: the service refused the credentials (check the key, token or password)', shown: '>1,596<', described: true,
  });

  it('shows enabled and failing indexers, queries and grabs on the card, the rest in the details', async () => {
    const fake = await startProwlarr();
    try {
      const result = await runBuiltin('com.prowlarr', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(4);
      for (const value of ['>4<', '>1<', '>1,596<', '>92<']) expect(result.html).toContain(value);
      for (const row of ['Indexers</dt><dd>5<', 'Enabled</dt><dd>4<', 'Failed queries</dt><dd>26<', 'Failed grabs</dt><dd>1<', `Version</dt><dd>${prowlarrFigures.version}<`]) expect(result.fullHtml).toContain(row);
      const test = await runBuiltin('com.prowlarr', 'connectionTest', config, fake.url, null);
      expect(test.reason).toBe('');
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('counts an indexer as failing only while Prowlarr keeps it disabled, not once its disable has ended', async () => {
    let now = Date.now();
    const fake = await startProwlarr({ now: () => now });
    try {
      expect((await runBuiltin('com.prowlarr', 'initialize', config, fake.url, null)).fullHtml).toContain('Failing (disabled for now)</dt><dd>1<');
      // Rows written two hours ago: both are still listed, and both disables have ended.
      now -= 2 * 3_600_000;
      expect((await runBuiltin('com.prowlarr', 'initialize', config, fake.url, null)).fullHtml).toContain('Failing (disabled for now)</dt><dd>0<');
    } finally {
      await fake.close();
    }
  });

  it('reads the key from the header, as the description names it, never in the address', async () => {
    const fake = await startProwlarr();
    try {
      await runBuiltin('com.prowlarr', 'connectionTest', config, fake.url, null);
      expect(fake.requests).toEqual(['GET /api/v1/system/status']);
      // The *arr rule: a key in the query is read first, so a wrong one there refuses a right header.
      const answer = await fetch(`${fake.url}/api/v1/system/status?apikey=nope`, { headers: { 'x-api-key': prowlarrKey } });
      expect(answer.status).toBe(401);
      expect(await answer.text()).toBe('');
      // The positive control: a request outside the description is recorded.
      await (await fetch(`${fake.url}/api/v1/indexerstats?days=7`, { headers: { 'x-api-key': prowlarrKey } })).text();
      expect(fake.violations).toEqual(['GET /api/v1/indexerstats: the query parameter days is not in the description']);
    } finally {
      await fake.close();
    }
  });
});

describe('Lidarr', () => {
  const config = { apiKey: lidarrKey };
  commonCases({
    appId: 'com.lidarr', start: (tls) => startLidarr(tls ? { tls } : {}), config, wrong: { apiKey: 'nope' },
    refusal: '401: the service refused the credentials (check the key, token or password)', shown: '>23<', described: true,
  });

  it('shows artists, missing albums and the queue on the card, the rest in the details', async () => {
    const fake = await startLidarr();
    try {
      const result = await runBuiltin('com.lidarr', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(3);
      for (const value of ['>6<', '>23<', '>3<']) expect(result.html).toContain(value);
      for (const row of ['Monitored artists</dt><dd>4<', 'Below quality cutoff</dt><dd>4<', 'Not matched to an artist</dt><dd>1<', 'Queue</dt><dd>Warnings<', `Version</dt><dd>${lidarrFigures.version}<`]) expect(result.fullHtml).toContain(row);
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it("counts monitored artists on each artist itself, not on its albums' own flag, and asks Lidarr only for the totals of its paged lists", async () => {
    const fake = await startLidarr();
    try {
      const result = await runBuiltin('com.lidarr', 'initialize', config, fake.url, null);
      // Each artist's last album and overview say the opposite of the artist: counting the text would give 6.
      expect(result.fullHtml).toContain(`Monitored artists</dt><dd>${lidarrFigures.monitored}<`);
      // The monitored albums of monitored artists (Lidarr's default), one record a page.
      expect(fake.urls).toEqual(expect.arrayContaining(['GET /api/v1/wanted/missing?page=1&pageSize=1', 'GET /api/v1/wanted/cutoff?page=1&pageSize=1']));
      expect(result.html).not.toContain(`>${lidarrFigures.unmonitoredMissing}<`);
      // Lidarr's paging, as the fake answers it: totalRecords whatever the page, records for the page.
      const page = (await (await fetch(`${fake.url}/api/v1/wanted/missing?page=3&pageSize=10`, { headers: { 'x-api-key': lidarrKey } })).json()) as { totalRecords: number; records: unknown[] };
      expect({ total: page.totalRecords, records: page.records.length }).toEqual({ total: 23, records: 3 });
    } finally {
      await fake.close();
    }
  });
});

describe('Bazarr', () => {
  const config = { apiKey: bazarrKey };
  // Bazarr's refusal is werkzeug's long sentence; a card quotes at most 200 characters of it.
  const quoted = bazarrUnauthorized.length > 200 ? `${bazarrUnauthorized.slice(0, 199)}…` : bazarrUnauthorized;
  commonCases({
    appId: 'com.bazarr', start: (tls) => startBazarr(tls ? { tls } : {}), config, wrong: { apiKey: 'nope' },
    refusal: `401: the service refused the credentials: "${quoted}" (check the API key in Bazarr, Settings, General, Security)`, shown: '>1,234<', described: false,
  });

  it('shows episodes and movies wanting subtitles, throttled providers and health issues, the feeds in the details', async () => {
    const fake = await startBazarr();
    try {
      const result = await runBuiltin('com.bazarr', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(4);
      for (const value of ['>1,234<', '>57<', `>${bazarrFigures.providers}<`, `>${bazarrFigures.issues}<`]) expect(result.html).toContain(value);
      for (const row of ['Sonarr feed</dt><dd>Live<', 'Radarr feed</dt><dd>Not connected<', `Version</dt><dd>${bazarrFigures.version}<`]) expect(result.fullHtml).toContain(row);
    } finally {
      await fake.close();
    }
  });

  it('asks the wanted lists for one record, not every one (their default), and still reads the totals', async () => {
    const fake = await startBazarr();
    try {
      await runBuiltin('com.bazarr', 'initialize', config, fake.url, null);
      expect(fake.urls.filter((url) => url.includes('/wanted')).sort()).toEqual(['GET /api/episodes/wanted?start=0&length=1', 'GET /api/movies/wanted?start=0&length=1']);
      // Bazarr's paging, as the fake answers it: without length, every record.
      const all = (await (await fetch(`${fake.url}/api/episodes/wanted`, { headers: { 'x-api-key': bazarrKey } })).json()) as { data: unknown[]; total: number };
      expect({ records: all.data.length, total: all.total }).toEqual({ records: bazarrFigures.episodes, total: bazarrFigures.episodes });
    } finally {
      await fake.close();
    }
  });

  it('takes the key from any of the places Bazarr reads, unlike the *arr apps', async () => {
    const fake = await startBazarr();
    try {
      const answer = await fetch(`${fake.url}/api/badges?apikey=nope`, { headers: { 'x-api-key': bazarrKey } });
      expect(answer.status).toBe(200);
      const wrong = await fetch(`${fake.url}/api/badges`, { headers: { 'x-api-key': 'nope' } });
      expect({ status: wrong.status, body: (await wrong.json()) as unknown }).toEqual({ status: 401, body: { message: bazarrUnauthorized } });
    } finally {
      await fake.close();
    }
  });
});

describe('Seerr (Overseerr, Jellyseerr)', () => {
  const config = { apiKey: seerrKey };
  commonCases({
    appId: 'com.seerr', start: (tls) => startSeerr(tls ? { tls } : {}), config, wrong: { apiKey: 'nope' }, refusalStatus: 403,
    refusal: `403: the service refused the credentials: "${seerrForbidden.error}" (check the API key in Settings, General; the key acts as the first administrator)`, shown: '>98<', described: true,
  });

  it('shows pending, processing and available requests and open issues on the card, the rest in the details', async () => {
    const fake = await startSeerr();
    try {
      const result = await runBuiltin('com.seerr', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(4);
      for (const value of [`>${seerrFigures.pending}<`, `>${seerrFigures.processing}<`, `>${seerrFigures.available}</span><span class="hk-label">Available<`, `>${seerrFigures.open}<`]) expect(result.html).toContain(value);
      for (const row of ['Requests</dt><dd>120<', 'Movies</dt><dd>80<', 'Declined</dt><dd>2<', 'Completed</dt><dd>—<', 'Closed issues</dt><dd>17<', `Version</dt><dd>${seerrFigures.version}<`, 'Update</dt><dd>Up to date<']) expect(result.fullHtml).toContain(row);
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it("shows Seerr's completed requests where it counts them", async () => {
    const fake = await startSeerr({ seerr: true });
    try {
      const result = await runBuiltin('com.seerr', 'initialize', config, fake.url, null);
      expect(result.html).toContain(`>${seerrFigures.completed}</span><span class="hk-label">Completed<`);
      expect(result.fullHtml).toContain(`Completed</dt><dd>${seerrFigures.completed}<`);
    } finally {
      await fake.close();
    }
  });

  it('fails the connection test for a wrong key although /status answers without one', async () => {
    const fake = await startSeerr();
    try {
      expect((await fetch(`${fake.url}/api/v1/status`)).status).toBe(200);
      const result = await runBuiltin('com.seerr', 'connectionTest', { apiKey: 'nope' }, fake.url, null);
      expect(result.reason).toMatch(/^403: the service refused the credentials/);
      expect(fake.requests).toEqual(['GET /api/v1/status', 'GET /api/v1/auth/me']);
    } finally {
      await fake.close();
    }
  });

  it('refuses, as Overseerr validates against its description, a query parameter it does not declare and a request without a key', async () => {
    const fake = await startSeerr();
    try {
      const unknown = await fetch(`${fake.url}/api/v1/request/count?days=7`, { headers: { 'x-api-key': seerrKey } });
      expect({ status: unknown.status, body: (await unknown.json()) as unknown }).toEqual({ status: 400, body: { message: "Unknown query parameter 'days'", errors: [{ path: '.query.days', message: "Unknown query parameter 'days'" }] } });
      const keyless = await fetch(`${fake.url}/api/v1/issue/count`);
      expect(keyless.status).toBe(401);
      await keyless.body?.cancel();
    } finally {
      await fake.close();
    }
  });
});

describe('Tautulli', () => {
  const config = { apiKey: tautulliKey };
  const refusal = (status: number) => `${status}: Tautulli refused the API key ("Invalid apikey"): copy it from Tautulli, Settings, Web Interface, API`;
  commonCases({
    appId: 'com.tautulli', start: (tls) => startTautulli(tls ? { tls } : {}), config, wrong: { apiKey: 'ffffffffffffffffffffffffffffffff' },
    refusal: refusal(400), shown: '>37.5 Mbps<', described: false,
  });

  it('shows streams, transcodes and bandwidth (kbit/s from Tautulli) on the card, the split in the details', async () => {
    const fake = await startTautulli();
    try {
      const result = await runBuiltin('com.tautulli', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(3);
      for (const value of [`>${tautulliFigures.streams}</span><span class="hk-label">Streams<`, `>${tautulliFigures.transcodes}</span><span class="hk-label">Transcodes<`, '>37.5 Mbps<']) expect(result.html).toContain(value);
      for (const row of ['Direct play</dt><dd>1<', 'Direct stream</dt><dd>1<', 'LAN</dt><dd>25.3 Mbps<', 'WAN</dt><dd>12.2 Mbps<', `Version</dt><dd>${tautulliFigures.version}<`]) expect(result.fullHtml).toContain(row);
    } finally {
      await fake.close();
    }
  });

  it('reads a wrong key as refused both before 2.10.5 (401) and since (400), and never shows the key', async () => {
    const legacy = await startTautulli({ legacy: true });
    try {
      const result = await runBuiltin('com.tautulli', 'connectionTest', { apiKey: 'ffffffffffffffffffffffffffffffff' }, legacy.url, null);
      expect(result.reason).toBe(refusal(401));
      expect(result.refusal).toBe(401);
      legacy.slowDown(shortLimitMs + 1000);
      const slow = await runWith('com.tautulli', 'initialize', config, legacy.url);
      expect(slow.reason).toMatch(/^no answer in time from GET http:\/\/127\.0\.0\.1:\d+\/api\/v2 /);
      expect(slow.reason).not.toContain(tautulliKey);
    } finally {
      await legacy.close();
    }
  });

  it('says Tautulli cannot reach Plex when it answers success with no activity', async () => {
    const fake = await startTautulli({ plexDown: true });
    try {
      const result = await runBuiltin('com.tautulli', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('Tautulli has no activity to show: it cannot reach Plex Media Server (check its Plex settings)');
      expect((await runBuiltin('com.tautulli', 'connectionTest', config, fake.url, null)).reason).toBe('');
    } finally {
      await fake.close();
    }
  });
});

describe('Emby', () => {
  const config = { apiKey: embyKey };
  commonCases({
    appId: 'com.emby', start: (tls) => startEmby(tls ? { tls } : {}), config, wrong: { apiKey: 'nope' },
    refusal: '401: the service refused the credentials: "Access token is invalid or expired." (check the API key (Emby, Settings, Advanced, API Keys))', shown: '>812<', described: true,
  });

  it('shows what plays and transcodes and the library on the card, the rest in the details', async () => {
    const fake = await startEmby();
    try {
      const result = await runBuiltin('com.emby', 'initialize', config, fake.url, null);
      expect(result.reason).toBe('');
      expect(result.html.match(/class="hk-stat"/g)).toHaveLength(4);
      for (const value of [`>${embyFigures.playing}</span><span class="hk-label">Playing<`, `>${embyFigures.transcoding}</span><span class="hk-label">Transcoding<`, '>812<', '>97<']) expect(result.html).toContain(value);
      for (const row of ['Paused</dt><dd>1<', 'Episodes</dt><dd>4,321<', 'Songs</dt><dd>12,000<', `Version</dt><dd>${embyFigures.version}<`, '<p class="hk-title">media</p>']) expect(result.fullHtml).toContain(row);
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('counts as playing only the sessions with something playing, not every connected client', async () => {
    const fake = await startEmby();
    try {
      const result = await runBuiltin('com.emby', 'initialize', config, fake.url, null);
      expect(result.fullHtml).toContain(`Connected clients</dt><dd>${embyFigures.sessions}<`);
      expect(result.fullHtml).toContain(`Playing</dt><dd>${embyFigures.playing}<`);
      // Under /emby, the key as api_key: the scheme the description names.
      expect(fake.urls.every((url) => /^GET \/emby\/[A-Za-z/]+\?api_key=/.test(url))).toBe(true);
    } finally {
      await fake.close();
    }
  });
});

describe('imports map the batch', () => {
  it("maps Homepage's widget types to the built-ins, the key to the API key", () => {
    const expected: Record<string, string> = { prowlarr: 'com.prowlarr', lidarr: 'com.lidarr', bazarr: 'com.bazarr', seerr: 'com.seerr', overseerr: 'com.seerr', jellyseerr: 'com.seerr', tautulli: 'com.tautulli', emby: 'com.emby' };
    for (const [type, appId] of Object.entries(expected)) expect(homepageWidgets[type], type).toEqual({ appId, urlField: 'overrideurl', fields: { apiKey: 'key' } });
  });

  it("maps Homarr's integration kinds of these services through the same table", () => {
    const app = (name: string, type: string) => ({ name, url: `http://192.0.2.10/${name}`, integration: { type, properties: [{ field: 'apiKey', type: 'private', value: 'k' }] } });
    const parsed = parseHomarr(JSON.stringify({ apps: [app('Lidarr', 'lidarr'), app('Overseerr', 'overseerr'), app('Jellyseerr', 'jellyseerr')] }));
    const widgets = parsed.folders.flatMap((folder) => folder.links).map((link) => link.widgets[0]);
    expect(widgets.map((widget) => widget && homepageWidgets[widget.type]?.appId)).toEqual(['com.lidarr', 'com.seerr', 'com.seerr']);
    expect(widgets.map((widget) => widget?.values.key)).toEqual(['k', 'k', 'k']);
  });
});
