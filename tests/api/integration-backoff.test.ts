// A card whose service refuses Hearth backs off (issue 40 item 4), tested against the lockout
// rules of the services: the AdGuard Home fake (5 failed sign-ins within a minute block the
// address for 15 minutes), the qBittorrent fake (5 in a row, however far apart, ban it for an hour)
// and the real qbittorrent-nox. The server's and the fakes' clocks are the test's, moved on by
// hand; the card is asked every few seconds, by several browsers at once.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeLink } from '../helpers/listings.js';
import { missing } from '../helpers/prerequisites.js';
import { qbittorrentAccount, qbittorrentLogin, qbittorrentMissing, startQbittorrent, type RealQbittorrent } from '../helpers/qbittorrent.js';
import { adguardLockout, credentials, piholeMaxSessions, qbitBan, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { integrationMessages } from '../../shared/messages.js';
import { runBackoffOf, type RunBackoff } from '../../shared/contracts/integrations.js';
import { backoffRules } from '../../server/features/integrations/link-memory.js';
import { prowlarrKey, startProwlarr } from '../fixtures/services/prowlarr.js';
import { frigateLogin, frigateLoginLimit, startFrigate } from '../fixtures/services/frigate.js';

let now = Date.parse('2026-11-28T08:00:00Z');
let server: TestServer;
let services: HomelabServices;
let admin: string;
let other: string;

/** A copy of a built-in with another refresh interval, installed from the data folder (/app/sync). */
async function installVariant(appId: string, seconds: number): Promise<string> {
  const variant = `${appId}.every${seconds}s`;
  const dir = join(server.dataDir, 'apps', variant);
  await cp(join(process.cwd(), 'resources/integrations', appId), dir, { recursive: true });
  for (const [file, change] of [['manifest.json', { appId: variant, autoRefreshAfterSeconds: seconds }], ['package.json', { name: variant }]] as const) {
    const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<string, unknown>;
    await writeFile(join(dir, file), JSON.stringify({ ...json, ...change }));
  }
  expect((await call(server, 'GET', '/app/sync', { token: admin })).status).toBe(200);
  return variant;
}

beforeAll(async () => {
  services = await startHomelabServices({ clock: () => now });
  server = await startTestServer({ clock: () => now });
  admin = await loginAdmin(server);
  other = await createUser(server, 'neighbour');
  for (const appId of ['com.adguardhome', 'com.qbittorrent', 'com.pihole']) expect((await call(server, 'GET', `/app/${appId}/install`, { token: admin })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await services?.close();
});

interface Asked {
  status: number;
  message: unknown;
  backoff: RunBackoff | null;
}

async function ask(listingId: string, options: { retry?: boolean; token?: string } = {}): Promise<Asked> {
  const res = await call(server, 'GET', `/app/run/${listingId}/card${options.retry ? '?retry=1' : ''}`, { token: options.token ?? admin });
  return { status: res.status, message: res.body.message, backoff: runBackoffOf(res.body) };
}

async function link(name: string, url: string, appId: string, config: Record<string, unknown>): Promise<string> {
  return (await makeLink(server, admin, { linkName: name, linkURL: url, integration: { package: appId, config } }))._id;
}

/**
 * Asks for the card every `stepSeconds` of clock time for `seconds`, three browsers at once, and
 * answers the clock times at which the service was called (`calls` counts its requests).
 */
async function poll(listingId: string, seconds: number, stepSeconds: number, calls: () => number): Promise<number[]> {
  const upstream: number[] = [];
  for (let t = 0; t <= seconds; t += stepSeconds) {
    const before = calls();
    await Promise.all([ask(listingId), ask(listingId), ask(listingId)]);
    if (calls() > before) upstream.push(now);
    now += stepSeconds * 1000;
  }
  return upstream;
}

const adguardCalls = () => services.requests.filter((r) => r === 'GET /adguardlimit/control/status').length;
const adguardAccepts = () => fetch(`${services.url('adguardlimit')}/control/status`, { headers: { authorization: `Basic ${Buffer.from(`${credentials.adguard.username}:${credentials.adguard.password}`).toString('base64')}` } }).then((r) => r.status);

describe('a card whose credentials are refused', () => {
  it.each([1, 60, 300])('never makes AdGuard Home block the address, however often it is asked, at a %i s refresh interval', async (seconds) => {
    const appId = seconds === 60 ? 'com.adguardhome' : await installVariant('com.adguardhome', seconds);
    const card = await link(`AdGuard ${seconds}`, services.url('adguardlimit'), appId, { ...credentials.adguard, password: 'nope' });
    const stepSeconds = Math.max(1, seconds / 4);
    const upstream = await poll(card, seconds * 40, stepSeconds, adguardCalls);
    // Three tries, each at least twice as far apart as the one before, then none.
    expect(upstream).toHaveLength(backoffRules.automaticRefusals);
    expect(upstream[1]! - upstream[0]!).toBeGreaterThanOrEqual(2 * seconds * 1000);
    expect(upstream[2]! - upstream[1]!).toBeGreaterThanOrEqual(4 * seconds * 1000);
    expect(upstream.length).toBeLessThan(adguardLockout.attempts);
    // AdGuard Home never blocked the address: the right password still gets in.
    expect(await adguardAccepts()).toBe(200);
    const last = await ask(card);
    expect(last).toMatchObject({ status: 400, backoff: { refusals: backoffRules.automaticRefusals, reason: 'credentials', nextAttemptAt: null, retryAfterSeconds: null } });
    expect(last.message).toMatch(/^401: the service refused the credentials/);
  });

  it('tells how long it waits, and runs at once on the owner\'s Retry (another account\'s Retry is a 404 that calls nothing)', async () => {
    const card = await link('AdGuard retry', services.url('adguardlimit'), 'com.adguardhome', { ...credentials.adguard, password: 'nope' });
    const first = await ask(card);
    expect(first.backoff).toEqual({ refusals: 1, reason: 'credentials', nextAttemptAt: new Date(now + 120_000).toISOString(), retryAfterSeconds: 120 });
    const before = adguardCalls();
    expect((await ask(card, { retry: true, token: other })).status).toBe(404);
    expect((await ask(card)).backoff?.refusals).toBe(1);
    expect(adguardCalls()).toBe(before);
    expect((await ask(card, { retry: true })).backoff).toMatchObject({ refusals: 2, retryAfterSeconds: 240 });
    expect(adguardCalls()).toBe(before + 1);
    now += 60 * 60_000;
  });

  it('starts afresh when the link\'s integration settings are saved: the right password shows the card at once', async () => {
    const card = await link('AdGuard fixed', services.url('adguardlimit'), 'com.adguardhome', { ...credentials.adguard, password: 'nope' });
    for (let i = 0; i < backoffRules.automaticRefusals; i += 1) await ask(card, { retry: true });
    expect((await ask(card)).backoff).toMatchObject({ nextAttemptAt: null });
    await makeLink(server, admin, { listingId: card, linkName: 'AdGuard fixed', linkURL: services.url('adguardlimit'), integration: { package: 'com.adguardhome', config: credentials.adguard } });
    const fixed = await ask(card);
    expect(fixed).toMatchObject({ status: 200, backoff: null });
    now += 60 * 60_000;
  });

  it('never makes qBittorrent ban the address (5 failed sign-ins in a row, however far apart), over a day of asking', async () => {
    const logins = () => services.requests.filter((r) => r === 'POST /qbit/api/v2/auth/login').length;
    const card = await link('qBittorrent', services.url('qbit'), 'com.qbittorrent', { ...credentials.qbittorrent, password: 'nope' });
    const upstream = await poll(card, 86_400, 600, logins);
    expect(upstream).toHaveLength(backoffRules.automaticRefusals);
    expect((await ask(card)).message).toBe('qBittorrent refused the username or password');
    // The owner's Retry is one more (4 in a row); qBittorrent still lets the right password in.
    expect((await ask(card, { retry: true })).backoff).toMatchObject({ refusals: 4, nextAttemptAt: null });
    expect(logins()).toBe(backoffRules.automaticRefusals + 1);
    const signIn = await fetch(`${services.url('qbit')}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(credentials.qbittorrent) });
    expect(await signIn.text()).toBe('Ok.');
    expect(qbitBan.attempts).toBeGreaterThan(backoffRules.automaticRefusals + 1);
  });
});

describe('a card that is rate limited (429)', () => {
  it('keeps trying, each wait twice the last up to 16 refresh intervals, and shows the card once the service answers', async () => {
    const login = () => fetch(`${services.url('pihole')}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: credentials.pihole.password }) });
    const sids: string[] = [];
    for (let i = 0; i < piholeMaxSessions; i += 1) sids.push(((await (await login()).json()) as { session: { sid: string } }).session.sid);
    const card = await link('Pi-hole', `${services.url('pihole')}/admin/`, 'com.pihole', { ...credentials.pihole, version: '6' });
    const waits: (number | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await ask(card);
      expect(answer).toMatchObject({ status: 400, message: 'Pi-hole: API seats exceeded (increase webserver.api.max_sessions)', backoff: { reason: 'rateLimited', refusals: i + 1 } });
      waits.push(answer.backoff?.retryAfterSeconds ?? null);
      now += (answer.backoff?.retryAfterSeconds ?? 0) * 1000;
    }
    expect(waits).toEqual([2, 4, 8, 16, 16, 16].map((factor) => factor * 60));
    for (const sid of sids) await fetch(`${services.url('pihole')}/api/auth`, { method: 'DELETE', headers: { 'x-ftl-sid': sid } });
    expect(await ask(card)).toMatchObject({ status: 200, backoff: null });
  });
});

