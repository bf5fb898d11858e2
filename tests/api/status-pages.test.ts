// Public status pages (issue 46 item 2): a real server, real local targets, a real SQLite file.
// The owner's API (401, 400, 404 for another's), the public page and its JSON without a session
// (no address unless chosen), incidents, maintenance, the snapshot cache and the custom domain.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { rowOf } from '../helpers/rows.js';
import { until } from '../helpers/until.js';
import { makeLink } from '../helpers/listings.js';
import { checkNow, monitor } from '../helpers/monitoring.js';
import { startMonitorTargets, type MonitorTargets } from '../fixtures/monitor-targets.js';
import { statusPageMessages as sm } from '../../shared/messages.js';
import type { PublicStatusPage, StatusIncident, StatusPageView } from '../../shared/contracts/status-pages.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

// Checks run only when asked (no timers).
const stillClock: Clock = { now: Date.now, setTimer: () => null, clearTimer: () => undefined };

let server: TestServer;
let targets: MonitorTargets;
let token: string;
let lodger: string;
let nas = '';
let router = '';
let pageId = '';

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A GET outside /api with chosen headers (Host included, which fetch may not set). */
function page(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}
const json = async (slug: string) => JSON.parse((await page(`/status/${slug}.json`)).text) as { message: PublicStatusPage };

type Saved = { page: StatusPageView; text: string };
const pageBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'home-lab',
  title: 'Home lab',
  description: 'Services of the house.',
  groups: [
    { name: 'Storage', monitorIds: [nas] },
    { name: 'Network', monitorIds: [router] },
  ],
  ...overrides,
});
const save = (body: Record<string, unknown>, as = token) => call<Saved>(server, 'PUT', `/monitoring/status-pages/${pageId}`, { token: as, body });

beforeAll(async () => {
  targets = await startMonitorTargets();
  server = await startTestServer({ monitorClock: stillClock });
  token = await loginAdmin(server);
  lodger = await createUser(server, 'lodger');
  const nasLink = await makeLink(server, token, { linkName: 'NAS', linkURL: `${targets.origin}/flip` });
  const routerLink = await makeLink(server, token, { linkName: 'Router', linkURL: `${targets.origin}/ok` });
  nas = (await monitor(server, token, 'link', nasLink._id, { failureThreshold: 1 })).summary._id;
  router = (await monitor(server, token, 'link', routerLink._id, { failureThreshold: 1 })).summary._id;
  for (const id of [nas, router]) expect((await checkNow(server, token, id)).body.message.health).toBe('up');
});
afterAll(async () => {
  await server?.stop();
  await targets?.close();
});

