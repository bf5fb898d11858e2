import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adguardLockout, credentials, piholeMaxSessions, qbitBan, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';

/**
 * The fakes' own rules, asked directly: each refuses what the real service refuses (see
 * tests/fixtures/SOURCES.md), so a built-in cannot pass its tests with a request the real one
 * would turn down.
 */
let services: HomelabServices;
/** The fakes' clock, moved on by the lockout tests. */
let now = Date.now();

beforeAll(async () => {
  services = await startHomelabServices({ clock: () => now });
});
afterAll(async () => {
  await services.close();
});

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('Nginx Proxy Manager fake', () => {
  it('refuses a token request with a field its schema does not list (2.12.0+)', async () => {
    const response = await postJson(`${services.url('npm')}/api/tokens`, { identity: credentials.proxyman.email, secret: credentials.proxyman.password, expiry: '1y' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 400, message: 'data must NOT have additional properties' } });
  });

  it('gives a token for identity and secret alone, and a challenge for a two-factor account', async () => {
    const plain = await postJson(`${services.url('npm')}/api/tokens`, { identity: credentials.proxyman.email, secret: credentials.proxyman.password });
    expect(await plain.json()).toMatchObject({ token: 'npm-token' });
    const otp = await postJson(`${services.url('npm')}/api/tokens`, { identity: credentials.proxyman2fa.email, secret: credentials.proxyman2fa.password });
    expect(await otp.json()).toEqual({ requires_2fa: true, challenge_token: 'npm-challenge' });
  });
});

describe('Nginx Proxy Manager fake, wrong password by version', () => {
  it('answers a wrong password with 400 and message_i18n from 2.13.0, with 401 before it', async () => {
    const wrong = { identity: credentials.proxyman.email, secret: 'nope' };
    const current = await postJson(`${services.url('npm')}/api/tokens`, wrong);
    expect(current.status).toBe(400);
    expect(await current.json()).toEqual({ error: { code: 400, message: 'Invalid email or password', message_i18n: 'error.invalid-auth' } });
    const older = await postJson(`${services.url('npm212')}/api/tokens`, wrong);
    expect(older.status).toBe(401);
    expect(await older.json()).toEqual({ error: { code: 401, message: 'Invalid email or password' } });
  });
});

