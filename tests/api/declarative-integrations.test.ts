import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough } from '../../server/features/integrations/runtime/run-integration.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { integrationMessages } from '../../shared/messages.js';
import { definitionSecrets, startDefinitionService, type DefinitionService } from '../fixtures/definition-service.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { startTlsService } from '../fixtures/tls-service.js';

/**
 * Declarative packages (a manifest and a definition.json, no app.js, no templates) run exactly as
 * Hearth runs every package: in the runtime's sandbox, through the pool, the card filled from the
 * templates the definition gives. Against a local service with every auth scheme.
 */
const closed = await sharedClosedPort();
let service: DefinitionService;
let root: string;
const pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 1 });

beforeAll(async () => {
  service = await startDefinitionService();
  root = mkdtempSync(join(tmpdir(), 'hearth-declarative-'));
});
afterAll(async () => {
  pool.stop();
  await service.close();
  rmSync(root, { recursive: true, force: true });
});

const configFields = ['apiKey', 'username', 'password', 'token', 'disk'].map((name) => ({ name, label: name, type: 'text', required: false }));
let made = 0;

/** Writes a declarative package (manifest.json, package.json, definition.json) and gives its folder. */
function declarativePackage(definition: unknown): string {
  made += 1;
  const appId = `com.declared.p${made}`;
  const dir = join(root, appId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ appId, appName: 'Declared <NAS>', appIcon: 'logo.svg', config: configFields }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: appId, version: '1.0.0' }));
  writeFileSync(join(dir, 'definition.json'), JSON.stringify(definition));
  return dir;
}

interface Result {
  ok: boolean;
  html: string;
  fullHtml: string;
  reason: string;
  refusal?: number;
}

async function run(dir: string, kind: 'initialize' | 'connectionTest', config: Record<string, unknown>, appUrl = service.origin): Promise<Result> {
  await checkPackage(dir);
  const outcome = await runThrough(pool, dir, { kind, config, appUrl, userName: 'tester', targets: [new URL(appUrl).origin] });
  if (!outcome.ok) return { ok: false, html: '', fullHtml: '', reason: typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error), ...(outcome.refusal ? { refusal: outcome.refusal } : {}) };
  if (outcome.kind === 'connectionTest') return { ok: true, html: '', fullHtml: '', reason: '' };
  return { ok: true, html: outcome.html, fullHtml: outcome.fullHtml ?? '', reason: '' };
}

/** Every format, read from the fake's stats answer. */
const statsFields = {
  name: { label: 'Name', from: 'stats', path: 'name' },
  records: { label: 'Records', from: 'stats', path: 'totalRecords', format: 'count' },
  short: { label: 'Records (short)', from: 'stats', path: 'totalRecords', format: 'number' },
  used: { label: 'Used', from: 'stats', path: 'used', format: 'bytes' },
  rate: { label: 'Rate', from: 'stats', path: 'rate', format: 'rate' },
  ratio: { label: 'Ratio', from: 'stats', path: 'ratio', format: 'percent', scale: 100, digits: 1 },
  uptime: { label: 'Up', from: 'stats', path: 'uptime', format: 'duration' },
  updated: { label: 'Updated', from: 'stats', path: 'updated', format: 'date' },
  version: { label: 'Version', from: 'stats', template: '{version.major}.{version.minor}.{version.patch}' },
  disks: { label: 'Disks', from: 'stats', path: 'disks[*].size', aggregate: 'sum', format: 'bytes' },
  online: { label: 'Disks on', short: 'On', from: 'stats', path: 'disks[*].on', aggregate: 'count', format: 'count' },
  ping: { label: 'Ping', from: 'stats', path: 'uptime', format: 'number', scale: 0.001, unit: 'ms' },
  nothing: { label: 'Nothing', from: 'stats', path: 'no.such.thing', format: 'count' },
  zero: { label: 'Zero', from: 'stats', path: 'no.such.count', format: 'count', default: 0 },
};

