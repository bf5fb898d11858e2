// The download clients' built-ins (issue 43) against fakes of their services
// (tests/fixtures/services/, SOURCES.md "Download clients"): what the card and the details show,
// a wrong secret, a service that is down, one too slow for the card's deadline, a self-signed
// certificate, and each service's own quirk.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runBuiltin, runOutcome, stopBuiltins, type BuiltinResult } from '../helpers/run-builtin.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import type { RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { pinned, reason as failure } from '../helpers/run-outcomes.js';
import type { FakeService } from '../fixtures/services/downloads-http.js';
import { startFakeSabnzbd } from '../fixtures/services/sabnzbd.js';
import { startFakeTransmission } from '../fixtures/services/transmission.js';
import { startFakeDeluge } from '../fixtures/services/deluge.js';
import { startFakeNzbget } from '../fixtures/services/nzbget.js';
import { startFakeDownloadStation } from '../fixtures/services/download-station.js';
import { readFileSync } from 'node:fs';
import { resolveWidgets } from '../../server/features/imports/import-widgets.js';
import type { ParsedLink } from '../../server/features/imports/import-tree.js';
import type { AppRow } from '../../server/db/schema/index.js';
import type { AppConfigField } from '../../shared/contracts/integrations.js';

const closed = await sharedClosedPort();
const fakes: FakeService[] = [];

afterAll(async () => {
  stopBuiltins();
  await Promise.all(fakes.map((fake) => fake.close()));
});

async function fake<T extends FakeService>(started: Promise<T>): Promise<T> {
  const service = await started;
  fakes.push(service);
  return service;
}

/** A card run under a 3 s limit (a slow service meets the runner's 2.5 s deadline quickly); `fingerprint` pins the service's certificate as a link that allows it. */
function shortRun(appId: string, config: Record<string, unknown>, appUrl: string, fingerprint?: string | null): Promise<RunOutcome> {
  return runOutcome(appId, config, appUrl, { confined: false, timeoutMs: 3000, ...(fingerprint ? { tls: pinned(appUrl, fingerprint) } : {}) });
}

function shown(result: BuiltinResult): { card: string; details: string } {
  expect(result.reason).toBe('');
  expect(result.status).toBe(200);
  expect(result.html).not.toContain('{{');
  expect(result.fullHtml).not.toContain('{{');
  // At most four values on the card.
  expect((result.html.match(/hk-value/g) ?? []).length).toBeLessThanOrEqual(4);
  return { card: result.html, details: result.fullHtml };
}