describe('qBittorrent fake', () => {
  const login = (service: string, headers: Record<string, string> = {}, password: string = credentials.qbittorrent.password) =>
    fetch(`${services.url(service)}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: `username=${credentials.qbittorrent.username}&password=${encodeURIComponent(password)}`,
    });
  const transfer = (service: string, headers: Record<string, string>) => fetch(`${services.url(service)}/api/v2/transfer/info`, { headers });
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  it('refuses a request whose Referer or Origin is another host', async () => {
    expect((await login('qbit', { referer: 'http://elsewhere.example/' })).status).toBe(401);
    expect((await login('qbit', { origin: 'http://127.0.0.1:1' })).status).toBe(401);
    expect((await login('qbit', { referer: services.url('qbit') })).status).toBe(200);
  });

  it('names the session cookie by version: SID before 5.2, QBT_SID_<port> from 5.2, renamable from 4.6', async () => {
    const port = new URL(services.origin).port;
    expect(cookieOf(await login('qbit'))).toMatch(/^SID=qb-sid-\d+$/);
    expect(cookieOf(await login('qbit52'))).toMatch(new RegExp(`^QBT_SID_${port}=qb-sid-\\d+$`));
    expect(cookieOf(await login('qbitcustom'))).toMatch(/^HOMELAB_SID=qb-sid-\d+$/);
  });

  it('refuses the old cookie name on 5.2', async () => {
    const sid = cookieOf(await login('qbit52')).split('=')[1] ?? '';
    expect((await transfer('qbit52', { cookie: `SID=${sid}` })).status).toBe(403);
  });

  it('answers a sign-in with 200 "Ok." or "Fails." up to 5.1, and with 204 or 401 from 5.2', async () => {
    const old = await login('qbit');
    expect([old.status, await old.text()]).toEqual([200, 'Ok.']);
    const oldWrong = await login('qbit', {}, 'nope');
    expect([oldWrong.status, await oldWrong.text()]).toEqual([200, 'Fails.']);
    const current = await login('qbit52');
    expect([current.status, await current.text()]).toEqual([204, '']);
    const currentWrong = await login('qbit52', {}, 'nope');
    expect([currentWrong.status, await currentWrong.text()]).toEqual([401, 'Unauthorized']);
    // A success clears the failures counted so far.
    expect((await login('qbit')).status).toBe(200);
    expect((await login('qbit52')).status).toBe(204);
  });

  it('ends a session at /auth/logout (POST); without one, endpoints answer 403', async () => {
    const cookie = cookieOf(await login('qbit'));
    expect((await transfer('qbit', { cookie })).status).toBe(200);
    expect((await fetch(`${services.url('qbit')}/api/v2/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect((await transfer('qbit', { cookie })).status).toBe(403);
  });

  it('bans an address after five failed sign-ins in a row for an hour, right password included', async () => {
    for (let i = 0; i < qbitBan.attempts - 1; i += 1) expect(await (await login('qbit', {}, 'nope')).text()).toBe('Fails.');
    expect(await (await login('qbit', {}, 'nope')).text()).toBe('Fails.');
    const banned = await login('qbit');
    expect([banned.status, await banned.text()]).toEqual([403, qbitBan.message]);
    now += qbitBan.seconds * 1000 - 1000;
    expect((await login('qbit')).status).toBe(403);
    now += 1000;
    expect(await (await login('qbit')).text()).toBe('Ok.');
  });

  it('takes 5.2\'s API key as a Bearer header without a session or CSRF check; a wrong key or an older version answers 403', async () => {
    const key = { authorization: `Bearer ${credentials.qbittorrentKey.apiKey}` };
    const withKey = await transfer('qbit52', { ...key, referer: 'http://elsewhere.example/' });
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('set-cookie')).toBeNull();
    expect((await transfer('qbit52', { authorization: 'Bearer qbt_wrong' })).status).toBe(403);
    expect((await login('qbit52', key)).status).toBe(403);
    expect((await transfer('qbit', key)).status).toBe(403);
  });
});

describe('Portainer fake', () => {
  it('refuses a wrong access token with 401, and lists environments of every type', async () => {
    expect((await fetch(`${services.url('portainer')}/api/endpoints`, { headers: { 'x-api-key': 'ptr_wrong' } })).status).toBe(401);
    const listed = (await (await fetch(`${services.url('portainer')}/api/endpoints`, { headers: { 'x-api-key': credentials.portainer.accessToken } })).json()) as { Type: number; Status: number }[];
    expect(listed.map((e) => [e.Type, e.Status])).toEqual([[5, 1], [1, 2], [1, 1]]);
    expect((await fetch(`${services.url('portainer')}/api/endpoints/1/docker/info`, { headers: { 'x-api-key': credentials.portainer.accessToken } })).status).toBe(502);
  });

  it('answers a wrong password with 422 "Invalid credentials" and the error as details', async () => {
    const wrong = await postJson(`${services.url('portainer')}/api/auth`, { username: credentials.portainer.username, password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: 'Invalid credentials', details: 'Unauthorized' });
  });
});