const auths = {
  header: { type: 'header', name: 'X-Api-Key', value: '{config.apiKey}' },
  query: { type: 'query', name: 'apikey', value: '{config.apiKey}' },
  basic: { type: 'basic', username: '{config.username}', password: '{config.password}' },
  bearer: { type: 'bearer', token: '{config.token}' },
  cookie: { type: 'cookie', login: { method: 'POST', path: '/cookie/login', form: { username: '{config.username}', password: '{config.password}' } } },
  token: { type: 'token', login: { method: 'POST', path: '/token/auth', json: { password: '{config.password}' } }, token: 'session.sid', header: 'X-Session', value: 'Session {token}' },
} as const;
const right = { apiKey: definitionSecrets.apiKey, username: definitionSecrets.username, password: definitionSecrets.password, token: definitionSecrets.token };
const wrong = { apiKey: 'nope', username: definitionSecrets.username, password: 'nope', token: 'nope' };

const statsOf = (scheme: keyof typeof auths) => ({ auth: auths[scheme], requests: { stats: { path: `/${scheme}/stats`, expect: [{ path: 'totalRecords', is: 'number' }] } }, fields: statsFields, card: ['records', 'used', 'online', 'ratio'] });

describe.each(Object.keys(auths) as (keyof typeof auths)[])('the %s auth scheme', (scheme) => {
  it('signs in and shows every field, formatted, on the card and in the details', async () => {
    const result = await run(declarativePackage(statsOf(scheme)), 'initialize', right);
    expect(result.reason).toBe('');
    for (const text of ['>1,234,567</span><span class="hk-label">Records<', '>1.5 KiB<', '>2</span><span class="hk-label">On<', '>12.3%<']) expect(result.html).toContain(text);
    expect(result.html.match(/hk-stat"/g)).toHaveLength(4);
    for (const text of ['<p class="hk-title">Declared &lt;NAS&gt;</p>', '<dt>Name</dt><dd>NAS &lt;main&gt;</dd>', '<dd>1.2M</dd>', '<dd>2.5 MiB/s</dd>', '<dd>1d 2h</dd>', '<dd>2 hours ago</dd>', '<dd>1.120.2</dd>', '<dd>4 TiB</dd>', '<dt>Ping</dt><dd>93.8 ms</dd>', '<dt>Nothing</dt><dd>—</dd>', '<dt>Zero</dt><dd>0</dd>', `href="${service.origin}"`]) {
      expect(result.fullHtml).toContain(text);
    }
  });

  it('says the service refused wrong credentials, as a refusal the card backs off from', async () => {
    const result = await run(declarativePackage(statsOf(scheme)), 'connectionTest', wrong);
    expect(result.ok).toBe(false);
    expect(result.refusal).toBe(401);
    expect(result.reason).toMatch(scheme === 'cookie' ? /^the service did not accept the username or password/ : /^401: the service refused the credentials/);
  });
});

describe('requests', () => {
  const open = (requests: Record<string, unknown>, fields: Record<string, unknown> = { records: { label: 'Records', from: Object.keys(requests)[0], path: 'totalRecords', format: 'count' } }, extra: Record<string, unknown> = {}) =>
    declarativePackage({ requests, fields, card: Object.keys(fields).slice(0, 4), ...extra });

  it("tries a moved route's fallback when the first path is not found", async () => {
    const before = service.requests.length;
    const result = await run(open({ stats: { path: '/open/old', fallbacks: ['/open/new'] } }), 'initialize', {});
    expect(result.html).toContain('>1,234,567<');
    expect(service.requests.slice(before)).toEqual(['GET /open/old', 'GET /open/new']);
  });

  it('shows "—" for an optional request that failed, and fails on a request that is not optional', async () => {
    const fields = { records: { label: 'Records', from: 'stats', path: 'totalRecords', format: 'count' }, extra: { label: 'Extra', from: 'extra', path: 'x' } };
    const optional = await run(open({ stats: { path: '/open/stats' }, extra: { path: '/open/broken', optional: true } }, fields), 'initialize', {});
    expect(optional.html).toContain('>1,234,567<');
    expect(optional.html).toContain('>—</span><span class="hk-label">Extra<');
    const only404 = await run(open({ stats: { path: '/open/stats' }, extra: { path: '/open/broken', optional: [404] } }, fields), 'initialize', {});
    expect(only404.reason).toBe('500: the service answered with an error: "database is locked"');
  });

  it('makes only the test requests in a connection test, and those first on the card', async () => {
    const dir = open({ first: { path: '/open/stats' }, second: { path: '/open/new', query: { page: 1, q: 'a b' } } }, { records: { label: 'Records', from: 'second', path: 'totalRecords' } });
    let before = service.requests.length;
    await run(dir, 'connectionTest', {});
    expect(service.requests.slice(before)).toEqual(['GET /open/stats']);
    before = service.requests.length;
    await run(dir, 'initialize', {});
    expect(service.requests.slice(before)).toEqual(['GET /open/stats', 'GET /open/new?page=1&q=a+b']);
  });

  it('puts config values into a path encoded, and into the query as they are', async () => {
    const before = service.requests.length;
    await run(open({ stats: { path: '/open/stats/{config.disk}', query: { disk: '{config.disk}' } } }), 'connectionTest', { disk: 'a/b c' });
    expect(service.requests.slice(before)).toEqual(['GET /open/stats/a%2Fb%20c?disk=a%2Fb+c']);
  });

  it('tallies a streamed list by a key of its items, not of the objects nested in them', async () => {
    const fields = { items: { label: 'Items', from: 'list', path: 'items', format: 'count' }, paused: { label: 'Paused', from: 'list', path: 'values.paused', format: 'count', default: 0 } };
    const result = await run(open({ list: { path: '/open/list', tally: 'state' } }, fields), 'initialize', {});
    expect(result.html).toContain('>3,000</span><span class="hk-label">Items<');
    expect(result.html).toContain('>1,000</span><span class="hk-label">Paused<');
  });

  it("reads a list's whole count from a header of the answer, not from the page, and fails when the header is missing", async () => {
    const fields = { total: { label: 'Total', from: 'list', path: '$', format: 'count' } };
    const counted = await run(open({ list: { path: '/open/paged', query: { limit: 1 }, readHeader: 'X-Total-Count', expect: [{ path: '$', is: 'number', message: 'no X-Total-Count' }] } }, fields), 'initialize', {});
    expect(counted.html).toContain('>57</span><span class="hk-label">Total<');
    const missing = await run(open({ list: { path: '/open/stats', readHeader: 'X-Total-Count', expect: [{ path: '$', is: 'number', message: 'no X-Total-Count' }] } }, fields), 'initialize', {});
    expect(missing.reason).toBe('unexpected answer: no X-Total-Count');
  });
});

describe('fields', () => {
  const stats = (fields: Record<string, unknown>) => declarativePackage({ requests: { stats: { path: '/open/stats' } }, fields, card: Object.keys(fields).slice(0, 4) });

  it('puts words to code values by a map, with otherwise for the values it does not name', async () => {
    const map = { LIVE: 'Live', 'true': 'Spinning' };
    const result = await run(stats({
      feed: { label: 'Feed', path: 'feed', map, otherwise: 'Not connected' },
      disk: { label: 'Disk', path: 'disks[1].on', map, otherwise: 'Not <connected>' },
      name: { label: 'Name', path: 'name', map: { other: 'Other' } },
      gone: { label: 'Gone', path: 'no.such.feed', map, otherwise: 'Not connected' },
    }), 'initialize', {});
    expect(result.reason).toBe('');
    for (const text of ['>Live</span><span class="hk-label">Feed<', '>Not &lt;connected&gt;</span><span class="hk-label">Disk<', '>NAS &lt;main&gt;</span><span class="hk-label">Name<', '>—</span><span class="hk-label">Gone<']) expect(result.html).toContain(text);
  });

  it('counts the dates still ahead, not those past or never set', async () => {
    const result = await run(stats({ banned: { label: 'Banned', path: 'bans[*].until', aggregate: 'future', format: 'count' }, updated: { label: 'Updated', path: 'updated', aggregate: 'future', format: 'count' } }), 'initialize', {});
    expect(result.html).toContain('>2</span><span class="hk-label">Banned<');
    expect(result.html).toContain('>0</span><span class="hk-label">Updated<');
  });
});

describe('failures', () => {
  const one = (path: string, extra: Record<string, unknown> = {}, request: Record<string, unknown> = {}) =>
    declarativePackage({ requests: { stats: { path, ...request } }, fields: { records: { label: 'Records', path: 'totalRecords' } }, card: ['records'], ...extra });

  it('says what the answer lacked when an expectation fails, in its own words or by default', async () => {
    expect((await run(one('/open/stats', {}, { expect: [{ path: 'queries.total' }] }), 'connectionTest', {})).reason).toBe('unexpected answer: no queries.total in /open/stats');
    expect((await run(one('/open/stats', {}, { expect: [{ path: 'name', is: 'number', message: 'the name is no number' }] }), 'connectionTest', {})).reason).toBe('unexpected answer: the name is no number');
    expect((await run(one('/open/page', {}, { expect: [{ path: '$', is: 'object', message: 'the API did not answer with JSON' }] }), 'connectionTest', {})).reason).toBe('unexpected answer: the API did not answer with JSON');
  });

  it("adds the definition's advice for a status, chosen by what the service said", async () => {
    const fixes = { fixes: { 403: [{ contains: 'stats.read', advice: 'give the key the stats.read permission' }, { advice: 'use an admin key' }], 500: 'restart the service' } };
    const forbidden = await run(one('/open/forbidden', fixes), 'connectionTest', {});
    expect(forbidden.reason).toBe('403: the service refused the credentials: "Missing required permission: stats.read" (give the key the stats.read permission)');
    expect(forbidden.refusal).toBe(403);
    expect((await run(one('/open/broken', fixes), 'connectionTest', {})).reason).toBe('500: the service answered with an error: "database is locked" (restart the service)');
  });

  it('reports a rate limit as a 429 refusal', async () => {
    const result = await run(one('/open/busy'), 'initialize', {});
    expect(result.refusal).toBe(429);
    expect(result.reason).toBe('429: the service is limiting requests, too many came in a short time: "Too many attempts." (wait a few minutes, or let the card refresh less often)');
  });

  it('says an unreachable service is unreachable', async () => {
    expect((await run(one('/open/stats'), 'initialize', {}, closed.origin)).reason).toBe('unreachable (connection refused)');
  });
});

describe('a session with a logout', () => {
  const withLogout = (path: string) =>
    declarativePackage({
      auth: { ...auths.token, logout: { method: 'DELETE', path: '/token/auth' } },
      requests: { stats: { path } },
      fields: { records: { label: 'Records', path: 'totalRecords', format: 'count' } },
      card: ['records'],
    });

  it('gives the session back after the card and after the connection test', async () => {
    const dir = withLogout('/token/stats');
    const before = service.requests.length;
    expect((await run(dir, 'initialize', right)).html).toContain('>1,234,567<');
    expect((await run(dir, 'connectionTest', right)).ok).toBe(true);
    expect(service.requests.slice(before)).toEqual(['POST /token/auth', 'GET /token/stats', 'DELETE /token/auth', 'POST /token/auth', 'GET /token/stats', 'DELETE /token/auth']);
  });

  it('names the call that ran out of time on a slow service, and still gives the session back', async () => {
    const quick = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, timeoutMs: 3000 });
    try {
      const dir = withLogout('/token/slow');
      const before = service.requests.length;
      const outcome = await runThrough(quick, dir, { kind: 'initialize', config: right, appUrl: service.origin, userName: 'tester', targets: [service.origin] });
      expect(outcome).toMatchObject({ ok: false, status: 400, error: `no answer in time from GET ${service.origin}/token/slow (a card's calls have 2.5 s together)` });
      expect(service.requests.slice(before)).toEqual(['POST /token/auth', 'GET /token/slow', 'DELETE /token/auth']);
    } finally {
      quick.stop();
    }
  });
});