describe('SABnzbd', () => {
  it('shows speed, queue, what is left and the time left, and the rest in the details', async () => {
    const sab = await fake(startFakeSabnzbd());
    const { card, details } = shown(await runBuiltin('com.sabnzbd', 'initialize', { apiKey: sab.apiKey }, sab.url, null));
    for (const text of ['5.5 MiB/s', '>3<', '5.3 GiB', '16m 25s']) expect(card).toContain(text);
    for (const text of ['Downloading', '5.3 GiB of 5.7 GiB', '812 GiB', '80%', '4.5.5']) expect(details).toContain(text);
    expect(await runBuiltin('com.sabnzbd', 'connectionTest', { apiKey: sab.apiKey }, sab.url, null)).toMatchObject({ status: 200 });
  });

  it('asks for one queue slot: the header counts the whole queue', async () => {
    const sab = await fake(startFakeSabnzbd());
    await runBuiltin('com.sabnzbd', 'initialize', { apiKey: sab.apiKey }, sab.url, null);
    expect(sab.requests).toEqual([`GET /api?mode=queue&output=json&apikey=${sab.apiKey}&start=0&limit=1`]);
  });

  it('says SABnzbd refused a wrong key, and that the NZB key is not the API key', async () => {
    const sab = await fake(startFakeSabnzbd());
    const wrong = await runBuiltin('com.sabnzbd', 'connectionTest', { apiKey: 'nope' }, sab.url, null);
    expect(wrong).toMatchObject({ status: 400, refusal: 403 });
    expect(wrong.reason).toBe('403: the service refused the credentials: "API Key Incorrect" (use the API key from Config → General, not the NZB key)');
    const nzbKey = await runBuiltin('com.sabnzbd', 'initialize', { apiKey: sab.nzbKey }, sab.url, null);
    expect(nzbKey.reason).toContain('not the NZB key');
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin('com.sabnzbd', 'initialize', { apiKey: 'x' }, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time', async () => {
    const sab = await fake(startFakeSabnzbd());
    sab.delay(60_000);
    const reason = failure(await shortRun('com.sabnzbd', { apiKey: sab.apiKey }, sab.url));
    // The call is named without its query, which holds the key.
    expect(reason).toBe(`no answer in time from GET ${sab.url}/api (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate unless the link trusts it, then reads the queue over https', async () => {
    const sab = await fake(startFakeSabnzbd({ tls: true }));
    expect(failure(await shortRun('com.sabnzbd', { apiKey: sab.apiKey }, sab.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(sab.requests).toEqual([]);
    const trusted = await shortRun('com.sabnzbd', { apiKey: sab.apiKey }, sab.url, sab.fingerprint);
    expect(trusted).toMatchObject({ ok: true });
    expect(trusted.ok && trusted.kind === 'initialize' ? trusted.html : '').toContain('5.5 MiB/s');
  });
});

describe('Transmission', () => {
  const login = (tr: { username: string; password: string }) => ({ username: tr.username, password: tr.password });

  it('shows speeds, downloading and seeding torrents, and the totals in the details', async () => {
    const tr = await fake(startFakeTransmission());
    const { card, details } = shown(await runBuiltin('com.transmission', 'initialize', login(tr), tr.url, null));
    for (const text of ['4 MiB/s', '818 KiB/s', 'Leeching', '>2<', '>3<']) expect(card).toContain(text);
    for (const text of ['Torrents</dt><dd>7<', 'Running</dt><dd>6<', 'Stopped</dt><dd>1<', '2 TiB', '3.5 TiB']) expect(details).toContain(text);
    expect(await runBuiltin('com.transmission', 'connectionTest', login(tr), tr.url, null)).toMatchObject({ status: 200 });
  });

  it('answers the 409 handshake with the id it was given, keeps the id for the next run, and follows a new one', async () => {
    const tr = await fake(startFakeTransmission());
    const first = await runBuiltin('com.transmission', 'initialize', login(tr), tr.url, null, { kept: null });
    expect(first.status).toBe(200);
    expect(first.kept).toBe(tr.sessionId());
    // One 409, then every call carries the id.
    expect(tr.requests).toEqual(['POST /transmission/rpc', 'POST /transmission/rpc', 'POST /transmission/rpc']);
    tr.requests.length = 0;
    const second = await runBuiltin('com.transmission', 'initialize', login(tr), tr.url, null, { kept: first.kept ?? null });
    expect(second.status).toBe(200);
    expect(tr.requests).toHaveLength(2);
    // An hour later (or after a restart) the id has changed: one more 409, and the new id is kept.
    tr.rotate();
    tr.requests.length = 0;
    const third = await runBuiltin('com.transmission', 'initialize', login(tr), tr.url, null, { kept: first.kept ?? null });
    expect(third.status).toBe(200);
    expect(third.kept).toBe(tr.sessionId());
    expect(tr.requests).toHaveLength(3);
  });

  it('takes the RPC path from the settings', async () => {
    const tr = await fake(startFakeTransmission());
    const moved = await runBuiltin('com.transmission', 'initialize', { ...login(tr), rpcUrl: '/elsewhere/' }, tr.url, null);
    expect(moved.reason).toMatch(/^404: not found at this address/);
    expect(tr.requests.at(-1)).toBe('POST /elsewhere/rpc');
  });

  it('says Transmission refused a wrong password', async () => {
    const tr = await fake(startFakeTransmission());
    const wrong = await runBuiltin('com.transmission', 'connectionTest', { ...login(tr), password: 'nope' }, tr.url, null);
    expect(wrong).toMatchObject({ status: 400, refusal: 401 });
    expect(wrong.reason).toBe('401: the service refused the credentials (check the username and password)');
    const none = await runBuiltin('com.transmission', 'initialize', {}, tr.url, null);
    expect(none.refusal).toBe(401);
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin('com.transmission', 'initialize', { username: 'u', password: 'p' }, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time', async () => {
    const tr = await fake(startFakeTransmission());
    tr.delay(60_000);
    expect(failure(await shortRun('com.transmission', login(tr), tr.url))).toBe(`no answer in time from POST ${tr.url}/transmission/rpc (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate unless the link trusts it, then reads over https', async () => {
    const tr = await fake(startFakeTransmission({ tls: true }));
    expect(failure(await shortRun('com.transmission', login(tr), tr.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(tr.requests).toEqual([]);
    const trusted = await shortRun('com.transmission', login(tr), tr.url, tr.fingerprint);
    expect(trusted.ok && trusted.kind === 'initialize' ? trusted.html : '').toContain('4 MiB/s');
  });
});

describe('Deluge', () => {
  it('shows speeds, downloading and seeding torrents, and the rest in the details', async () => {
    const deluge = await fake(startFakeDeluge());
    const { card, details } = shown(await runBuiltin('com.deluge', 'initialize', { password: deluge.password }, deluge.url, null));
    for (const text of ['8 MiB/s', '500 KiB/s', '>3<', '>1<']) expect(card).toContain(text);
    for (const text of ['Torrents</dt><dd>6<', 'Paused</dt><dd>1<', 'Queued</dt><dd>1<', 'Connections</dt><dd>48<', '1.5 TiB']) expect(details).toContain(text);
  });

  it('signs in with the password, keeps the session cookie for the next run, and signs in again when Deluge forgot it', async () => {
    const deluge = await fake(startFakeDeluge());
    const first = await runBuiltin('com.deluge', 'initialize', { password: deluge.password }, deluge.url, null, { kept: null });
    expect(first.status).toBe(200);
    expect(first.kept).toMatch(/^_session_id=[0-9a-f]{64}\d{4}$/);
    expect(deluge.sessions.size).toBe(1);
    const second = await runBuiltin('com.deluge', 'initialize', { password: deluge.password }, deluge.url, null, { kept: first.kept ?? null });
    expect(second.status).toBe(200);
    // No second login: one session in all.
    expect(deluge.sessions.size).toBe(1);
    // Deluge restarted (or the session timed out): "Not authenticated", then a new login.
    deluge.sessions.clear();
    const third = await runBuiltin('com.deluge', 'initialize', { password: deluge.password }, deluge.url, null, { kept: first.kept ?? null });
    expect(third.status).toBe(200);
    expect(third.kept).not.toBe(first.kept);
    expect(deluge.sessions.size).toBe(1);
  });

  it('passes the connection test and ends the session it opened', async () => {
    const deluge = await fake(startFakeDeluge());
    expect(await runBuiltin('com.deluge', 'connectionTest', { password: deluge.password }, deluge.url, null)).toMatchObject({ status: 200 });
    expect(deluge.sessions.size).toBe(0);
  });

  it('says Deluge refused a wrong password (a 200 with result false), and forgets the kept session', async () => {
    const deluge = await fake(startFakeDeluge());
    const wrong = await runBuiltin('com.deluge', 'connectionTest', { password: 'nope' }, deluge.url, null);
    expect(wrong).toMatchObject({ status: 400, refusal: 401, reason: 'Deluge refused the web UI password' });
    const card = await runBuiltin('com.deluge', 'initialize', { password: 'nope' }, deluge.url, null, { kept: '_session_id=stale0000' });
    expect(card).toMatchObject({ refusal: 401, kept: null });
  });

  it('says when the web UI is not connected to a daemon', async () => {
    const deluge = await fake(startFakeDeluge());
    deluge.setConnected(false);
    const result = await runBuiltin('com.deluge', 'initialize', { password: deluge.password }, deluge.url, null);
    expect(result.reason).toBe('the Deluge web UI is not connected to a Deluge daemon: connect it in its Connection Manager');
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin('com.deluge', 'initialize', { password: 'x' }, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time', async () => {
    const deluge = await fake(startFakeDeluge());
    deluge.delay(60_000);
    expect(failure(await shortRun('com.deluge', { password: deluge.password }, deluge.url))).toBe(`no answer in time from POST ${deluge.url}/json (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate unless the link trusts it, then reads over https', async () => {
    const deluge = await fake(startFakeDeluge({ tls: true }));
    expect(failure(await shortRun('com.deluge', { password: deluge.password }, deluge.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(deluge.requests).toEqual([]);
    const trusted = await shortRun('com.deluge', { password: deluge.password }, deluge.url, deluge.fingerprint);
    expect(trusted.ok && trusted.kind === 'initialize' ? trusted.html : '').toContain('8 MiB/s');
  });
});

describe('NZBGet', () => {
  it('shows speed, what is left, what was downloaded and the status, and the rest in the details', async () => {
    const nzb = await fake(startFakeNzbget());
    const { card, details } = shown(await runBuiltin('com.nzbget', 'initialize', nzb.control, nzb.url, null));
    // 5 GiB/s is past the deprecated 32-bit DownloadRate: read from its two halves.
    for (const text of ['5 GiB/s', '42.5 GiB', '1.3 TiB', 'Downloading']) expect(card).toContain(text);
    for (const text of ['12 GiB', '300 GiB', '2.5 TiB', 'Post-processing jobs</dt><dd>2<', 'Speed limit</dt><dd>none<', '2d 7h', '26.0']) expect(details).toContain(text);
    expect(await runBuiltin('com.nzbget', 'connectionTest', nzb.control, nzb.url, null)).toMatchObject({ status: 200 });
  });

  it('says NZBGet refused a wrong password', async () => {
    const nzb = await fake(startFakeNzbget());
    const wrong = await runBuiltin('com.nzbget', 'connectionTest', { ...nzb.control, password: 'nope' }, nzb.url, null);
    expect(wrong).toMatchObject({ status: 400, refusal: 401 });
    expect(wrong.reason).toBe('401: the service refused the credentials (check the username and password)');
  });

  it('says the add-only account may not read the status (a 200 with error 401 "Access denied")', async () => {
    const nzb = await fake(startFakeNzbget());
    const add = await runBuiltin('com.nzbget', 'initialize', nzb.add, nzb.url, null);
    expect(add).toMatchObject({ status: 400, refusal: 403 });
    expect(add.reason).toBe('NZBGet: Access denied for this account (use ControlUsername or RestrictedUsername, not AddUsername)');
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin('com.nzbget', 'initialize', { username: 'u', password: 'p' }, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time', async () => {
    const nzb = await fake(startFakeNzbget());
    nzb.delay(60_000);
    expect(failure(await shortRun('com.nzbget', nzb.control, nzb.url))).toBe(`no answer in time from POST ${nzb.url}/jsonrpc (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate unless the link trusts it, then reads over https', async () => {
    const nzb = await fake(startFakeNzbget({ tls: true }));
    expect(failure(await shortRun('com.nzbget', nzb.control, nzb.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(nzb.requests).toEqual([]);
    const trusted = await shortRun('com.nzbget', nzb.control, nzb.url, nzb.fingerprint);
    expect(trusted.ok && trusted.kind === 'initialize' ? trusted.html : '').toContain('5 GiB/s');
  });
});

describe('Synology Download Station', () => {
  const appId = 'com.synology.downloadstation';
  const login = (ds: { account: { username: string; password: string } }) => ({ ...ds.account });

  it.each([6, 7] as const)('DSM %i: shows speeds, downloading and seeding tasks, and the rest in the details', async (dsm) => {
    const ds = await fake(startFakeDownloadStation({ dsm }));
    const { card, details } = shown(await runBuiltin(appId, 'initialize', login(ds), ds.url, null));
    for (const text of ['6 MiB/s', '256 KiB/s', 'Downloading</span>', '>2<', '>1<']) expect(card).toContain(text);
    for (const text of ['Tasks</dt><dd>7<', 'Finished</dt><dd>1<', 'Paused</dt><dd>1<', 'Waiting</dt><dd>1<', 'With an error</dt><dd>1<']) expect(details).toContain(text);
    // The login is discovered (auth.cgi on DSM 6, entry.cgi on 7) and sent as a form, never in the address.
    const loginPath = dsm === 7 ? 'POST /webapi/entry.cgi' : 'POST /webapi/auth.cgi';
    expect(ds.requests.filter((r) => r.startsWith('POST'))).toEqual([loginPath]);
    expect(ds.requests.join(' ')).not.toContain(ds.account.password);
  });

  it('keeps the session id for the next run, signs in again when DSM ended it, and a connection test signs out', async () => {
    const ds = await fake(startFakeDownloadStation());
    const first = await runBuiltin(appId, 'initialize', login(ds), ds.url, null, { kept: null });
    expect(first.status).toBe(200);
    expect(ds.sessions.has(first.kept ?? '')).toBe(true);
    ds.requests.length = 0;
    expect((await runBuiltin(appId, 'initialize', login(ds), ds.url, null, { kept: first.kept ?? null })).status).toBe(200);
    expect(ds.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    // A session DSM no longer knows answers error 106: one new login.
    ds.sessions.clear();
    const again = await runBuiltin(appId, 'initialize', login(ds), ds.url, null, { kept: first.kept ?? null });
    expect(again.status).toBe(200);
    expect(again.kept).not.toBe(first.kept);
    ds.sessions.clear();
    expect(await runBuiltin(appId, 'connectionTest', login(ds), ds.url, null)).toMatchObject({ status: 200 });
    expect(ds.sessions.size).toBe(0);
  });

  it('reads a long task list a page at a time', async () => {
    const ds = await fake(startFakeDownloadStation({ tasks: 1203 }));
    const { details } = shown(await runBuiltin(appId, 'initialize', login(ds), ds.url, null));
    expect(details).toContain('Tasks</dt><dd>1,203<');
    expect(details).toContain('Seeding</dt><dd>1,197<');
    expect(ds.requests.filter((r) => r.includes('method=list')).map((r) => /offset=(\d+)&limit=(\d+)/.exec(r)?.slice(1).join('+'))).toEqual(['0+500', '500+500', '1000+500']);
  });

  it('says DSM refused a wrong password (a 200 with error 400), and that two-factor accounts cannot be used', async () => {
    const ds = await fake(startFakeDownloadStation());
    const wrong = await runBuiltin(appId, 'connectionTest', { ...login(ds), password: 'nope' }, ds.url, null);
    expect(wrong).toMatchObject({ status: 400, refusal: 401, reason: 'Download Station: DSM refused the account or password' });
    const otp = await runBuiltin(appId, 'initialize', ds.twoFactor, ds.url, null);
    expect(otp).toMatchObject({ refusal: 403, reason: 'Download Station: accounts with two-factor sign-in are not supported, use one without' });
  });

  it('says DSM blocked the address after ten failed sign-ins (Auto Block), even for the right password', async () => {
    const ds = await fake(startFakeDownloadStation());
    for (let i = 0; i < 10; i += 1) await runBuiltin(appId, 'connectionTest', { ...login(ds), password: `nope-${i}` }, ds.url, null);
    const blocked = await runBuiltin(appId, 'initialize', login(ds), ds.url, null, { kept: null });
    expect(blocked).toMatchObject({ refusal: 403, kept: null });
    expect(blocked.reason).toMatch(/^Download Station: DSM blocked this address after too many failed sign-ins \(Auto Block\)/);
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin(appId, 'initialize', { username: 'u', password: 'p' }, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time', async () => {
    const ds = await fake(startFakeDownloadStation());
    ds.delay(60_000);
    expect(failure(await shortRun(appId, login(ds), ds.url))).toBe(`no answer in time from GET ${ds.url}/webapi/query.cgi (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate unless the link trusts it, then reads over https', async () => {
    const ds = await fake(startFakeDownloadStation({ tls: true }));
    expect(failure(await shortRun(appId, login(ds), ds.url))).toMatch(/self-signed certificate, which Hearth does not trust/);
    expect(ds.requests).toEqual([]);
    const trusted = await shortRun(appId, login(ds), ds.url, ds.fingerprint);
    expect(trusted.ok && trusted.kind === 'initialize' ? trusted.html : '').toContain('6 MiB/s');
  });
});

/** An installed built-in as the apps table holds it, from its manifest. */
function installed(appId: string): AppRow {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'resources/integrations', appId, 'manifest.json'), 'utf8')) as { appName: string; config: AppConfigField[] };
  const now = new Date(0).toISOString();
  return { id: appId, appId, appName: manifest.appName, version: '1.0.0', description: '', appIcon: 'logo.svg', npmInstalled: 1, coreSettings: false, configured: true, config: manifest.config, autoRefreshAfterSeconds: 30, alwaysShowDetailedView: false, repoLink: null, licenseName: null, createdAt: now, updatedAt: now };
}

interface WidgetCase {
  type: string;
  appId: string;
  /** The widget's keys as gethomepage.dev documents it (`key`, `username`, `password`, `rpcUrl`). */
  values: Record<string, string>;
  /** The secret fields it fills (only when the user ticks keys), and the plain ones. */
  config: Record<string, string>;
  plain: Record<string, string>;
}

const widgetCases: WidgetCase[] = [
  { type: 'sabnzbd', appId: 'com.sabnzbd', values: { key: 'sab-key' }, config: { apiKey: 'sab-key' }, plain: {} },
  { type: 'deluge', appId: 'com.deluge', values: { password: 'deluge-pass' }, config: { password: 'deluge-pass' }, plain: {} },
  { type: 'nzbget', appId: 'com.nzbget', values: { username: 'nzbget', password: 'tegbzn6789' }, config: { password: 'tegbzn6789' }, plain: { username: 'nzbget' } },
  { type: 'downloadstation', appId: 'com.synology.downloadstation', values: { username: 'media', password: 'ds-pass' }, config: { password: 'ds-pass' }, plain: { username: 'media' } },
  { type: 'transmission', appId: 'com.transmission', values: { username: 'tr', password: 'tr-pass', rpcUrl: '/tr/' }, config: { password: 'tr-pass' }, plain: { username: 'tr', rpcUrl: '/tr/' } },
];

describe.each(widgetCases)('the Homepage $type widget', ({ type, appId, values, config, plain }) => {
  it(`imports as ${appId} with its url, and its keys only when ticked`, () => {
    const url = 'http://downloads.home.arpa:8080';
    const link: ParsedLink = { name: 'Downloads', url, widgets: [{ type, url, values, raw: { type, url, ...values } }], description: null, iconRef: null, embeddedIcon: null, position: 0, health: null, container: null };
    const apps = new Map([[appId, installed(appId)]]);
    const options = { policy: { loopback: false }, variables: [] };
    const withKeys = resolveWidgets(link, apps, { ...options, includeKeys: true }, () => undefined);
    expect(withKeys?.app.appId).toBe(appId);
    expect(withKeys?.config).toEqual({ overrideurl: `${url}/`, ...plain, ...config });
    const withheld = resolveWidgets(link, apps, { ...options, includeKeys: false }, () => undefined);
    expect(withheld?.config).toEqual({ overrideurl: `${url}/`, ...plain });
    expect(withheld?.keys).toBe('withheld');
  });
});