describe('Proxmox VE fake', () => {
  const ticket = (username: string) =>
    fetch(`${services.url('proxmox')}/api2/json/access/ticket`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password: credentials.proxmox.password }) });

  it('answers a two-factor account with NeedTFA, and root@pam@pam with 401', async () => {
    expect(((await (await ticket('tfa@pam')).json()) as { data: { NeedTFA?: number } }).data.NeedTFA).toBe(1);
    expect((await ticket('root@pam@pam')).status).toBe(401);
  });

  it('takes an API token only as PVEAPIToken=USER@REALM!TOKENID=SECRET', async () => {
    const resources = (authorization: string) => fetch(`${services.url('proxmox')}/api2/json/cluster/resources`, { headers: { authorization } });
    expect((await resources(`PVEAPIToken=${credentials.proxmox.tokenId}=${credentials.proxmox.tokenSecret}`)).status).toBe(200);
    expect((await resources(`PVEAPIToken=${credentials.proxmox.tokenId}:${credentials.proxmox.tokenSecret}`)).status).toBe(401);
    expect((await resources(`Bearer ${credentials.proxmox.tokenSecret}`)).status).toBe(401);
  });

  it('leaves out node statistics without Sys.Audit and guests without VM.Audit, and says which privileges a token has', async () => {
    const asToken = (tokenId: string, path: string) => fetch(`${services.url('proxmox')}/api2/json${path}`, { headers: { authorization: `PVEAPIToken=${tokenId}=${credentials.proxmox.tokenSecret}` } }).then((r) => r.json() as Promise<{ data: unknown }>);
    const { data } = (await asToken(credentials.proxmox.privsepTokenId, '/cluster/resources')) as { data: Record<string, unknown>[] };
    expect(data).toEqual([{ id: 'node/pve', type: 'node', node: 'pve', status: 'online', level: '' }]);
    const nodesOnly = (await asToken(credentials.proxmox.nodesTokenId, '/cluster/resources')) as { data: { type: string; maxmem?: number }[] };
    expect(nodesOnly.data.map((r) => r.type)).toEqual(['node']);
    expect(nodesOnly.data[0]?.maxmem).toBe(32e9);
    expect(await asToken(credentials.proxmox.nodesTokenId, '/access/permissions?path=/vms')).toEqual({ data: {} });
    expect(await asToken(credentials.proxmox.auditorTokenId, '/access/permissions?path=/vms')).toMatchObject({ data: { '/vms': { 'VM.Audit': 1 } } });
  });
});

describe('GitHub fake', () => {
  const auth = { authorization: `Basic ${Buffer.from(`${credentials.github.username}:${credentials.github.password}`).toString('base64')}` };
  it('pages pull requests 100 at most; the search API counts them all and wants q', async () => {
    const page = (await (await fetch(`${services.url('github')}/repos/acme/monorepo/pulls?state=open&per_page=100`, { headers: auth })).json()) as unknown[];
    expect(page).toHaveLength(100);
    const search = (await (await fetch(`${services.url('github')}/search/issues?q=${encodeURIComponent('repo:acme/monorepo is:pr is:open')}&per_page=1`, { headers: auth })).json()) as { total_count: number; items: unknown[] };
    expect(search.total_count).toBe(1234);
    expect(search.items).toHaveLength(1);
    expect((await fetch(`${services.url('github')}/search/issues`, { headers: auth })).status).toBe(422);
  });
});

describe('Jellyfin fake', () => {
  const info = (service: string, headers: Record<string, string>) => fetch(`${services.url(service)}/System/Info`, { headers });
  it('takes X-Emby-Token while legacy authorization is on, and only the Authorization header once it is off', async () => {
    expect((await info('jellyfin', { 'x-emby-token': credentials.jellyfin.apiKey })).status).toBe(200);
    expect((await info('jellyfin12', { 'x-emby-token': credentials.jellyfin.apiKey })).status).toBe(401);
    expect((await fetch(`${services.url('jellyfin12')}/System/Info?api_key=${credentials.jellyfin.apiKey}`)).status).toBe(401);
    expect((await info('jellyfin12', { authorization: `MediaBrowser Token="${credentials.jellyfin.apiKey}"` })).status).toBe(200);
  });
});