describe('a kept session', () => {
  const keeping = () =>
    declarativePackage({
      auth: { ...auths.cookie, keep: true, logout: { method: 'POST', path: '/cookie/logout' } },
      requests: { stats: { path: '/cookie/stats' } },
      fields: { records: { label: 'Records', path: 'totalRecords', format: 'count' } },
      card: ['records'],
    });
  const card = (dir: string, kept: string | null) => runThrough(pool, dir, { kind: 'initialize', config: right, appUrl: service.origin, userName: 'tester', targets: [service.origin], kept });

  it("reuses the card's last session, signs in again when the service refused it, and forgets it when the sign-in fails", async () => {
    const dir = keeping();
    let before = service.requests.length;
    const first = await card(dir, null);
    const session = JSON.stringify({ Cookie: `SID=${definitionSecrets.sid}; lang=en` });
    expect(first).toMatchObject({ ok: true, kept: session });
    expect(service.requests.slice(before)).toEqual(['POST /cookie/login', 'GET /cookie/stats']);

    before = service.requests.length;
    expect(await card(dir, session)).toMatchObject({ ok: true });
    expect(service.requests.slice(before)).toEqual(['GET /cookie/stats']);

    before = service.requests.length;
    expect(await card(dir, JSON.stringify({ Cookie: 'SID=ended' }))).toMatchObject({ ok: true, kept: session });
    expect(service.requests.slice(before)).toEqual(['GET /cookie/stats', 'POST /cookie/login', 'GET /cookie/stats']);

    const refused = await runThrough(pool, dir, { kind: 'initialize', config: wrong, appUrl: service.origin, userName: 'tester', targets: [service.origin], kept: JSON.stringify({ Cookie: 'SID=ended' }) });
    expect(refused).toMatchObject({ ok: false, kept: null, refusal: 401 });
  });

  it('signs out after a connection test, where nothing is kept', async () => {
    const before = service.requests.length;
    expect((await run(keeping(), 'connectionTest', right)).ok).toBe(true);
    expect(service.requests.slice(before)).toEqual(['POST /cookie/login', 'GET /cookie/stats', 'POST /cookie/logout']);
  });
});

