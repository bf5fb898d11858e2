import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { linkIcon, makeLink } from '../helpers/listings.js';
import { calendarKeys, startLidarrCalendar, startRadarrCalendar, startSonarrCalendar } from '../fixtures/services/calendar-arr.js';
import { icalLogin, startIcalHost } from '../fixtures/services/calendar-ical.js';
import type { FakeService } from '../fixtures/services/arr-kit.js';
import type { CalendarAnswer, CalendarSourceView } from '../../shared/contracts/calendar.js';
import { messages, monitorMessages } from '../../shared/messages.js';

/**
 * GET /api/v1/calendar (issue 44 item 5) on a real server: the user's Sonarr, Radarr and Lidarr
 * links asked at their calendar endpoints (fakes held to the published descriptions), iCal
 * addresses from a local calendar host, every failure the source's own, the rest still answering.
 */
let server: TestServer;
let admin: string;
let neighbour: string;
let sonarr: FakeService;
let radarr: FakeService;
let lidarr: FakeService;
let host: Awaited<ReturnType<typeof startIcalHost>>;
const december = '/calendar?from=2026-12-01&to=2026-12-31';

const arrLink = (url: string, name: string, appId: string, apiKey: string) => makeLink(server, admin, { linkName: name, linkIcon, linkURL: url, integration: { package: appId, config: { apiKey } } });
const addSource = (token: string, body: Record<string, unknown>) => call<{ source: CalendarSourceView; text: string }>(server, 'POST', '/calendar/sources', { token, body });

beforeAll(async () => {
  [server, sonarr, radarr, lidarr, host] = await Promise.all([startTestServer(), startSonarrCalendar(), startRadarrCalendar(), startLidarrCalendar(), startIcalHost()]);
  admin = await loginAdmin(server);
  neighbour = await createUser(server, 'neighbour');
});

afterAll(async () => {
  await Promise.all([server?.stop(), sonarr?.close(), radarr?.close(), lidarr?.close(), host?.close()]);
});

