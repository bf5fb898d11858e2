import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyPullCount, credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';

/**
 * The fakes' own rules, asked directly: each refuses what the real service refuses (see
 * tests/fixtures/SOURCES.md), so a built-in cannot pass its tests with a request the real one
 * would turn down.
 */
let services: HomelabServices;

beforeAll(async () => {
  services = await startHomelabServices();
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

describe('qBittorrent fake', () => {
  const login = (service: string, headers: Record<string, string> = {}) =>
    fetch(`${services.url(service)}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: `username=${credentials.qbittorrent.username}&password=${credentials.qbittorrent.password}`,
    });

  it('refuses a request whose Referer or Origin is another host', async () => {
    expect((await login('qbit', { referer: 'http://elsewhere.example/' })).status).toBe(401);
    expect((await login('qbit', { origin: 'http://127.0.0.1:1' })).status).toBe(401);
    expect((await login('qbit', { referer: services.url('qbit') })).status).toBe(200);
  });

  it('names the session cookie by version: SID before 5.2, QBT_SID_<port> from 5.2, renamable from 4.5', async () => {
    const port = new URL(services.origin).port;
    expect((await login('qbit')).headers.get('set-cookie')).toMatch(/^SID=qb-sid;/);
    expect((await login('qbit52')).headers.get('set-cookie')).toMatch(new RegExp(`^QBT_SID_${port}=qb-sid;`));
    expect((await login('qbitcustom')).headers.get('set-cookie')).toMatch(/^HOMELAB_SID=qb-sid;/);
  });

  it('refuses the old cookie name on 5.2', async () => {
    const response = await fetch(`${services.url('qbit52')}/api/v2/transfer/info`, { headers: { cookie: 'SID=qb-sid' } });
    expect(response.status).toBe(403);
  });
});

describe('Proxmox VE fake', () => {
  const ticket = (form: Record<string, string>) =>
    fetch(`${services.url('proxmox')}/api2/json/access/ticket`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const resources = (headers: Record<string, string>) => fetch(`${services.url('proxmox')}/api2/json/cluster/resources`, { headers });

  it('signs in user@realm, or a bare name with realm, and refuses the realm twice', async () => {
    const { password } = credentials.proxmox;
    expect((await ticket({ username: 'root@pam', password })).status).toBe(200);
    expect((await ticket({ username: 'root', realm: 'pam', password })).status).toBe(200);
    expect((await ticket({ username: 'root@pam', realm: 'pam', password })).status).toBe(401);
    const twice = await ticket({ username: 'root@pam@pam', password });
    expect(twice.status).toBe(401);
    expect(await twice.json()).toEqual({ data: null });
  });

  it('answers NeedTFA and a ticket that opens nothing for a two-factor account', async () => {
    const { username, realm, password } = credentials.proxmox2fa;
    const body = (await (await ticket({ username: `${username}@${realm}`, password })).json()) as { data: { NeedTFA: number; ticket: string } };
    expect(body.data.NeedTFA).toBe(1);
    expect((await resources({ cookie: `PVEAuthCookie=${body.data.ticket}` })).status).toBe(401);
  });

  it('reads with an API token only in the PVEAPIToken=USER@REALM!TOKENID=SECRET form', async () => {
    const { tokenid, tokensecret } = credentials.proxmoxToken;
    expect((await resources({ authorization: `PVEAPIToken=${tokenid}=${tokensecret}` })).status).toBe(200);
    expect((await resources({ authorization: `PVEAPIToken=${tokenid}=wrong` })).status).toBe(401);
    expect((await resources({ authorization: `PVEAPIToken=root!hearth=${tokensecret}` })).status).toBe(401);
    expect((await resources({ authorization: `Bearer ${tokensecret}` })).status).toBe(401);
  });
});

describe('Portainer fake', () => {
  it('takes an access token in X-API-Key only, not as a Bearer token', async () => {
    const { apikey } = credentials.portainerToken;
    expect((await fetch(`${services.url('portainer')}/api/endpoints`, { headers: { 'x-api-key': apikey } })).status).toBe(200);
    expect((await fetch(`${services.url('portainer')}/api/endpoints`, { headers: { authorization: `Bearer ${apikey}` } })).status).toBe(401);
    expect((await fetch(`${services.url('portainer')}/api/endpoints`, { headers: { 'x-api-key': 'ptr_wrong' } })).status).toBe(401);
  });

  it('answers Docker info only for a Docker environment that is up', async () => {
    const info = (id: number) => fetch(`${services.url('portainer')}/api/endpoints/${id}/docker/info`, { headers: { 'x-api-key': credentials.portainerToken.apikey } });
    expect((await info(1)).status).toBe(400);
    expect((await info(2)).status).toBe(502);
    expect((await info(3)).status).toBe(200);
  });
});

describe('GitHub fake', () => {
  const auth = { authorization: `Basic ${Buffer.from(`${credentials.github.username}:${credentials.github.password}`).toString('base64')}` };
  const pulls = (query: string) => fetch(`${services.url('github')}/repos/acme/busy/pulls?${query}`, { headers: auth });

  it('gives at most 100 pull requests a page and names the other pages in Link', async () => {
    const first = await pulls('state=open&per_page=500');
    expect(((await first.json()) as unknown[]).length).toBe(100);
    expect(first.headers.get('link')).toMatch(/[?&]page=3>; rel="last"/);
    const lastPage = await pulls('state=open&per_page=100&page=3');
    expect(((await lastPage.json()) as unknown[]).length).toBe(busyPullCount - 200);
    expect(lastPage.headers.get('link')).not.toContain('rel="next"');
  });

  it('sends no Link header when one page holds everything, and refuses a wrong token', async () => {
    const small = await fetch(`${services.url('github')}/repos/acme/widgets/pulls?state=open`, { headers: auth });
    expect(small.headers.get('link')).toBeNull();
    const wrong = await fetch(`${services.url('github')}/repos/acme/widgets/pulls`, { headers: { authorization: `Basic ${Buffer.from('octo:nope').toString('base64')}` } });
    expect(wrong.status).toBe(401);
  });
});