describe.skipIf(missing('qbittorrent-nox', qbittorrentMissing()))('a card refused by the real qbittorrent-nox', () => {
  let qbt: RealQbittorrent;
  beforeAll(async () => {
    qbt = await startQbittorrent();
  }, 60_000);
  afterAll(async () => {
    await qbt?.stop();
  });

  it('never gets the address banned over a day of asking, and its text says to check the credentials', async () => {
    const card = await link('qBittorrent (real)', qbt.url, 'com.qbittorrent', { ...qbittorrentAccount, password: 'nope' });
    const answers: Asked[] = [];
    for (let t = 0; t <= 86_400; t += 900) {
      answers.push(await ask(card));
      now += 900_000;
    }
    expect(answers.at(-1)).toMatchObject({ status: 400, message: 'qBittorrent refused the username or password', backoff: { refusals: backoffRules.automaticRefusals, nextAttemptAt: null } });
    expect(integrationMessages.pausedAfterRefusals(backoffRules.automaticRefusals)).toBe('Paused after 3 refusals: check the credentials.');
    // qBittorrent 4.5 answers a banned address 403; it lets the right password in.
    expect(await qbittorrentLogin(qbt.url)).toMatchObject({ status: 200, body: 'Ok.' });
  });
});

// Issue 43 item 5: the new built-ins back off by the same rules. Prowlarr (a wrong key is a bare
// 401) and Frigate (a wrong password is 401; 5 sign-ins a minute, then 429 for the right one too).
describe('a new built-in whose service refuses the card', () => {
  it('Prowlarr: three tries at least 2 and 4 refresh intervals apart, then none until Retry', async () => {
    const prowlarr = await startProwlarr({ now: () => now });
    try {
      expect((await call(server, 'GET', '/app/com.prowlarr/install', { token: admin })).status).toBe(200);
      const seconds = 60;
      const card = await link('Prowlarr', prowlarr.url, 'com.prowlarr', { apiKey: `${prowlarrKey}-wrong` });
      const upstream = await poll(card, seconds * 40, seconds / 4, () => prowlarr.requests.length);
      expect(upstream).toHaveLength(backoffRules.automaticRefusals);
      expect(upstream[1]! - upstream[0]!).toBeGreaterThanOrEqual(2 * seconds * 1000);
      expect(upstream[2]! - upstream[1]!).toBeGreaterThanOrEqual(4 * seconds * 1000);
      const last = await ask(card);
      expect(last).toMatchObject({ status: 400, backoff: { refusals: backoffRules.automaticRefusals, reason: 'credentials', nextAttemptAt: null, retryAfterSeconds: null } });
      expect(last.message).toMatch(/^401: the service refused the credentials/);
      // The right key, saved, starts afresh and shows the card at once.
      await makeLink(server, admin, { listingId: card, linkName: 'Prowlarr', linkURL: prowlarr.url, integration: { package: 'com.prowlarr', config: { apiKey: prowlarrKey } } });
      expect(await ask(card)).toMatchObject({ status: 200, backoff: null });
      expect(prowlarr.violations).toEqual([]);
    } finally {
      await prowlarr.close();
      now += 60 * 60_000;
    }
  });

  it('Frigate: a wrong password, asked for all day, never trips the sign-in limit for the right one', async () => {
    const frigate = await startFrigate({ auth: true });
    try {
      expect((await call(server, 'GET', '/app/com.frigate/install', { token: admin })).status).toBe(200);
      const logins = () => frigate.requests.filter((r) => r.startsWith('POST /api/login')).length;
      const card = await link('Frigate', frigate.url, 'com.frigate', { username: frigateLogin.user, password: 'nope' });
      // A day of asking every 10 minutes of clock time; the fake counts sign-ins by the real clock, all within a minute.
      const upstream = await poll(card, 86_400, 600, logins);
      expect(upstream).toHaveLength(backoffRules.automaticRefusals);
      expect(logins()).toBeLessThan(frigateLoginLimit);
      expect((await ask(card)).backoff).toMatchObject({ reason: 'credentials', nextAttemptAt: null });
      const signIn = await fetch(`${frigate.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(frigateLogin) });
      expect(signIn.status).toBe(200);
    } finally {
      await frigate.close();
      now += 60 * 60_000;
    }
  });
});
