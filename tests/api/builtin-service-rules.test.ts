import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';

/**
 * Built-ins against fakes that enforce what current versions of the real services enforce
 * (issue 26): request bodies, cookie names, auth modes, versions that differ.
 */
let services: HomelabServices;

beforeAll(async () => {
  services = await startHomelabServices();
});
afterAll(async () => {
  stopBuiltins();
  await services.close();
});

describe('Nginx Proxy Manager', () => {
  it('signs in with identity and secret only (2.12.0 refuses extra fields)', async () => {
    const result = await runBuiltin('com.proxyman', 'initialize', credentials.proxyman, services.url('npm'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>12<');
  });

  it('says a two-factor account is not supported', async () => {
    const result = await runBuiltin('com.proxyman', 'connectionTest', credentials.proxyman2fa, services.url('npm'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('accounts with two-factor sign-in are not supported, use one without');
  });
});

describe('qBittorrent', () => {
  it.each(['qbit', 'qbit52', 'qbitcustom'])('sends back the session cookie the login set (%s)', async (service) => {
    const result = await runBuiltin('com.qbittorrent', 'initialize', credentials.qbittorrent, services.url(service), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('5 MiB/s');
  });
});

describe('Proxmox VE', () => {
  const token = { tokenId: credentials.proxmox.tokenId, tokenSecret: credentials.proxmox.tokenSecret };

  it('reads nodes, VMs and containers with an API token, without a ticket', async () => {
    const before = services.requests.length;
    const result = await runBuiltin('com.proxmox', 'initialize', token, services.url('proxmox'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('5.23%');
    expect(result.fullHtml).toContain('VMs</dt><dd>1 of 2 running<');
    expect(result.fullHtml).toContain('Containers</dt><dd>1 of 1 running<');
    expect(services.requests.slice(before)).toEqual(['GET /proxmox/api2/json/cluster/resources']);
  });

  it('keeps a realm typed with the user name (root@pam, not root@pam@pam)', async () => {
    const result = await runBuiltin('com.proxmox', 'connectionTest', { username: 'root@pam', password: credentials.proxmox.password, realm: 'pam' }, services.url('proxmox'), null);
    expect(result.reason).toBe('');
  });

  it('says to use an API token for an account with two-factor sign-in', async () => {
    const result = await runBuiltin('com.proxmox', 'connectionTest', { username: 'tfa', password: credentials.proxmox.password, realm: 'pam' }, services.url('proxmox'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toMatch(/^this account signs in with two factors; create an API token/);
  });
});

describe('Portainer', () => {
  it('reads the first Docker environment that is up, with an access token', async () => {
    const before = services.requests.length;
    const result = await runBuiltin('com.portainer', 'initialize', { accessToken: credentials.portainer.accessToken }, services.url('portainer'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>11<');
    expect(result.fullHtml).toContain('Environment</dt><dd>local<');
    expect(services.requests.slice(before)).toEqual(['GET /portainer/api/endpoints', 'GET /portainer/api/endpoints/2/docker/info']);
  });

  it('says so when no Docker environment is up', async () => {
    const result = await runBuiltin('com.portainer', 'initialize', { accessToken: credentials.portainer.noDockerToken }, services.url('portainer'), null);
    expect(result.reason).toBe('no Docker environment is up (old-nas down)');
  });

  it('says a wrong access token was refused', async () => {
    const result = await runBuiltin('com.portainer', 'connectionTest', { accessToken: 'ptr_wrong' }, services.url('portainer'), null);
    expect(result.reason).toMatch(/^401: the service refused the credentials/);
  });
});

describe('GitHub', () => {
  it('counts every open pull request, past the 100 a page holds', async () => {
    const config = { ...credentials.github, apiurl: services.url('github') };
    const result = await runBuiltin('com.github', 'initialize', config, 'https://github.com/acme/monorepo', { listingUrl: 'https://github.com/acme/monorepo' });
    expect(result.reason).toBe('');
    expect(result.html).toContain('>1,234<');
    expect(result.fullHtml).toContain('dana');
  });
});

describe('whole-library answers', () => {
  it('stop at 16 MB with a clear reason, not a timeout or a crash', async () => {
    const result = await runBuiltin('com.radarr', 'initialize', credentials.radarr, services.url('radarrbig'), null);
    expect(result.status).toBe(400);
    expect(result.reason).toMatch(/^the answer to GET http:\/\/127\.0\.0\.1:\d+\/radarrbig\/api\/v3\/movie is larger than 16 MB, more than Hearth reads for a card$/);
  });
});