describe('GET /api/v1/calendar', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', december)).status).toBe(401);
  });

  it.each([
    ['/calendar', 'Give the range as ?from=YYYY-MM-DD&to=YYYY-MM-DD.'],
    ['/calendar?from=2026-12-01&to=next%20week', '"next week" is not a date for to: use YYYY-MM-DD, e.g. 2026-11-28.'],
    ['/calendar?from=2026-02-29&to=2026-03-01', '"2026-02-29" is not a date for from: use YYYY-MM-DD, e.g. 2026-11-28.'],
    ['/calendar?from=2026-12-31&to=2026-12-01', '"to" must be on or after "from".'],
    ['/calendar?from=2026-01-01&to=2026-12-31', 'Ask for at most 62 days at a time.'],
  ])('answers 400 to %s with a message', async (path, message) => {
    const res = await call(server, 'GET', path, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  it('answers an empty calendar for a user with no sources', async () => {
    const res = await call<CalendarAnswer>(server, 'GET', december, { token: neighbour });
    expect(res.body).toEqual({ error: false, message: { from: '2026-12-01', to: '2026-12-31', events: [], sources: [] } });
  });

  it('merges the Sonarr, Radarr and Lidarr links with an iCal feed, each event linking to its item', async () => {
    const tv = await arrLink(sonarr.url, 'TV', 'com.sonarr', calendarKeys.sonarr);
    const films = await arrLink(`${radarr.url}/`, 'Films', 'com.radarr', calendarKeys.radarr);
    const music = await arrLink(lidarr.url, 'Music', 'com.lidarr', calendarKeys.lidarr);
    const family = await addSource(admin, { kind: 'ical', name: 'Family', url: `${host.url}/family.ics` });
    expect(family.status).toBe(201);
    const res = await call<CalendarAnswer>(server, 'GET', december, { token: admin });
    expect(res.status).toBe(200);
    const { events, sources } = res.body.message;
    expect(sources).toEqual(expect.arrayContaining([
      { id: tv._id, kind: 'sonarr', name: 'TV', error: null },
      { id: films._id, kind: 'radarr', name: 'Films', error: null },
      { id: music._id, kind: 'lidarr', name: 'Music', error: null },
      { id: family.body.message.source.id, kind: 'ical', name: 'Family', error: null },
    ]));
    const titles = events.map((e) => `${e.start.slice(0, 10)} ${e.title}`);
    expect(titles).toEqual([
      '2026-12-01 Choir',
      '2026-12-03 Quiet Harbour (digital release)',
      '2026-12-05 Severance · S02E01 · Hello, Ms. Cobel',
      '2026-12-06 Christmas market',
      '2026-12-08 Choir',
      '2026-12-09 Portishead – Fourth',
      '2026-12-10 Call with Sam',
      '2026-12-12 Severance · S02E02 · Goodbye, Mrs. Selvig',
      '2026-12-18 Dune Messiah (in cinemas)',
      '2026-12-20 Quiet Harbour (physical release)',
      '2026-12-22 Choir (Christmas concert)',
      '2026-12-29 Choir',
    ]);
    expect(events.find((e) => e.kind === 'sonarr')).toMatchObject({ url: `${sonarr.url}/series/severance`, start: '2026-12-05T02:00:00.000Z', end: '2026-12-05T02:50:00.000Z', allDay: false });
    expect(events.find((e) => e.title.startsWith('Dune'))).toMatchObject({ url: `${radarr.url}/movie/1170608`, allDay: true, end: '2026-12-19T00:00:00.000Z' });
    expect(events.find((e) => e.kind === 'lidarr')?.url).toBe(`${lidarr.url}/album/mb-album-fourth`);
    // The range and the key as the descriptions name them; nothing the descriptions do not allow.
    expect(sonarr.urls).toContain('GET /api/v3/calendar?start=2026-12-01T00%3A00%3A00.000Z&end=2027-01-01T00%3A00%3A00.000Z&includeSeries=true');
    expect(lidarr.urls.at(-1)).toContain('includeArtist=true');
    for (const fake of [sonarr, radarr, lidarr]) {
      expect(fake.checked.length).toBeGreaterThan(0);
      expect(fake.violations).toEqual([]);
    }
    // Another user sees none of it.
    expect((await call<CalendarAnswer>(server, 'GET', december, { token: neighbour })).body.message.events).toEqual([]);
  });

  it('gives each failing source its own error while the rest still answers', async () => {
    const bad = await Promise.all([
      arrLink(sonarr.url, 'Wrong key', 'com.sonarr', 'nope'),
      addSource(admin, { kind: 'ical', name: 'Web page', url: `${host.url}/page` }),
      addSource(admin, { kind: 'ical', name: 'Endless', url: `${host.url}/forever.ics` }),
      addSource(admin, { kind: 'ical', name: 'Million', url: `${host.url}/million.ics` }),
      addSource(admin, { kind: 'ical', name: 'Gone', url: `${host.url}/gone.ics` }),
    ]);
    const res = await call<CalendarAnswer>(server, 'GET', december, { token: admin });
    expect(res.status).toBe(200);
    const error = (name: string) => res.body.message.sources.find((s) => s.name === name)?.error;
    expect(error('Wrong key')).toBe('401: the service refused the credentials (check the key, user name or password).');
    expect(error('Web page')).toBe('This address gives a web page, not an iCalendar file: use the calendar\'s "secret address in iCal format" or .ics link.');
    expect(error('Endless')).toBe('The answer is larger than 5 MB: is this the calendar\'s address?');
    expect(error('Million')).toBe('More than 2,000 events in this range: showing the first ones.');
    expect(res.body.message.sources.find((s) => s.name === 'Million')?.truncated).toBe(true);
    expect(error('Gone')).toBe('404: nothing at this address (check the URL).');
    expect(error('TV')).toBeNull();
    expect(res.body.message.events.filter((e) => e.title === 'Tick')).toHaveLength(2_000);
    expect(res.body.message.events.some((e) => e.title === 'Choir')).toBe(true);
    for (const answer of bad.slice(1)) await call(server, 'DELETE', `/calendar/sources/${(answer as { body: { message: { source: CalendarSourceView } } }).body.message.source.id}`, { token: admin });
  });

  it('says when a service is down, without failing the answer', async () => {
    const down = await startSonarrCalendar();
    await arrLink(down.url, 'Down', 'com.sonarr', calendarKeys.sonarr);
    await down.close();
    const res = await call<CalendarAnswer>(server, 'GET', december, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message.sources.find((s) => s.name === 'Down')?.error).toMatch(/refused/i);
  });
  it('gives a service that answers too slowly its own timeout, while the rest answers', async () => {
    const slow = await startRadarrCalendar();
    try {
      await arrLink(slow.url, 'Slow', 'com.radarr', calendarKeys.radarr);
      slow.slowDown(30_000);
      const res = await call<CalendarAnswer>(server, 'GET', december, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.message.sources.find((s) => s.name === 'Slow')?.error).toBe(monitorMessages.timedOut(8));
      expect(res.body.message.sources.find((s) => s.name === 'Films')?.error).toBeNull();
    } finally {
      await slow.close();
    }
  });
});

describe('calendar sources', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/calendar/sources')).status).toBe(401);
    expect((await call(server, 'POST', '/calendar/sources', { body: {} })).status).toBe(401);
    expect((await call(server, 'DELETE', '/calendar/sources/x')).status).toBe(401);
  });

  it.each([
    [{ kind: 'exchange', name: 'A', url: 'https://example.org/a.ics' }, 'The calendar must be "ical" or "caldav".'],
    [{ kind: 'ical', name: ' ', url: 'https://example.org/a.ics' }, 'Give the calendar a name.'],
    [{ kind: 'ical', name: 'A', url: 'file:///etc/passwd' }, 'The calendar address must be an http:// or https:// URL.'],
    [{ kind: 'ical', name: 'A' }, 'The calendar address must be an http:// or https:// URL.'],
  ])('answers 400 to %j', async (body, message) => {
    const res = await addSource(admin, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  it('stores the address and the password sealed, shows only the host, and asks with Basic auth', async () => {
    const res = await addSource(admin, { kind: 'ical', name: 'Private', url: `${host.url}/private.ics?token=s3cret`, username: icalLogin.user, password: icalLogin.password });
    expect(res.status).toBe(201);
    const source = res.body.message.source;
    expect(source).toEqual({ id: source.id, kind: 'ical', name: 'Private', host: host.url, username: icalLogin.user, passwordSet: true });
    const db = new Database(join(server.dataDir, 'hearth.db'), { readonly: true });
    try {
      const row = db.prepare('SELECT * FROM calendar_sources WHERE id = ?').get(source.id) as Record<string, string>;
      expect(JSON.stringify(row)).not.toContain('s3cret');
      expect(JSON.stringify(row)).not.toContain(icalLogin.password);
    } finally {
      db.close();
    }
    const answer = await call<CalendarAnswer>(server, 'GET', december, { token: admin });
    expect(answer.body.message.sources.find((s) => s.id === source.id)?.error).toBeNull();
    expect(answer.body.message.events.filter((e) => e.sourceId === source.id).length).toBeGreaterThan(0);
    const list = await call<{ items: CalendarSourceView[] }>(server, 'GET', '/calendar/sources', { token: admin });
    expect(list.body.message.items.map((s) => s.name)).toContain('Private');
    expect(JSON.stringify(list.body)).not.toContain('s3cret');
  });

  it("answers 404 for another user's source, and deletes one's own", async () => {
    const mine = (await addSource(admin, { kind: 'ical', name: 'To delete', url: `${host.url}/family.ics` })).body.message.source;
    const theirs = await call(server, 'DELETE', `/calendar/sources/${mine.id}`, { token: neighbour });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: true, message: 'This calendar does not exist.' });
    const deleted = await call(server, 'DELETE', `/calendar/sources/${mine.id}`, { token: admin });
    expect(deleted.body).toEqual({ error: false, message: 'Calendar deleted.' });
    const list = await call<{ items: CalendarSourceView[] }>(server, 'GET', '/calendar/sources', { token: admin });
    expect(list.body.message.items.map((s) => s.id)).not.toContain(mine.id);
  });
});

describe('the reach rule (HEARTH_LOOPBACK_TARGETS unset)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: '' } });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('refuses an ordinary user a calendar on this computer, and lets a super admin add it', async () => {
    const user = await createUser(strict, 'member');
    const body = { kind: 'ical', name: 'Mine', url: `${host.url}/family.ics` };
    const refused = await call(strict, 'POST', '/calendar/sources', { token: user, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: true, message: messages.loopbackRefused });
    const named = await call(strict, 'POST', '/calendar/sources', { token: user, body: { ...body, url: body.url.replace('127.0.0.1', 'localhost') } });
    expect(named.status).toBe(403);
    expect((await call(strict, 'POST', '/calendar/sources', { token: await loginAdmin(strict), body })).status).toBe(201);
  });
});
