// The network batch of built-ins (issue 43): Traefik, Technitium DNS, Gluetun, … each run in its
// own runtime process, as Hearth runs it, against a fake that keeps the service's own rules
// (tests/fixtures/services/, sources in tests/fixtures/SOURCES.md).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runBuiltin, runOutcome, stopBuiltins } from '../helpers/run-builtin.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import type { RunOutcome } from '../../server/features/integrations/runtime/run-integration.js';
import { reason as failure } from '../helpers/run-outcomes.js';
import type { FakeServer } from '../fixtures/services/network-server.js';
import { homepageWidgets } from '../../server/features/imports/homepage-widgets.js';
import type { RawWidget } from '../../server/features/imports/import-tree.js';
import { startFakeTraefik, traefikCredentials } from '../fixtures/services/traefik.js';
import { startFakeTechnitium, technitiumCredentials } from '../fixtures/services/technitium.js';
import { gluetunCredentials, startFakeGluetun } from '../fixtures/services/gluetun.js';
import { opnsenseCredentials, startFakeOpnsense } from '../fixtures/services/opnsense.js';
import { pfsenseCredentials, startFakePfsense } from '../fixtures/services/pfsense.js';
import { startFakeUnifi, unifiCredentials } from '../fixtures/services/unifi.js';
import { startFakeWgEasy, wgEasyCredentials } from '../fixtures/services/wgeasy.js';

const closed = await sharedClosedPort();
const fakes: FakeServer[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});
afterAll(() => {
  stopBuiltins();
});

async function started<T extends FakeServer>(fake: Promise<T>): Promise<T> {
  const server = await fake;
  fakes.push(server);
  return server;
}

/** A card run whose runs have 3 s (the server's 10 s), so a slow service is met in a test's time. */
function slowCard(appId: string, config: Record<string, unknown>, appUrl: string): Promise<RunOutcome> {
  return runOutcome(appId, config, appUrl, { confined: false, timeoutMs: 3000 });
}

/** A card run against an https fake, its certificate trusted (pinned, as Test connection leaves it) or not. */
function tlsCard(appId: string, config: Record<string, unknown>, fake: FakeServer, trusted: boolean, appUrl = fake.url): Promise<RunOutcome> {
  const tls = trusted ? { tls: { mode: 'pinned' as const, hostname: '127.0.0.1', port: Number(new URL(fake.url).port), fingerprint: fake.fingerprint ?? '' } } : {};
  return runOutcome(appId, config, appUrl, { confined: false, ...tls });
}

function cardHtml(outcome: RunOutcome): string {
  if (!outcome.ok || outcome.kind !== 'initialize') throw new Error(`no card: ${JSON.stringify(outcome)}`);
  return outcome.html;
}

const untrusted = /^The service answered with a self-signed certificate, which Hearth does not trust\./;
const tooSlow = (url: string) => `no answer in time from GET ${url} (a card's calls have 2.5 s together)`;