describe('a service with a self-signed certificate', () => {
  it('is refused until its certificate is trusted, then read through the pinned one, as every package is', async () => {
    const tls = await startTlsService();
    try {
      const dir = declarativePackage({ requests: { status: { path: '/status' } }, fields: { status: { label: 'Status', path: 'status' } }, card: ['status'] });
      const origin = new URL(tls.url).origin;
      const untrusted = await runThrough(pool, dir, { kind: 'initialize', appUrl: tls.url, targets: [origin], reach: { loopback: true } });
      expect(untrusted.ok).toBe(false);
      expect(JSON.stringify(untrusted)).toMatch(/self-signed|does not trust/);
      const pinned = await runThrough(pool, dir, { kind: 'initialize', appUrl: tls.url, targets: [origin], reach: { loopback: true }, tlsByOrigin: { [origin]: { mode: 'pinned', fingerprint: tls.fingerprint() } } });
      expect(pinned).toMatchObject({ ok: true });
      expect(pinned.ok && pinned.kind === 'initialize' ? pinned.html : '').toContain('>ok</span><span class="hk-label">Status<');
    } finally {
      await tls.close();
    }
  });
});

describe('install', () => {
  it('refuses a definition that breaks the schema, naming the field', async () => {
    const dir = declarativePackage({ requests: { stats: { path: '/x' } }, fields: { a: { label: 'A', path: 'a' } }, card: ['a', 'b'] });
    await expect(checkPackage(dir)).rejects.toMatchObject({ status: 400, message: integrationMessages.definitionInvalid('card.1: names no field "b" (fields: a)') });
  });

  it('refuses a definition that uses a config field the manifest does not have', async () => {
    const dir = declarativePackage({ auth: { type: 'bearer', token: '{config.secret}' }, requests: { stats: { path: '/x' } }, fields: { a: { label: 'A', path: 'a' } }, card: ['a'] });
    await expect(checkPackage(dir)).rejects.toMatchObject({ status: 400, message: integrationMessages.definitionUnknownConfig('secret') });
  });

  it('refuses a definition.json that is not JSON', async () => {
    const dir = declarativePackage({});
    writeFileSync(join(dir, 'definition.json'), '{ nope');
    await expect(checkPackage(dir)).rejects.toMatchObject({ status: 400, message: integrationMessages.definitionNotJson });
  });
});
