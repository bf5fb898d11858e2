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
