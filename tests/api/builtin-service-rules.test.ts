import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adguardLockout, bigTorrentCount, credentials, hugeSensorCount, piholeMaxSessions, qbitBan, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

/**
 * Built-ins against fakes that enforce what current versions of the real services enforce
 * (issue 26): request bodies, cookie names, auth modes, versions that differ.
 */
const services = useHomelabServices({ checkDescriptions: true });

describe('Nginx Proxy Manager', () => {
  it('signs in with identity and secret only (2.12.0 refuses extra fields)', async () => {
    const result = await runBuiltin('com.proxyman', 'initialize', credentials.proxyman, services().url('npm'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>12<');
  });

  it('says a two-factor account is not supported', async () => {
    const result = await runBuiltin('com.proxyman', 'connectionTest', credentials.proxyman2fa, services().url('npm'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('accounts with two-factor sign-in are not supported, use one without');
  });
});

describe('qBittorrent', () => {
  const calls = (service: string, path: string) => services().requests.filter((r) => r === `POST /${service}/api/v2/auth/${path}`).length;

  it.each(['qbit', 'qbit52', 'qbitcustom'])('sends back the session cookie the login set (%s)', async (service) => {
    const result = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url(service), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('5 MiB/s');
  });

  it.each([
    ['qbit', '200 "Fails."'],
    ['qbit52', '401'],
  ])('says a wrong password is wrong (%s answers it with %s), as a refusal', async (service) => {
    const result = await runBuiltin('com.qbittorrent', 'connectionTest', { ...credentials.qbittorrent, password: 'nope' }, services().url(service), null);
    expect(result).toMatchObject({ status: 400, reason: 'qBittorrent refused the username or password', refusal: 401 });
  });

  it('keeps the session for the next card run instead of signing in again, and replaces one that has ended', async () => {
    const before = calls('qbit52', 'login');
    const first = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url('qbit52'), null, { kept: null });
    expect(first.kept).toMatch(/^QBT_SID_\d+=qb-sid-\d+$/);
    const second = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url('qbit52'), null, { kept: first.kept ?? null });
    expect(second.html).toContain('5 MiB/s');
    expect(second).not.toHaveProperty('kept');
    expect(calls('qbit52', 'login')).toBe(before + 1);
    // qBittorrent restarted: the kept session answers 403, and the run signs in once more.
    const port = new URL(services().origin).port;
    const third = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url('qbit52'), null, { kept: `QBT_SID_${port}=gone` });
    expect(third.html).toContain('5 MiB/s');
    expect(third.kept).toMatch(/^QBT_SID_\d+=qb-sid-\d+$/);
    expect(calls('qbit52', 'login')).toBe(before + 2);
  });

  it('signs out after a connection test, and after a card run where Hearth keeps no session', async () => {
    const before = { login: calls('qbit', 'login'), logout: calls('qbit', 'logout') };
    expect((await runBuiltin('com.qbittorrent', 'connectionTest', credentials.qbittorrent, services().url('qbit'), null)).reason).toBe('');
    expect((await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url('qbit'), null)).reason).toBe('');
    expect(calls('qbit', 'login')).toBe(before.login + 2);
    expect(calls('qbit', 'logout')).toBe(before.logout + 2);
  });

  it('signs in with 5.2\'s API key as a Bearer header, with no sign-in; a wrong key, or a version without keys, is a refusal', async () => {
    const before = calls('qbit52', 'login');
    const card = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrentKey, services().url('qbit52'), null, { kept: null });
    expect(card.html).toContain('5 MiB/s');
    expect(card).not.toHaveProperty('kept');
    expect(calls('qbit52', 'login')).toBe(before);
    expect(services().headers.filter((h) => h.path === '/qbit52/api/v2/transfer/info').at(-1)?.headers.authorization).toBe(`Bearer ${credentials.qbittorrentKey.apiKey}`);
    const refusedKey = 'qBittorrent refused the API key (API keys need qBittorrent 5.2 or later)';
    expect(await runBuiltin('com.qbittorrent', 'connectionTest', { apiKey: 'qbt_wrong' }, services().url('qbit52'), null)).toMatchObject({ status: 400, reason: refusedKey, refusal: 403 });
    expect(await runBuiltin('com.qbittorrent', 'connectionTest', credentials.qbittorrentKey, services().url('qbit'), null)).toMatchObject({ reason: refusedKey, refusal: 403 });
  });

  it.each(['qbitban', 'qbit52ban'])('passes the ban on (403) with what to do, as a refusal (%s)', async (service) => {
    for (let i = 0; i < qbitBan.attempts; i += 1) await runBuiltin('com.qbittorrent', 'connectionTest', { ...credentials.qbittorrent, password: 'nope' }, services().url(service), null);
    const banned = await runBuiltin('com.qbittorrent', 'connectionTest', credentials.qbittorrent, services().url(service), null);
    expect(banned).toMatchObject({ status: 400, refusal: 403 });
    expect(banned.reason).toBe(`qBittorrent: ${qbitBan.message} Wait for the ban to end (an hour by default) or restart qBittorrent, then check the password.`);
  });
});