describe('a published page', () => {
  it('is saved for the caller with its ordered groups', async () => {
    const created = await call<Saved>(server, 'POST', '/monitoring/status-pages', { token, body: pageBody() });
    expect(created.status).toBe(200);
    expect(created.body.message).toMatchObject({ text: sm.saved, page: { slug: 'home-lab', showAddresses: false, customDomain: null, groups: pageBody().groups } });
    pageId = created.body.message.page._id;
    expect(rowOf(server.dataDir, 'status_pages', pageId)).toMatchObject({ slug: 'home-lab', show_addresses: 0, groups: JSON.stringify(pageBody().groups) });
    const list = await call<{ items: StatusPageView[] }>(server, 'GET', '/monitoring/status-pages', { token });
    expect(list.body.message.items.map((p) => p._id)).toEqual([pageId]);
  });

  it('is served without a session, with its groups and states, and no address of any monitor', async () => {
    const html = await page('/status/home-lab');
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    for (const text of ['<h1>Home lab</h1>', 'Storage', 'Network', 'NAS', 'Router', 'All systems operational']) expect(html.text).toContain(text);
    expect(html.text.indexOf('Storage')).toBeLessThan(html.text.indexOf('Network'));
    const body = (await page('/status/home-lab.json')).text;
    for (const leak of [targets.origin, '127.0.0.1', new URL(targets.origin).port, '/flip']) {
      expect(html.text).not.toContain(leak);
      expect(body).not.toContain(leak);
    }
    const model = JSON.parse(body) as { message: PublicStatusPage };
    expect(model.message.groups.map((g) => [g.name, g.monitors.map((m) => [m.name, m.label])])).toEqual([
      ['Storage', [['NAS', 'Operational']]],
      ['Network', [['Router', 'Operational']]],
    ]);
  });

  it('shows the addresses only once the owner chooses to', async () => {
    expect((await save(pageBody({ showAddresses: true }))).status).toBe(200);
    expect((await page('/status/home-lab')).text).toContain(`${targets.origin}/flip`);
    expect((await json('home-lab')).message.groups[0]?.monitors[0]?.target).toBe(`${targets.origin}/flip`);
    expect((await save(pageBody({ showAddresses: false }))).status).toBe(200);
    expect((await page('/status/home-lab')).text).not.toContain(targets.origin);
  });

  it('shows incidents, Markdown made safe, and their resolution', async () => {
    const posted = await call<{ incident: StatusIncident }>(server, 'POST', `/monitoring/status-pages/${pageId}/incidents`, {
      token,
      body: { title: 'Disk replaced', body: '**RAID** rebuilding <script>alert(1)</script>', format: 'markdown', severity: 'minor' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.message.incident).toMatchObject({ title: 'Disk replaced', severity: 'minor', resolvedAt: null });
    let html = (await page('/status/home-lab')).text;
    expect(html).toContain('Disk replaced');
    expect(html).toContain('<strong>RAID</strong>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ongoing');
    const id = posted.body.message.incident._id;
    const resolved = await call<{ incident: StatusIncident }>(server, 'PUT', `/monitoring/status-pages/${pageId}/incidents/${id}`, { token, body: { title: 'Disk replaced', body: 'Done.', severity: 'minor', resolved: true } });
    expect(resolved.body.message.incident.resolvedAt).not.toBeNull();
    html = (await page('/status/home-lab')).text;
    expect(html).toContain('Resolved');
    expect(html).not.toContain('Ongoing');
  });

  it('answers from its snapshot with an ETag, 304 when unchanged, and rebuilds when a monitor changes', async () => {
    const first = await page('/status/home-lab');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const again = await page('/status/home-lab', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    // Gzipped for a client that asks (fetch does, and unpacks it): the same page.
    const zipped = await fetch(`${server.url}/status/home-lab`);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(first.text);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect((await json('home-lab')).message.builtAt).toBe((await json('home-lab')).message.builtAt);
    targets.flip.ok = false;
    expect((await checkNow(server, token, nas)).body.message.health).toBe('down');
    // At most one rebuild a second: the next requests within it may still get the old snapshot.
    const down = await until('the page to show the NAS down', async () => {
      const model = (await json('home-lab')).message;
      return model.groups[0]?.monitors[0]?.label === 'Down' ? model : null;
    });
    expect(down.overall).toEqual({ health: 'down', text: 'Partial outage' });
    expect((await page('/status/home-lab', { 'if-none-match': tag })).status).toBe(200);
    targets.flip.ok = true;
    await checkNow(server, token, nas);
  });

  it('shows "Maintenance" for a monitor inside a maintenance window', async () => {
    const window = await call<{ window: { _id: string } }>(server, 'POST', '/monitoring/maintenance', {
      token,
      body: { name: 'Router update', kind: 'once', startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(), monitorIds: [router] },
    });
    expect(window.status).toBe(200);
    expect((await checkNow(server, token, router)).body.message.health).toBe('maintenance');
    const model = await until('the router in maintenance', async () => {
      const m = (await json('home-lab')).message;
      return m.groups[1]?.monitors[0]?.label === 'Maintenance' ? m : null;
    });
    expect(model.groups[1]?.monitors[0]?.health).toBe('maintenance');
    expect((await page('/status/home-lab')).text).toContain('Maintenance');
    await call(server, 'DELETE', `/monitoring/maintenance/${window.body.message.window._id}`, { token });
    await checkNow(server, token, router);
  });

  it('shows an edit at once, without waiting for the snapshot to age', async () => {
    expect((await save(pageBody({ title: 'Our house' }))).status).toBe(200);
    expect((await page('/status/home-lab')).text).toContain('<h1>Our house</h1>');
  });
});

describe('a custom domain', () => {
  it('serves the page at "/" for exactly that Host, and leaves every other host and path to the app', async () => {
    const saved = await save(pageBody({ title: 'Our house', customDomain: 'Status.Example.test' }));
    expect(saved.status).toBe(200);
    expect(saved.body.message.page.customDomain).toBe('status.example.test');
    for (const host of ['status.example.test', 'STATUS.example.test:8080', 'status.example.test.']) {
      const root = await page('/', { host });
      expect(root.status, host).toBe(200);
      expect(root.text, host).toContain('<h1>Our house</h1>');
      expect(String(root.headers.vary)).toMatch(/host/i);
    }
    for (const host of ['example.test', 'x.status.example.test', 'status.example.test.evil', `127.0.0.1:${server.port}`]) {
      expect((await page('/', { host })).text, host).not.toContain('Our house');
    }
    for (const path of ['/setup', '/trust', '/manage/monitoring']) {
      expect((await page(path, { host: 'status.example.test' })).text, path).not.toContain('Our house');
    }
    const api = await page('/api/v1/monitoring/status-pages', { host: 'status.example.test' });
    expect(api.status).toBe(401);
  });

  it('is for an administrator to set, and one domain is one page', async () => {
    const theirs = await call<Saved>(server, 'POST', '/monitoring/status-pages', { token: lodger, body: { slug: 'lodger', title: 'Lodger', customDomain: 'lodger.example.test' } });
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({ status: 403, message: sm.domainAdminOnly });
    const second = await call<Saved>(server, 'POST', '/monitoring/status-pages', { token, body: { slug: 'second', title: 'Second', customDomain: 'status.example.test' } });
    expect({ status: second.status, message: second.body.message }).toEqual({ status: 409, message: sm.domainTaken });
  });
});

describe('unknown pages', () => {
  it('answer a 404 page, or 404 JSON', async () => {
    const missing = await page('/status/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.text).toContain('Status page not found');
    const missingJson = await page('/status/no-such-page.json');
    expect(missingJson.status).toBe(404);
    expect(JSON.parse(missingJson.text)).toEqual({ error: true, message: sm.notFound });
    // A monitor's id is the app's own detail route (/status/<monitorId>), not a missing page.
    expect((await page(`/status/${nas}`)).text).not.toContain('Status page not found');
  });
});

describe('bad input, no session, other users', () => {
  it('refuses with a message a person can act on', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [pageBody({ slug: 'Home Lab' }), sm.slugInvalid],
      [pageBody({ slug: '-home' }), sm.slugInvalid],
      [pageBody({ slug: 'x'.repeat(41) }), sm.slugInvalid],
      [pageBody({ title: ' ' }), sm.titleRequired],
      [pageBody({ description: 'd'.repeat(1001) }), sm.descriptionTooLong],
      [pageBody({ groups: [{ name: '', monitorIds: [] }] }), sm.groupsInvalid],
      [pageBody({ groups: [{ name: 'G', monitorIds: ['no-such-monitor'] }] }), sm.monitorUnknown],
      [pageBody({ customDomain: 'http://status.example.test/' }), sm.domainInvalid],
      [pageBody({ customDomain: '192.168.1.20' }), sm.domainInvalid],
      [pageBody({ customDomain: 'localhost' }), sm.domainInvalid],
      [pageBody({ showAddresses: 'yes' }), sm.showAddressesInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await call(server, 'POST', '/monitoring/status-pages', { token, body: { ...body, slug: body.slug === 'home-lab' ? 'fresh' : body.slug } });
      expect({ status: answer.status, message: answer.body.message }, JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, message });
    }
    const incident = await call(server, 'POST', `/monitoring/status-pages/${pageId}/incidents`, { token, body: { title: 'x', severity: 'apocalyptic' } });
    expect({ status: incident.status, message: incident.body.message }).toEqual({ status: 400, message: sm.incidentSeverityInvalid });
    const taken = await call(server, 'POST', '/monitoring/status-pages', { token: lodger, body: { slug: 'home-lab', title: 'Mine' } });
    expect({ status: taken.status, message: taken.body.message }).toEqual({ status: 409, message: sm.slugTaken });
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/monitoring/status-pages'],
      ['POST', '/monitoring/status-pages'],
      ['GET', `/monitoring/status-pages/${pageId}`],
      ['PUT', `/monitoring/status-pages/${pageId}`],
      ['DELETE', `/monitoring/status-pages/${pageId}`],
      ['POST', `/monitoring/status-pages/${pageId}/incidents`],
      ['DELETE', `/monitoring/status-pages/${pageId}/incidents/x`],
    ] as const) {
      expect((await call(server, method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : pageBody() })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("keeps each user's pages and monitors their own: another's reads as not there", async () => {
    const before = rowOf(server.dataDir, 'status_pages', pageId);
    expect((await call<{ items: StatusPageView[] }>(server, 'GET', '/monitoring/status-pages', { token: lodger })).body.message.items).toEqual([]);
    expect((await call(server, 'GET', `/monitoring/status-pages/${pageId}`, { token: lodger })).status).toBe(404);
    expect((await call(server, 'PUT', `/monitoring/status-pages/${pageId}`, { token: lodger, body: pageBody({ slug: 'stolen' }) })).status).toBe(404);
    expect((await call(server, 'DELETE', `/monitoring/status-pages/${pageId}`, { token: lodger })).status).toBe(404);
    expect((await call(server, 'POST', `/monitoring/status-pages/${pageId}/incidents`, { token: lodger, body: { title: 'Pwned', severity: 'major' } })).status).toBe(404);
    expect(rowOf(server.dataDir, 'status_pages', pageId)).toEqual(before);
    const theirs = await call(server, 'POST', '/monitoring/status-pages', { token: lodger, body: { slug: 'lodger', title: 'Lodger', groups: [{ name: 'G', monitorIds: [nas] }] } });
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({ status: 400, message: sm.monitorUnknown });
  });

  it('once deleted, is gone from the public at once', async () => {
    expect((await call(server, 'DELETE', `/monitoring/status-pages/${pageId}`, { token })).body.message).toBe(sm.deleted);
    expect((await page('/status/home-lab')).status).toBe(404);
    expect((await page('/', { host: 'status.example.test' })).text).not.toContain('Our house');
  });
});