describe('Sonarr fake', () => {
  const status = (query: string, headers: Record<string, string> = {}) => fetch(`${services.url('sonarr')}/api/v3/system/status${query}`, { headers });
  it('reads the key from ?apikey= first, then X-Api-Key, then a Bearer header; a wrong one is a bare 401', async () => {
    const wrong = await status('', { 'x-api-key': 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe('');
    expect((await status(`?apikey=${credentials.sonarr.apiKey}`)).status).toBe(200);
    expect((await status('', { authorization: `Bearer ${credentials.sonarr.apiKey}` })).status).toBe(200);
    expect((await status('?apikey=nope', { 'x-api-key': credentials.sonarr.apiKey })).status).toBe(401);
  });

  it('pages wanted/missing as a PagingResource counting monitored episodes unless monitored=false', async () => {
    const page = (query: string) => fetch(`${services.url('sonarr')}/api/v3/wanted/missing${query}`, { headers: { 'x-api-key': credentials.sonarr.apiKey } }).then((r) => r.json() as Promise<{ page: number; pageSize: number; totalRecords: number; records: unknown[] }>);
    expect(await page('')).toMatchObject({ page: 1, pageSize: 10, totalRecords: 17 });
    expect((await page('?page=1&pageSize=1')).records).toHaveLength(1);
    expect((await page('?monitored=false')).totalRecords).toBe(40);
  });
});

describe('Immich fake', () => {
  const statistics = (init: { query?: string; key?: string } = {}) => fetch(`${services.url('immich')}/api/server/statistics${init.query ?? ''}`, { headers: init.key ? { 'x-api-key': init.key } : {} });
  it('refuses a missing or wrong key with 401 and Nest\'s error body; the key may come as ?apiKey=', async () => {
    const missing = await statistics();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Authentication required', error: 'Unauthorized', statusCode: 401 });
    const wrong = await statistics({ key: 'nope' });
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key', statusCode: 401 });
    expect((await statistics({ query: `?apiKey=${credentials.immich.apiKey}` })).status).toBe(200);
  });

  it('keeps the server statistics for admins (403 to a user\'s key); the version is public', async () => {
    const member = await statistics({ key: credentials.immich.memberKey });
    expect(member.status).toBe(403);
    expect(await member.json()).toMatchObject({ message: 'Forbidden', statusCode: 403 });
    const scoped = await statistics({ key: credentials.immich.scopedKey });
    expect(scoped.status).toBe(403);
    expect(await scoped.json()).toMatchObject({ message: 'Missing required permission: server.statistics', error: 'Forbidden', statusCode: 403 });
    expect((await fetch(`${services.url('immich')}/api/server/version`)).status).toBe(200);
  });
});

describe('Pi-hole v6 fake', () => {
  const login = (password: string) => postJson(`${services.url('pihole')}/api/auth`, { password });
  const logout = (sid: string) => fetch(`${services.url('pihole')}/api/auth`, { method: 'DELETE', headers: { 'x-ftl-sid': sid } });

  it('answers a wrong password with 401 and an invalid session, and a request without a SID with 401 "unauthorized"', async () => {
    const wrong = await login('nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ session: { valid: false, sid: null, validity: -1, message: 'password incorrect' } });
    const bare = await fetch(`${services.url('pihole')}/api/stats/summary`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { key: 'unauthorized', message: 'Unauthorized' } });
  });

  it('reads the SID from X-FTL-SID or ?sid=, and frees the seat on DELETE (204, then 401)', async () => {
    const { session } = (await (await login(credentials.pihole.password)).json()) as { session: { sid: string } };
    expect((await fetch(`${services.url('pihole')}/api/dns/blocking?sid=${session.sid}`)).status).toBe(200);
    expect((await logout(session.sid)).status).toBe(204);
    expect((await fetch(`${services.url('pihole')}/api/dns/blocking`, { headers: { 'x-ftl-sid': session.sid } })).status).toBe(401);
    expect((await logout(session.sid)).status).toBe(401);
  });

  it('answers a login without a password with 400 "No password found in JSON payload"', async () => {
    const response = await postJson(`${services.url('pihole')}/api/auth`, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { key: 'bad_request', message: 'No password found in JSON payload' } });
  });

  it('with two-factor sign-in, answers the web password alone with 400 "No 2FA token found in JSON payload", and lets an app password in', async () => {
    const web = await postJson(`${services.url('piholetotp')}/api/auth`, { password: credentials.piholeTotp.password });
    expect(web.status).toBe(400);
    expect(await web.json()).toMatchObject({ error: { key: 'bad_request', message: 'No 2FA token found in JSON payload' } });
    const app = await postJson(`${services.url('piholetotp')}/api/auth`, { password: credentials.piholeTotp.appPassword });
    const { session } = (await app.json()) as { session: { valid: boolean; sid: string; message: string } };
    expect(session).toMatchObject({ valid: true, message: 'app-password correct' });
    expect((await fetch(`${services.url('piholetotp')}/api/auth`, { method: 'DELETE', headers: { 'x-ftl-sid': session.sid } })).status).toBe(204);
  });

  it('refuses a login with 429 once every API seat is taken', async () => {
    const sids: string[] = [];
    for (let i = 0; i < piholeMaxSessions; i += 1) sids.push(((await (await login(credentials.pihole.password)).json()) as { session: { sid: string } }).session.sid);
    const full = await login(credentials.pihole.password);
    expect(full.status).toBe(429);
    expect(await full.json()).toMatchObject({ error: { key: 'api_seats_exceeded' } });
    for (const sid of sids) await logout(sid);
    const again = await login(credentials.pihole.password);
    expect(again.status).toBe(200);
    await logout(((await again.json()) as { session: { sid: string } }).session.sid);
  });
});

describe('AdGuard Home fake', () => {
  const status = (service: string, password: string, cookie?: string) =>
    fetch(`${services.url(service)}/control/status`, { headers: { authorization: `Basic ${Buffer.from(`${credentials.adguard.username}:${password}`).toString('base64')}`, ...(cookie ? { cookie } : {}) } });

  it('answers wrong Basic credentials with a bare 401, and reads no Basic auth beside a session cookie', async () => {
    const wrong = await status('adguard', 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe('');
    expect((await status('adguard', credentials.adguard.password)).status).toBe(200);
    expect((await status('adguard', credentials.adguard.password, 'agh_session=00')).status).toBe(401);
    expect((await status('adguard', credentials.adguard.password)).status).toBe(200);
  });

  it('blocks an address for 15 minutes after five failed sign-ins within a minute, right credentials included; attempts while blocked do not extend it', async () => {
    for (let i = 0; i < adguardLockout.attempts; i += 1) expect((await status('adguardlimit', 'nope')).status).toBe(401);
    const blockedAt = now;
    expect((await status('adguardlimit', credentials.adguard.password)).status).toBe(401);
    now = blockedAt + (adguardLockout.blockMinutes * 60 - 1) * 1000;
    for (let i = 0; i < adguardLockout.attempts; i += 1) expect((await status('adguardlimit', 'nope')).status).toBe(401);
    now = blockedAt + adguardLockout.blockMinutes * 60_000 + 1;
    expect((await status('adguardlimit', credentials.adguard.password)).status).toBe(200);
  });

  it('forgets failed sign-ins a minute after the first: five spread over longer block nothing', async () => {
    for (let i = 0; i < adguardLockout.attempts - 1; i += 1) expect((await status('adguardlimit', 'nope')).status).toBe(401);
    now += adguardLockout.windowSeconds * 1000 + 1;
    expect((await status('adguardlimit', 'nope')).status).toBe(401);
    expect((await status('adguardlimit', credentials.adguard.password)).status).toBe(200);
  });
});

describe('Nextcloud serverinfo fake', () => {
  const info = (query: string, headers: Record<string, string>) => fetch(`${services.url('nextcloud')}/ocs/v2.php/apps/serverinfo/api/v1/info${query}`, { headers });
  const basicAuth = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

  it('answers only an admin or the NC-Token; a user who is not an admin gets 401 "Unauthorized"', async () => {
    const member = await info('?format=json', basicAuth(credentials.nextcloud.memberUsername, credentials.nextcloud.memberPassword));
    expect(member.status).toBe(401);
    expect(await member.json()).toEqual({ ocs: { meta: { status: 'failure', statuscode: 401, message: '' }, data: { message: 'Unauthorized' } } });
    expect((await info('?format=json', { 'nc-token': credentials.nextcloud.token })).status).toBe(200);
    // A public page without a CSRF check: no OCS-APIRequest header needed.
    expect((await info('?format=json', basicAuth(credentials.nextcloud.username, credentials.nextcloud.password))).status).toBe(200);
  });

  it('answers XML unless asked for JSON', async () => {
    const xml = await info('', basicAuth(credentials.nextcloud.username, credentials.nextcloud.password));
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await xml.text()).toContain('<statuscode>200</statuscode>');
  });
});

describe('Uptime Kuma fake', () => {
  it('answers an unknown status page with 404 {status: "fail"}, its heartbeats with an empty 200, and reads slugs in lower case', async () => {
    const missing = await fetch(`${services.url('kuma')}/api/status-page/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 'fail', msg: 'Status Page Not Found' });
    const beats = await fetch(`${services.url('kuma')}/api/status-page/heartbeat/nope`);
    expect(beats.status).toBe(200);
    expect(await beats.json()).toEqual({ heartbeatList: {}, uptimeList: {} });
    expect((await fetch(`${services.url('kuma')}/api/status-page/HOME`)).status).toBe(200);
  });
});

describe('Speedtest Tracker fake', () => {
  const latest = (token: string) => fetch(`${services.url('speedtest')}/api/v1/results/latest`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  it('answers an unknown token with 401 "Unauthenticated." and one without results:read with 403', async () => {
    const wrong = await latest('nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Unauthenticated.' });
    const noRead = await latest(credentials.speedtest.noReadKey);
    expect(noRead.status).toBe(403);
    expect(await noRead.json()).toEqual({ message: 'You do not have permission to view results.' });
  });

  it('writes created_at as Laravel does (Y-m-d H:i:s) and speeds in bytes and bits per second', async () => {
    const { data } = (await (await latest(credentials.speedtest.apiKey)).json()) as { data: { created_at: string; download: number; download_bits: number } };
    expect(data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.download * 8).toBe(data.download_bits);
  });

  it('answers results/latest with the newest result of any status, without *_bits when its speeds are null', async () => {
    const { data } = (await (await fetch(`${services.url('speedtestrunning')}/api/v1/results/latest`, { headers: { authorization: `Bearer ${credentials.speedtest.apiKey}` } })).json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ status: 'running', download: null, upload: null });
    expect(data).not.toHaveProperty('download_bits');
    expect(data).not.toHaveProperty('upload_bits_human');
  });

  it('lists results by the query builder filters, sorts and page[size]; refuses any other filter with 400', async () => {
    const list = (query: string) => fetch(`${services.url('speedtestfailed')}/api/v1/results?${query}`, { headers: { authorization: `Bearer ${credentials.speedtest.apiKey}` } });
    const finished = (await (await list('filter[status]=completed&sort=-created_at&page[size]=1')).json()) as { data: { id: number; status: string }[]; meta: { total: number; per_page: number } };
    expect(finished.data).toEqual([expect.objectContaining({ id: 88, status: 'completed' })]);
    expect(finished.meta).toMatchObject({ total: 1, per_page: 1 });
    const wrong = await list('filter[state]=completed');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/^Requested filter\(s\) `state` are not allowed/);
    expect((await list('page[size]=501')).status).toBe(422);
  });

  it('reads results with any token before v1.6.6, and refuses an Accept header without JSON with 406', async () => {
    expect((await fetch(`${services.url('speedtest16')}/api/v1/results/latest`, { headers: { authorization: `Bearer ${credentials.speedtest.noReadKey}` } })).status).toBe(200);
    expect((await fetch(`${services.url('speedtest')}/api/v1/results/latest`, { headers: { authorization: `Bearer ${credentials.speedtest.apiKey}`, accept: 'text/html' } })).status).toBe(406);
  });

  it('answers the old route with the newest completed or failed test, a failed one without speeds, and 404 with none', async () => {
    const failed = (await (await fetch(`${services.url('speedtestfailed')}/api/speedtest/latest`)).json()) as { data: { failed: boolean; download: number | null; created_at: string } };
    expect(failed.data).toMatchObject({ failed: true, download: null });
    expect(failed.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
    expect((await fetch(`${services.url('speedtestempty')}/api/speedtest/latest`)).status).toBe(404);
  });
});

describe('YouTube Data API fake', () => {
  const videos = (query: string) => fetch(`${services.url('youtube')}/youtube/v3/videos?${query}`);
  it('refuses a wrong key with 400 INVALID_ARGUMENT, and a request without part with 400', async () => {
    const wrong = await videos('id=dQw4w9WgXcQ&part=snippet&key=nope');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT', errors: [{ reason: 'badRequest' }] } });
    const noPart = await videos(`id=dQw4w9WgXcQ&key=${credentials.youtube.apiKey}`);
    expect(noPart.status).toBe(400);
  });

  it('answers a key whose project used up its daily quota with 403 quotaExceeded', async () => {
    const spent = await videos(`id=dQw4w9WgXcQ&part=statistics&key=${credentials.youtube.quotaKey}`);
    expect(spent.status).toBe(403);
    expect(await spent.json()).toMatchObject({ error: { code: 403, errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] } });
  });

  it('sends only the parts asked for, counts as strings', async () => {
    const body = (await (await videos(`id=dQw4w9WgXcQ&part=statistics&key=${credentials.youtube.apiKey}`)).json()) as { kind: string; items: Record<string, unknown>[] };
    expect(body.kind).toBe('youtube#videoListResponse');
    expect(body.items[0]).not.toHaveProperty('snippet');
    expect(body.items[0]).toMatchObject({ statistics: { viewCount: '1534000000' } });
  });
});

describe('Home Assistant fake', () => {
  it('signs in only with Authorization: Bearer (not ?access_token=); anything else is a plain-text 401', async () => {
    const query = await fetch(`${services.url('homeassistant')}/api/config?access_token=${credentials.homeassistant.token}`);
    expect(query.status).toBe(401);
    expect(query.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await query.text()).toBe('401: Unauthorized');
    const states = (await (await fetch(`${services.url('homeassistant')}/api/states`, { headers: { authorization: `Bearer ${credentials.homeassistant.token}` } })).json()) as Record<string, unknown>[];
    expect(Object.keys(states[0] ?? {})).toEqual(['entity_id', 'state', 'attributes', 'last_changed', 'last_reported', 'last_updated', 'context']);
  });
});

describe('Plex fake', () => {
  it('takes the token as header or query, refuses a wrong one with a 401 page, and answers XML unless asked for JSON', async () => {
    const wrong = await fetch(`${services.url('plex')}/library/sections`, { headers: { 'x-plex-token': 'nope', accept: 'application/json' } });
    expect(wrong.status).toBe(401);
    const byQuery = await fetch(`${services.url('plex')}/library/sections?X-Plex-Token=${credentials.plex.token}`, { headers: { accept: 'application/json' } });
    expect(((await byQuery.json()) as { MediaContainer: { size: number } }).MediaContainer.size).toBe(3);
    const xml = await fetch(`${services.url('plex')}/library/sections/1/all?X-Plex-Container-Start=0&X-Plex-Container-Size=0`, { headers: { 'x-plex-token': credentials.plex.token } });
    expect(xml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await xml.text()).toContain('totalSize="1523"');
  });
});

describe('Heimdall fake', () => {
  it('answers /health without a key, and 429 "Too many attempts." after 30 calls in a minute', async () => {
    const health = () => fetch(`${services.url('heimdallbusy')}/health`);
    for (let i = 0; i < 30; i += 1) expect((await health()).status).toBe(200);
    const busy = await health();
    expect(busy.status).toBe(429);
    expect(await busy.text()).toBe('Too many attempts.');
  });
});