describe('Proxmox VE', () => {
  const token = { tokenId: credentials.proxmox.tokenId, tokenSecret: credentials.proxmox.tokenSecret };

  it('reads nodes, VMs and containers with an API token, without a ticket', async () => {
    const before = services().requests.length;
    const result = await runBuiltin('com.proxmox', 'initialize', token, services().url('proxmox'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('5.23%');
    expect(result.fullHtml).toContain('VMs</dt><dd>1 of 2 running<');
    expect(result.fullHtml).toContain('Containers</dt><dd>1 of 1 running<');
    expect(services().requests.slice(before)).toEqual(['GET /proxmox/api2/json/cluster/resources']);
  });

  it('keeps a realm typed with the user name (root@pam, not root@pam@pam)', async () => {
    const result = await runBuiltin('com.proxmox', 'connectionTest', { username: 'root@pam', password: credentials.proxmox.password, realm: 'pam' }, services().url('proxmox'), null);
    expect(result.reason).toBe('');
  });

  it('says to use an API token for an account with two-factor sign-in', async () => {
    const result = await runBuiltin('com.proxmox', 'connectionTest', { username: 'tfa', password: credentials.proxmox.password, realm: 'pam' }, services().url('proxmox'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toMatch(/^this account signs in with two factors; create an API token/);
  });
});

describe('Portainer', () => {
  it('reads the first Docker environment that is up, with an access token', async () => {
    const before = services().requests.length;
    const result = await runBuiltin('com.portainer', 'initialize', { accessToken: credentials.portainer.accessToken }, services().url('portainer'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>11<');
    expect(result.fullHtml).toContain('Environment</dt><dd>local<');
    expect(services().requests.slice(before)).toEqual(['GET /portainer/api/endpoints', 'GET /portainer/api/endpoints/2/docker/info']);
  });

  it('says so when no Docker environment is up', async () => {
    const result = await runBuiltin('com.portainer', 'initialize', { accessToken: credentials.portainer.noDockerToken }, services().url('portainer'), null);
    expect(result.reason).toBe('no Docker environment is up (old-nas down)');
  });

  it('says a wrong access token was refused', async () => {
    const result = await runBuiltin('com.portainer', 'connectionTest', { accessToken: 'ptr_wrong' }, services().url('portainer'), null);
    expect(result.reason).toMatch(/^401: the service refused the credentials/);
  });
});

describe('GitHub', () => {
  it('counts every open pull request, past the 100 a page holds', async () => {
    const config = { ...credentials.github, apiurl: services().url('github') };
    const result = await runBuiltin('com.github', 'initialize', config, 'https://github.com/acme/monorepo', { listingUrl: 'https://github.com/acme/monorepo' });
    expect(result.reason).toBe('');
    expect(result.html).toContain('>1,234<');
    expect(result.fullHtml).toContain('dana');
  });
});

describe('Whole-library answers', () => {
  it('stops reading an answer past 16 MB and says it is too large', async () => {
    // The Custom API reads whatever its URL answers, here a 49 MB list.
    const url = `${services().url('homeassistanthuge')}/api/states`;
    const config = { url, method: 'GET', header1Name: 'Authorization', header1Value: `Bearer ${credentials.homeassistant.token}`, field1Label: 'Count', field1Path: 'length' };
    const result = await runBuiltin('com.customapi', 'initialize', config, closed.origin, null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe(`the answer to GET ${url} is larger than 16 MB, more than Hearth reads for a card`);
  });

  it('counts a Home Assistant with 100,000 entities (about 49 MB) as the states stream in', async () => {
    const result = await runBuiltin('com.homeassistant', 'initialize', credentials.homeassistant, services().url('homeassistanthuge'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain(`>${(hugeSensorCount + 4).toLocaleString('en-US')}<`);
    // Lights on, switches on, unavailable: a group's entity_id list attribute is not an entity.
    expect(result.html).toMatch(/>2<\/span><span class="hk-label">Lights on/);
    expect(result.fullHtml).toContain('Unavailable</dt><dd>1<');
  });
});


describe('Radarr with a whole library', () => {
  it('counts a 10,000-movie library (about 35 MB) without holding it, and asks Radarr for the missing count', async () => {
    const result = await runBuiltin('com.radarr', 'initialize', credentials.radarr, services().url('radarrbig'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>10,000<');
    // Every third of 10,000 is not on disk (3,334); of those, every fifth is not monitored.
    expect(result.fullHtml).toContain('On disk</dt><dd>6,666<');
    expect(result.fullHtml).toContain('Missing (monitored)</dt><dd>2,667<');
    expect(services().requests).toContain('GET /radarrbig/api/v3/wanted/missing');
  });
});


describe('qBittorrent with a whole library', () => {
  it('counts 20,000 torrents (about 27 MB) as the list streams in', async () => {
    const result = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services().url('qbitbig'), null);
    expect(result.reason).toBe('');
    expect(result.fullHtml).toContain(`Torrents</dt><dd>${bigTorrentCount.toLocaleString('en-US')}<`);
    expect(result.html).toMatch(new RegExp(`>${(bigTorrentCount / 4).toLocaleString('en-US')}</span><span class="hk-label">Seeding`));
  });
});


describe('Redirects', () => {
  let elsewhere: HomelabServices;
  beforeAll(async () => {
    elsewhere = await startHomelabServices();
  });
  afterAll(async () => {
    await elsewhere.close();
  });
  const port = (s: HomelabServices) => new URL(s.origin).port;

  it('keeps the secret headers on a redirect within the same origin', async () => {
    const result = await runBuiltin('com.sonarr', 'initialize', credentials.sonarr, `${services().url('moved')}/${port(services())}/sonarr`, null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>17<');
  });

  it('does not follow a built-in to another origin at all: it is not an address of the link', async () => {
    const before = elsewhere.headers.length;
    const sonarr = await runBuiltin('com.sonarr', 'initialize', credentials.sonarr, `${services().url('moved')}/${port(elsewhere)}/sonarr`, null);
    expect(sonarr.reason).toMatch(/was redirected to http:\/\/127\.0\.0\.1:\d+, which is not an address of this link/);
    expect(elsewhere.headers.length).toBe(before);
  });

  it("never sends the service's secret headers or credentials to another origin, where a package may go there", async () => {
    const before = elsewhere.headers.length;
    // A package that declares no targets (the original format) may follow a redirect anywhere the reach rule allows.
    await runBuiltin('com.sonarr', 'initialize', credentials.sonarr, `${services().url('moved')}/${port(elsewhere)}/sonarr`, null, { confined: false });
    await runBuiltin('com.adguardhome', 'initialize', credentials.adguard, `${services().url('moved')}/${port(elsewhere)}/adguard`, null, { confined: false });
    const arrived = elsewhere.headers.slice(before);
    expect(arrived.length).toBeGreaterThan(0);
    for (const { headers } of arrived) {
      expect(headers['x-api-key']).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
  });

  it('follows at most 3 redirects', async () => {
    const config = { url: `${services().url('hops')}/3`, method: 'GET', field1Label: 'Arrived', field1Path: 'arrived' };
    expect((await runBuiltin('com.customapi', 'initialize', config, closed.origin, null)).html).toContain('true');
    const tooMany = await runBuiltin('com.customapi', 'initialize', { ...config, url: `${services().url('hops')}/4` }, closed.origin, null);
    expect(tooMany.status).toBe(400);
    expect(tooMany.reason).toBe(`more than 3 redirects from GET ${services().url('hops')}/4: set the service URL to the address the service finally answers at`);
  });

  it('says a sign-in that is redirected was redirected', async () => {
    const moved = `${services().url('moved')}/${port(services())}/proxmox`;
    const { username, password, realm } = credentials.proxmox;
    const result = await runBuiltin('com.proxmox', 'connectionTest', { username, password, realm }, moved, null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe(`POST ${moved}/api2/json/access/ticket was redirected to ${services().url('proxmox')}/api2/json/access/ticket: set the service URL to that address (often its https:// one)`);
  });
});

describe('Jellyfin', () => {
  it.each(['jellyfin', 'jellyfin12'])('signs in with the Authorization header, which works with legacy authorization off (%s)', async (service) => {
    const result = await runBuiltin('com.jellyfin', 'initialize', credentials.jellyfin, services().url(service), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>812<');
  });
});

describe('Pi-hole v6', () => {
  it('gives its API seat back after each run, so more runs than seats still sign in', async () => {
    for (let i = 0; i <= piholeMaxSessions; i += 1) {
      const result = await runBuiltin('com.pihole', 'connectionTest', { ...credentials.pihole, version: '6' }, services().url('pihole'), null);
      expect(result.reason).toBe('');
    }
    expect(services().requests.filter((r) => r === 'DELETE /pihole/api/auth')).toHaveLength(piholeMaxSessions + 1);
  });

  it('sends the password field even when it is empty (a login without one is a 400), so a wrong one is a refusal', async () => {
    const result = await runBuiltin('com.pihole', 'connectionTest', { password: '', version: '6' }, services().url('pihole'), null);
    expect(result).toMatchObject({ status: 400, refusal: 401 });
    expect(result.reason).toMatch(/^401: the service refused the credentials/);
  });

  it('says to use an app password where the account has two-factor sign-in (400 "No 2FA token"), and signs in with one', async () => {
    const web = await runBuiltin('com.pihole', 'connectionTest', { password: credentials.piholeTotp.password, version: '6' }, services().url('piholetotp'), null);
    expect(web).toMatchObject({ status: 400, refusal: 401 });
    expect(web.reason).toBe('Pi-hole asks for a two-factor code, which Hearth cannot give: use an app password instead (Pi-hole: Settings → Web interface / API, expert mode, Configure app password)');
    const app = await runBuiltin('com.pihole', 'initialize', { password: credentials.piholeTotp.appPassword, version: '6' }, services().url('piholetotp'), null);
    expect(app.html).toContain('48.2K');
  });

  it("passes on Pi-hole's own words when every API seat is taken (429), as a refusal", async () => {
    const login = () => fetch(`${services().url('pihole')}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: credentials.pihole.password }) });
    const sids: string[] = [];
    for (let i = 0; i < piholeMaxSessions; i += 1) sids.push(((await (await login()).json()) as { session: { sid: string } }).session.sid);
    try {
      const full = await runBuiltin('com.pihole', 'connectionTest', { ...credentials.pihole, version: '6' }, services().url('pihole'), null);
      expect(full).toMatchObject({ status: 400, refusal: 429, reason: 'Pi-hole: API seats exceeded (increase webserver.api.max_sessions)' });
    } finally {
      for (const sid of sids) await fetch(`${services().url('pihole')}/api/auth`, { method: 'DELETE', headers: { 'x-ftl-sid': sid } });
    }
  });
});

describe('AdGuard Home', () => {
  it('reports wrong credentials as a refusal, and so the block they lead to (a bare 401 either way)', async () => {
    const wrong = { ...credentials.adguard, password: 'nope' };
    for (let i = 0; i < adguardLockout.attempts; i += 1) expect(await runBuiltin('com.adguardhome', 'connectionTest', wrong, services().url('adguardlimit'), null)).toMatchObject({ refusal: 401 });
    const blocked = await runBuiltin('com.adguardhome', 'connectionTest', credentials.adguard, services().url('adguardlimit'), null);
    expect(blocked).toMatchObject({ status: 400, refusal: 401 });
    expect(blocked.reason).toMatch(/^401: the service refused the credentials/);
  });
});