describe('Traefik', () => {
  const login = { username: traefikCredentials.username, password: traefikCredentials.password };

  it('shows HTTP routers, services, middlewares and errors on the card, the rest in the details', async () => {
    const traefik = await started(startFakeTraefik());
    const result = await runBuiltin('com.traefik', 'initialize', {}, traefik.url, null);
    expect(result.status).toBe(200);
    for (const text of ['>14<', '>12<', '>6<', '>3<', 'Errors']) expect(result.html).toContain(text);
    for (const text of ['TCP routers</dt><dd>2<', 'UDP services</dt><dd>1<', 'Warnings</dt><dd>1<', 'Docker, File', '3.3.4']) expect(result.fullHtml).toContain(text);
    expect(result.html).not.toContain('{{');
    expect(traefik.seen).toEqual(expect.arrayContaining(['GET /api/overview', 'GET /api/version']));
  });

  it('reads the API at the root of a link to the dashboard, with the basicAuth credentials', async () => {
    const traefik = await started(startFakeTraefik({ basicAuth: true }));
    const result = await runBuiltin('com.traefik', 'initialize', login, `${traefik.url}/dashboard/#/http/routers`, null);
    expect(result.status).toBe(200);
    expect(result.html).toContain('>14<');
    expect(result.fullHtml).toContain(`href="${traefik.url}/dashboard/"`);
  });

  it('passes the connection test', async () => {
    const traefik = await started(startFakeTraefik({ basicAuth: true }));
    expect(await runBuiltin('com.traefik', 'connectionTest', login, traefik.url, null)).toMatchObject({ status: 200 });
  });

  it('says a protected API wants the username and password when none were given, and refuses a wrong one', async () => {
    const traefik = await started(startFakeTraefik({ basicAuth: true }));
    const none = await runBuiltin('com.traefik', 'connectionTest', {}, traefik.url, null);
    expect(none.reason).toBe('401: the service refused the credentials (the API is behind a basicAuth middleware: check the username and password, or enter them)');
    expect(none.refusal).toBe(401);
    const wrong = await runBuiltin('com.traefik', 'connectionTest', { ...login, password: 'nope' }, traefik.url, null);
    expect(wrong.reason).toMatch(/^401: the service refused the credentials/);
  });

  it('says where the API is when the address serves none', async () => {
    const traefik = await started(startFakeTraefik());
    const result = await runBuiltin('com.traefik', 'connectionTest', {}, `${traefik.url}/somewhere`, null);
    expect(result.reason).toMatch(/^404: not found at this address: "404 page not found" \(no API at this address/);
  });

  it('says an unreachable Traefik is unreachable', async () => {
    const result = await runBuiltin('com.traefik', 'initialize', {}, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow Traefik did not answer in time', async () => {
    const traefik = await started(startFakeTraefik());
    traefik.slowDown('/api/overview', 5000);
    expect(failure(await slowCard('com.traefik', {}, traefik.url))).toBe(tooSlow(`${traefik.url}/api/overview`));
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    const traefik = await started(startFakeTraefik({ tls: true, basicAuth: true }));
    expect(failure(await tlsCard('com.traefik', login, traefik, false))).toMatch(untrusted);
    expect(traefik.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.traefik', login, traefik, true))).toContain('>14<');
  });
});

describe('Technitium DNS', () => {
  const token = { token: technitiumCredentials.apiToken };
  const login = { username: technitiumCredentials.username, password: technitiumCredentials.password };

  it('shows queries, the blocked share, cached answers and clients, the rest in the details', async () => {
    const dns = await started(startFakeTechnitium());
    const result = await runBuiltin('com.technitium', 'initialize', { ...token, range: 'LastDay' }, dns.url, null);
    expect(result.status).toBe(200);
    // 5,108 of 48,213 queries blocked.
    for (const text of ['48.2K', '10.6%', '31.5K', '>23<']) expect(result.html).toContain(text);
    for (const text of ['last day', 'NX domain</dt><dd>3,977<', 'Block list zones</dt><dd>307,447<', '5.1K (10.6%)']) expect(result.fullHtml).toContain(text);
    expect(dns.ranges).toEqual(['LastDay']);
  });

  it('passes the connection test', async () => {
    const dns = await started(startFakeTechnitium());
    expect(await runBuiltin('com.technitium', 'connectionTest', token, dns.url, null)).toMatchObject({ status: 200 });
  });

  it('signs in with a username and password and logs the session out again', async () => {
    const dns = await started(startFakeTechnitium());
    const result = await runBuiltin('com.technitium', 'initialize', login, dns.url, null);
    expect(result.html).toContain('48.2K');
    expect(dns.seen).toEqual(['POST /api/user/login', 'GET /api/dashboard/stats/get', 'GET /api/user/logout']);
    expect(dns.sessions.size).toBe(0);
  });

  it('reads a server before 15.0, which takes the token only as a parameter', async () => {
    const dns = await started(startFakeTechnitium({ version: '14' }));
    const result = await runBuiltin('com.technitium', 'initialize', token, dns.url, null);
    expect(result.html).toContain('48.2K');
  });

  it('says the token was refused, though Technitium answers it with HTTP 200', async () => {
    const dns = await started(startFakeTechnitium());
    const result = await runBuiltin('com.technitium', 'connectionTest', { token: 'nope' }, dns.url, null);
    expect(result.reason).toBe('Technitium refused the token: "Invalid token or session expired." (check the API token)');
    expect(result.refusal).toBe(401);
  });

  it('says a wrong password was refused, and that five of them block the address for five minutes', async () => {
    const dns = await started(startFakeTechnitium({ failedLoginDelayMs: 10 }));
    const wrong = { ...login, password: 'nope' };
    const first = await runBuiltin('com.technitium', 'connectionTest', wrong, dns.url, null);
    expect(first.reason).toBe('Technitium refused the username or password: "Invalid username or password for user: admin"');
    for (let i = 0; i < 4; i++) await runBuiltin('com.technitium', 'connectionTest', wrong, dns.url, null);
    const blocked = await runBuiltin('com.technitium', 'connectionTest', login, dns.url, null);
    expect(blocked.reason).toBe('Technitium: "Max limit of 5 attempts exceeded. Access blocked for 300 seconds." Wait, then check the password.');
    expect(blocked.refusal).toBe(429);
  });

  it('says an unreachable server is unreachable', async () => {
    expect((await runBuiltin('com.technitium', 'initialize', token, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow server did not answer in time', async () => {
    const dns = await started(startFakeTechnitium());
    dns.slowDown('/api/dashboard/stats/get', 5000);
    expect(failure(await slowCard('com.technitium', token, dns.url))).toBe(tooSlow(`${dns.url}/api/dashboard/stats/get`));
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    const dns = await started(startFakeTechnitium({ tls: true }));
    expect(failure(await tlsCard('com.technitium', token, dns, false))).toMatch(untrusted);
    expect(dns.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.technitium', token, dns, true))).toContain('48.2K');
  });
});

describe('Gluetun', () => {
  const key = { apiKey: gluetunCredentials.apiKey };

  it('shows the VPN status, public IP, country and forwarded port, the rest in the details', async () => {
    const vpn = await started(startFakeGluetun({ ports: [51413, 51414] }));
    const result = await runBuiltin('com.gluetun', 'initialize', key, vpn.url, null);
    expect(result.status).toBe(200);
    for (const text of ['Connected', '203.0.113.45', 'Netherlands', '51413, 51414']) expect(result.html).toContain(text);
    for (const text of ['Amsterdam, North Holland', 'AS9009 M247 Europe SRL', 'Europe/Amsterdam']) expect(result.fullHtml).toContain(text);
    expect(vpn.seen).toContain('GET /v1/portforward');
  });

  it('passes the connection test, with a basic-auth role too', async () => {
    const vpn = await started(startFakeGluetun({ auth: 'basic' }));
    expect(await runBuiltin('com.gluetun', 'connectionTest', { username: gluetunCredentials.username, password: gluetunCredentials.password }, vpn.url, null)).toMatchObject({ status: 200 });
  });

  it('says 3.41 wants a role when the control server is asked without one, and refuses a wrong key', async () => {
    const vpn = await started(startFakeGluetun());
    const none = await runBuiltin('com.gluetun', 'connectionTest', {}, vpn.url, null);
    expect(none.reason).toMatch(/^401: the service refused the credentials \(from Gluetun 3\.41 every control-server route needs a role/);
    expect(none.refusal).toBe(401);
    const wrong = await runBuiltin('com.gluetun', 'connectionTest', { apiKey: 'nope' }, vpn.url, null);
    expect(wrong.refusal).toBe(401);
  });

  it('reads OpenVPN\'s forwarded port on versions before /v1/portforward, with no key before 3.41', async () => {
    for (const version of ['3.39', '3.40'] as const) {
      const vpn = await started(startFakeGluetun({ version }));
      const result = await runBuiltin('com.gluetun', 'initialize', {}, vpn.url, null);
      expect(result.html, version).toContain('>51413<');
      expect(vpn.seen, version).toContain('GET /v1/openvpn/portforwarded');
    }
  });

  it('shows a VPN that is still connecting, before Gluetun knows its public IP, and no port forwarded', async () => {
    const vpn = await started(startFakeGluetun({ status: 'starting', ports: [] }));
    const result = await runBuiltin('com.gluetun', 'initialize', key, vpn.url, null);
    expect(result.html).toContain('Connecting');
    expect(result.html).toContain('>—<');
    expect(result.html).toContain('>None<');
  });

  it('says an unreachable control server is unreachable', async () => {
    expect((await runBuiltin('com.gluetun', 'initialize', key, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow control server did not answer in time', async () => {
    const vpn = await started(startFakeGluetun());
    vpn.slowDown('/v1/publicip/ip', 5000);
    expect(failure(await slowCard('com.gluetun', key, vpn.url))).toBe(tooSlow(`${vpn.url}/v1/publicip/ip`));
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    const vpn = await started(startFakeGluetun({ tls: true }));
    expect(failure(await tlsCard('com.gluetun', key, vpn, false))).toMatch(untrusted);
    expect(vpn.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.gluetun', key, vpn, true))).toContain('203.0.113.45');
  });
});

describe('OPNsense', () => {
  const keys = { key: opnsenseCredentials.key, secret: opnsenseCredentials.secret };

  it('shows CPU, memory and the WAN counters on the card, load, uptime and version in the details', async () => {
    const firewall = await started(startFakeOpnsense());
    const result = await runBuiltin('com.opnsense', 'initialize', keys, firewall.url, null);
    expect(result.status).toBe(200);
    // 87.6% idle; 2 of 8 GiB used; 1319413953331 and 107374182400 bytes on wan.
    for (const text of ['12.4%', '>25%<', '1.2 TiB', '100 GiB']) expect(result.html).toContain(text);
    for (const text of ['2 GiB of 8 GiB', '0.31, 0.27, 0.24', '12 days, 03:04:05', 'OPNsense 26.7.2-amd64', 'WAN received since boot', 'fw.home.arpa']) expect(result.fullHtml).toContain(text);
  });

  it('reads another interface as the WAN, and says which exist when the one named does not', async () => {
    const firewall = await started(startFakeOpnsense());
    const lan = await runBuiltin('com.opnsense', 'initialize', { ...keys, wan: 'lan' }, firewall.url, null);
    expect(lan.html).toContain('89.6 GiB');
    const none = await runBuiltin('com.opnsense', 'initialize', { ...keys, wan: 'opt3' }, firewall.url, null);
    expect(none.reason).toBe('unexpected answer: no interface "opt3" in traffic/interface (interfaces there: lan, wan)');
  });

  it('shows an OPNsense before 24.7, which lacks the dashboard\'s resources, with "—" for memory', async () => {
    const firewall = await started(startFakeOpnsense({ version: '24.1' }));
    const result = await runBuiltin('com.opnsense', 'initialize', keys, firewall.url, null);
    expect(result.html).toContain('12.4%');
    expect(result.html).toContain('>—<');
  });

  it('passes the connection test', async () => {
    const firewall = await started(startFakeOpnsense());
    expect(await runBuiltin('com.opnsense', 'connectionTest', keys, firewall.url, null)).toMatchObject({ status: 200 });
  });

  it('says a wrong key was refused in OPNsense\'s words', async () => {
    const firewall = await started(startFakeOpnsense());
    const result = await runBuiltin('com.opnsense', 'connectionTest', { ...keys, secret: 'nope' }, firewall.url, null);
    expect(result.reason).toBe('401: the service refused the credentials: "Authentication Failed" (check the API key and secret (System → Access → Users → API keys))');
    expect(result.refusal).toBe(401);
  });

  it('names the privileges a key\'s user lacks when a page is forbidden to it', async () => {
    const firewall = await started(startFakeOpnsense());
    const result = await runBuiltin('com.opnsense', 'initialize', { key: opnsenseCredentials.limitedKey, secret: opnsenseCredentials.secret }, firewall.url, null);
    expect(result.reason).toMatch(/^403: the service refused the credentials \(the key's user lacks a privilege: give it "Diagnostics: System Activity", "Reporting: Traffic"/);
  });

  it('says an unreachable firewall is unreachable', async () => {
    expect((await runBuiltin('com.opnsense', 'initialize', keys, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow firewall did not answer in time', async () => {
    const firewall = await started(startFakeOpnsense());
    firewall.slowDown('/api/diagnostics/activity/get_activity', 5000);
    expect(failure(await slowCard('com.opnsense', keys, firewall.url))).toBe(tooSlow(`${firewall.url}/api/diagnostics/activity/get_activity`));
  });

  it('refuses its self-signed certificate until the link trusts it, then reads through it', async () => {
    const firewall = await started(startFakeOpnsense({ tls: true }));
    expect(failure(await tlsCard('com.opnsense', keys, firewall, false))).toMatch(untrusted);
    expect(firewall.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.opnsense', keys, firewall, true))).toContain('12.4%');
  });
});

describe('pfSense (REST API package v2)', () => {
  const key = { apiKey: pfsenseCredentials.apiKey };

  it('shows CPU, memory, temperature and the WAN status on the card, the WAN counters in the details', async () => {
    const firewall = await started(startFakePfsense());
    const result = await runBuiltin('com.pfsense', 'initialize', key, firewall.url, null);
    expect(result.status).toBe(200);
    for (const text of ['6.2%', '23.8%', '47.5 °C', '>Up<']) expect(result.html).toContain(text);
    for (const text of ['WAN address</dt><dd>198.51.100.23<', 'WAN received</dt><dd>1.2 TiB<', '0.18, 0.22, 0.2', 'Netgate 4200', 'Disk</dt><dd>12.3%<']) expect(result.fullHtml).toContain(text);
    expect(firewall.seen).toEqual(expect.arrayContaining(['GET /api/v2/status/system', 'GET /api/v2/status/interfaces']));
  });

  it('finds the WAN by its device or description, shows one without carrier as down, and names the interfaces when none matches', async () => {
    const firewall = await started(startFakePfsense());
    expect((await runBuiltin('com.pfsense', 'initialize', { ...key, wan: 'igc2' }, firewall.url, null)).html).toContain('Down (no carrier)');
    expect((await runBuiltin('com.pfsense', 'initialize', { ...key, wan: 'BackupWAN' }, firewall.url, null)).html).toContain('Down (no carrier)');
    const none = await runBuiltin('com.pfsense', 'initialize', { ...key, wan: 'igb9' }, firewall.url, null);
    expect(none.reason).toBe('unexpected answer: no interface "igb9" in /api/v2/status/interfaces (interfaces there: wan, lan, opt1)');
  });

  it('shows "—" for the temperature of a pfSense without a sensor', async () => {
    const firewall = await started(startFakePfsense({ temperature: false }));
    expect((await runBuiltin('com.pfsense', 'initialize', key, firewall.url, null)).html).toContain('>—<');
  });

  it('passes the connection test, with a local user too', async () => {
    const firewall = await started(startFakePfsense());
    expect(await runBuiltin('com.pfsense', 'connectionTest', key, firewall.url, null)).toMatchObject({ status: 200 });
    expect(await runBuiltin('com.pfsense', 'connectionTest', { username: pfsenseCredentials.username, password: pfsenseCredentials.password }, firewall.url, null)).toMatchObject({ status: 200 });
  });

  it('says a key was refused, and that keys work only once Key authentication is on', async () => {
    const firewall = await started(startFakePfsense({ keyAuth: false }));
    const result = await runBuiltin('com.pfsense', 'connectionTest', key, firewall.url, null);
    expect(result.reason).toBe('401: the service refused the credentials: "Authentication failed." (check the key or password; a key works only with "Key" among the authentication methods in System → REST API → Settings (only "Local database" is on at first))');
    expect(result.refusal).toBe(401);
  });

  it('names the privilege a key\'s user lacks', async () => {
    const firewall = await started(startFakePfsense());
    const result = await runBuiltin('com.pfsense', 'initialize', { apiKey: pfsenseCredentials.limitedKey }, firewall.url, null);
    expect(result.reason).toMatch(/^403: the service refused the credentials: "Authorization failed\. You do not have sufficient privileges to access this resource\." \(the user lacks a privilege/);
  });

  it('says where the REST API package is missing', async () => {
    const firewall = await started(startFakePfsense());
    const result = await runBuiltin('com.pfsense', 'connectionTest', key, `${firewall.url}/elsewhere`, null);
    expect(result.reason).toMatch(/^404: not found at this address \(no REST API v2 here/);
  });

  it('says an unreachable pfSense is unreachable', async () => {
    expect((await runBuiltin('com.pfsense', 'initialize', key, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow pfSense did not answer in time', async () => {
    const firewall = await started(startFakePfsense());
    firewall.slowDown('/api/v2/status/system', 5000);
    expect(failure(await slowCard('com.pfsense', key, firewall.url))).toBe(tooSlow(`${firewall.url}/api/v2/status/system`));
  });

  it('refuses its self-signed certificate until the link trusts it, then reads through it', async () => {
    const firewall = await started(startFakePfsense({ tls: true }));
    expect(failure(await tlsCard('com.pfsense', key, firewall, false))).toMatch(untrusted);
    expect(firewall.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.pfsense', key, firewall, true))).toContain('23.8%');
  });
});

describe('Homepage widgets of the network batch', () => {
  const widget = (type: string, raw: Record<string, unknown>): RawWidget => ({ type, url: 'https://fw.home.arpa', values: Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string')) as Record<string, string>, raw: { type, ...raw } });

  it('maps each service of the batch to its built-in', () => {
    expect(Object.fromEntries(['traefik', 'technitium', 'gluetun', 'opnsense', 'pfsense', 'unifi', 'wgeasy'].map((type) => [type, homepageWidgets[type]?.appId]))).toEqual({
      traefik: 'com.traefik', technitium: 'com.technitium', gluetun: 'com.gluetun', opnsense: 'com.opnsense', pfsense: 'com.pfsense', unifi: 'com.unifi', wgeasy: 'com.wgeasy',
    });
  });

  it("carries pfSense's X-API-Key header, in any case, as the API key", () => {
    const derived = homepageWidgets.pfsense?.derived;
    expect(derived?.(widget('pfsense', { headers: { 'x-api-KEY': 'abc123' }, wan: 'igb0' }))).toEqual({ apiKey: 'abc123' });
    expect(derived?.(widget('pfsense', { username: 'admin', password: 'pw' }))).toEqual({});
  });
});

describe('UniFi Network', () => {
  const login = { username: unifiCredentials.username, password: unifiCredentials.password };

  it('shows the WAN, clients, devices and the gateway\'s uptime on the card, the rest in the details', async () => {
    const unifi = await started(startFakeUnifi());
    const result = await runBuiltin('com.unifi', 'initialize', login, unifi.url, null);
    expect(result.status).toBe(200);
    // 12 wired + 31 wireless clients; 1 gateway + 2 switches + 3 APs; 1,209,600 s up.
    for (const text of ['>Up<', '>43<', '>6<', '>14d<']) expect(result.html).toContain(text);
    for (const text of ['UniFi Network: Default', 'Example Fiber', '9 ms', 'Guests</dt><dd>4<', 'Gateway CPU</dt><dd>7.1%<', 'New alarms</dt><dd>2<']) expect(result.fullHtml).toContain(text);
  });

  it('signs in on a UniFi OS console under /proxy/network and signs out with the CSRF token', async () => {
    const unifi = await started(startFakeUnifi());
    await runBuiltin('com.unifi', 'initialize', login, unifi.url, null);
    expect(unifi.seen).toEqual(['GET /', 'POST /api/auth/login', 'GET /proxy/network/api/stat/sites', 'POST /api/auth/logout']);
    expect(unifi.csrfRefusals).toEqual([]);
    expect(unifi.sessions.size).toBe(0);
  });

  it('signs in on a self-hosted controller at /api/login and reads /api/stat/sites', async () => {
    const controller = await started(startFakeUnifi({ mode: 'classic' }));
    const result = await runBuiltin('com.unifi', 'initialize', login, controller.url, null);
    expect(result.html).toContain('>43<');
    expect(controller.seen).toEqual(['GET /', 'POST /api/login', 'GET /api/stat/sites', 'POST /api/logout']);
    expect(controller.sessions.size).toBe(0);
  });

  it('reads with an API key without signing in, and picks a site by its name', async () => {
    const unifi = await started(startFakeUnifi());
    const result = await runBuiltin('com.unifi', 'initialize', { apiKey: unifiCredentials.apiKey, site: 'cabin' }, unifi.url, null);
    expect(result.html).toContain('>Down<');
    expect(result.html).toContain('>2<');
    expect(unifi.seen).toEqual(['GET /proxy/network/api/stat/sites']);
    const none = await runBuiltin('com.unifi', 'initialize', { apiKey: unifiCredentials.apiKey, site: 'Attic' }, unifi.url, null);
    expect(none.reason).toBe('unexpected answer: no site "Attic" (sites: Default, Cabin)');
  });

  it('passes the connection test', async () => {
    const unifi = await started(startFakeUnifi());
    expect(await runBuiltin('com.unifi', 'connectionTest', login, unifi.url, null)).toMatchObject({ status: 200 });
  });

  it('says a wrong password or key was refused, on either kind of controller', async () => {
    const unifi = await started(startFakeUnifi());
    const os = await runBuiltin('com.unifi', 'connectionTest', { ...login, password: 'nope' }, unifi.url, null);
    expect(os.reason).toBe('UniFi refused the username or password: "Invalid username or password" (use a local account)');
    expect(os.refusal).toBe(401);
    const key = await runBuiltin('com.unifi', 'connectionTest', { apiKey: 'nope' }, unifi.url, null);
    expect(key.reason).toMatch(/^401: the service refused the credentials/);
    const controller = await started(startFakeUnifi({ mode: 'classic' }));
    const classic = await runBuiltin('com.unifi', 'connectionTest', { ...login, password: 'nope' }, controller.url, null);
    expect(classic.reason).toBe('UniFi refused the username or password: "api.err.Invalid" (use a local account)');
  });

  it('says an unreachable console is unreachable', async () => {
    expect((await runBuiltin('com.unifi', 'initialize', login, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow console did not answer in time', async () => {
    const unifi = await started(startFakeUnifi());
    unifi.slowDown('/proxy/network/api/stat/sites', 5000);
    expect(failure(await slowCard('com.unifi', login, unifi.url))).toBe(tooSlow(`${unifi.url}/proxy/network/api/stat/sites`));
  });

  it('refuses its self-signed certificate until the link trusts it, then reads through it', async () => {
    const unifi = await started(startFakeUnifi({ tls: true }));
    expect(failure(await tlsCard('com.unifi', login, unifi, false))).toMatch(untrusted);
    expect(unifi.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.unifi', login, unifi, true))).toContain('>43<');
  });
});

describe('wg-easy', () => {
  const v15 = { username: wgEasyCredentials.username, password: wgEasyCredentials.password };
  const v14 = { password: wgEasyCredentials.password };

  it('shows connected, enabled and all clients and the traffic received on the card, the rest in the details', async () => {
    const vpn = await started(startFakeWgEasy());
    const result = await runBuiltin('com.wgeasy', 'initialize', v15, vpn.url, null);
    expect(result.status).toBe(200);
    // Handshakes 40 s and 95 s ago count; an hour ago and never do not. 1,560,862,720 bytes received in all.
    for (const text of ['>2<', '>3<', '>4<', '1.5 GiB']) expect(result.html).toContain(text);
    for (const text of ['phone, laptop', 'Disabled</dt><dd>1<', 'Sent to clients</dt><dd>267 MiB<']) expect(result.fullHtml).toContain(text);
    expect(vpn.seen).toEqual(['GET /api/client']);
  });

  it('signs in to wg-easy 14 with its one password and signs the session out again', async () => {
    const vpn = await started(startFakeWgEasy({ version: '14' }));
    const result = await runBuiltin('com.wgeasy', 'initialize', v14, vpn.url, null);
    expect(result.html).toContain('>2<');
    expect(vpn.seen).toEqual(['POST /api/session', 'GET /api/wireguard/client', 'DELETE /api/session']);
    expect(vpn.sessions.size).toBe(0);
  });

  it('passes the connection test on both versions', async () => {
    const v15Server = await started(startFakeWgEasy());
    const v14Server = await started(startFakeWgEasy({ version: '14' }));
    expect(await runBuiltin('com.wgeasy', 'connectionTest', v15, v15Server.url, null)).toMatchObject({ status: 200 });
    expect(await runBuiltin('com.wgeasy', 'connectionTest', v14, v14Server.url, null)).toMatchObject({ status: 200 });
  });

  it('says a wrong password was refused, on both versions', async () => {
    const v15Server = await started(startFakeWgEasy());
    const wrong15 = await runBuiltin('com.wgeasy', 'connectionTest', { ...v15, password: 'nope' }, v15Server.url, null);
    expect(wrong15.reason).toMatch(/^401: the service refused the credentials: "Session failed" \(check the username and password/);
    const v14Server = await started(startFakeWgEasy({ version: '14' }));
    const wrong14 = await runBuiltin('com.wgeasy', 'connectionTest', { password: 'nope' }, v14Server.url, null);
    expect(wrong14.reason).toBe('wg-easy refused the password: "Incorrect Password"');
    expect(wrong14.refusal).toBe(401);
  });

  it('says an account with two-factor sign-in cannot be used, as wg-easy 15 refuses it Basic auth', async () => {
    const vpn = await started(startFakeWgEasy());
    const result = await runBuiltin('com.wgeasy', 'connectionTest', { username: wgEasyCredentials.totpUsername, password: wgEasyCredentials.totpPassword }, vpn.url, null);
    expect(result.reason).toContain('an account with two-factor sign-in cannot be used');
  });

  it('says an unreachable wg-easy is unreachable', async () => {
    expect((await runBuiltin('com.wgeasy', 'initialize', v15, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow wg-easy did not answer in time', async () => {
    const vpn = await started(startFakeWgEasy());
    vpn.slowDown('/api/client', 5000);
    expect(failure(await slowCard('com.wgeasy', v15, vpn.url))).toBe(tooSlow(`${vpn.url}/api/client`));
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    const vpn = await started(startFakeWgEasy({ tls: true }));
    expect(failure(await tlsCard('com.wgeasy', v15, vpn, false))).toMatch(untrusted);
    expect(vpn.seen).toEqual([]);
    expect(cardHtml(await tlsCard('com.wgeasy', v15, vpn, true))).toContain('1.5 GiB');
  });
});
