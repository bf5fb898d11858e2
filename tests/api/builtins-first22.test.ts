// Issue 43 item 3 for the first 22 built-ins: the checks the new batch passes that the older
// test files (builtin-integrations, builtin-service-rules, builtin-refusals, truenas, …) left out.
// A slow service and a self-signed one are the homelab fakes behind a front that holds every
// request or answers over https (tests/helpers/service-front.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '../fixtures/homelab-services.js';
import { selfSigned } from '../fixtures/tls-service.js';
import { useHomelabServices } from '../helpers/homelab.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { runBuiltin, type BuiltinResult } from '../helpers/run-builtin.js';
import { startServiceFront, type ServiceFront } from '../helpers/service-front.js';
import { RuntimePool } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough } from '../../server/features/integrations/runtime/run-integration.js';
import { checkPackage } from '../../server/features/integrations/install/package-check.js';
import { integrationTargets } from '../../shared/contracts/integration-targets.js';
import type { OriginTls } from '../../server/features/integrations/runtime/protocol.js';

const services = useHomelabServices({ checkDescriptions: true });
const closed = await sharedClosedPort();
const truenasKey = '1-tnkeyAbCdEf0123456789';

// Runs end after 3 s here (the server's limit is 10 s): a held request meets the runtime's
// deadline without the test waiting out the real one.
const shortPool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, timeoutMs: 3000 });
const tlsPool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0 });
const fronts: ServiceFront[] = [];
let certDir = '';
let certificate: { key: string; cert: string; fingerprint: string };

beforeAll(() => {
  certDir = mkdtempSync(join(tmpdir(), 'hearth-first22-'));
  const made = selfSigned(certDir, 'service');
  certificate = { ...made, fingerprint: new X509Certificate(made.cert).fingerprint256 };
});
afterAll(async () => {
  shortPool.stop();
  tlsPool.stop();
  await Promise.all(fronts.splice(0).map((front) => front.close()));
  rmSync(certDir, { recursive: true, force: true });
});

async function front(options: { tls?: boolean; hold?: boolean }): Promise<ServiceFront> {
  const started = await startServiceFront(services().origin, { hold: options.hold, ...(options.tls ? { tls: certificate } : {}) });
  fronts.push(started);
  return started;
}

/** A card run as runBuiltin makes it, through a given pool and with a TLS rule per origin. */
async function runVia(pool: RuntimePool, appId: string, config: Record<string, unknown>, appUrl: string, payload: Record<string, unknown> | null, tlsByOrigin?: Record<string, OriginTls>): Promise<BuiltinResult> {
  const dir = join(process.cwd(), 'resources/integrations', appId);
  const { config: fields } = await checkPackage(dir);
  const linkUrl = typeof payload?.listingUrl === 'string' ? payload.listingUrl : appUrl;
  const { origins: targets } = integrationTargets(fields, config, { linkUrl, localUrl: linkUrl === appUrl ? null : appUrl });
  const outcome = await runThrough(pool, dir, { kind: 'initialize', config, payload, appUrl, userName: 'tester', targets, ...(tlsByOrigin ? { tlsByOrigin } : {}) });
  if (!outcome.ok) return { status: outcome.status, html: '', fullHtml: '', background: null, reason: typeof outcome.error === 'string' ? outcome.error : JSON.stringify(outcome.error) };
  if (outcome.kind === 'connectionTest') return { status: 200, html: '', fullHtml: '', background: null, reason: '' };
  return { status: outcome.statusCode, html: outcome.html, fullHtml: outcome.fullHtml ?? '', background: outcome.background, reason: '' };
}

interface Case {
  title: string;
  appId: string;
  /** The config and link address for a service at `base` (the front's origin). */
  config: (base: string) => Record<string, unknown>;
  appUrl: (base: string) => string;
  payload?: Record<string, unknown>;
  card: string[];
  /** Site Status: a site that does not answer is its result (Down, with the reason), not a failure. */
  slowIsDown?: boolean;
}

const at = (service: string) => (base: string) => `${base}/${service}`;
const cases: Case[] = [
  { title: 'AdGuard Home', appId: 'com.adguardhome', config: () => credentials.adguard, appUrl: at('adguard'), card: ['120K', '12 ms'] },
  { title: 'Custom API', appId: 'com.customapi', config: (base) => ({ url: `${base}/custom/status`, method: 'GET', header1Name: credentials.custom.header, header1Value: credentials.custom.value, field1Label: 'Name', field1Path: 'service.name' }), appUrl: () => closed.origin, card: ['backup &lt;nightly&gt;'] },
  { title: 'GitHub', appId: 'com.github', config: (base) => ({ ...credentials.github, apiurl: `${base}/github` }), appUrl: () => 'https://github.com/acme/widgets', payload: { listingUrl: 'https://github.com/acme/widgets' }, card: ['>3<', 'bob'] },
  { title: 'Site Status', appId: 'com.hearth.status', config: () => ({}), appUrl: (base) => `${base}/homeassistant/api/config`, card: ['Up (sign-in required)'], slowIsDown: true },
  { title: 'Heimdall', appId: 'com.heimdall', config: () => ({}), appUrl: at('heimdall'), card: ['>42<'] },
  { title: 'Home Assistant', appId: 'com.homeassistant', config: () => credentials.homeassistant, appUrl: at('homeassistant'), card: ['>7<'] },
  { title: 'Immich', appId: 'com.immich', config: () => credentials.immich, appUrl: at('immich'), card: ['25.4K', '384 GiB'] },
  { title: 'Jellyfin', appId: 'com.jellyfin', config: () => credentials.jellyfin, appUrl: at('jellyfin'), card: ['>812<', '4.3K'] },
  { title: 'Nextcloud', appId: 'com.nextcloud', config: () => ({ username: credentials.nextcloud.username, password: credentials.nextcloud.password }), appUrl: at('nextcloud'), card: ['182K', '1 TiB'] },
  { title: 'Pi-hole v6', appId: 'com.pihole', config: () => ({ ...credentials.pihole, version: '6' }), appUrl: (base) => `${base}/pihole/admin/`, card: ['48.2K', '12.5%'] },
  { title: 'Pi-hole v5', appId: 'com.pihole', config: () => ({ ...credentials.pihole5, version: '5' }), appUrl: at('pihole5'), card: ['>9K<', 'Disabled'] },
  { title: 'Plex', appId: 'com.plex', config: () => credentials.plex, appUrl: at('plex'), card: ['1.5K', '>210<'] },
  { title: 'Portainer', appId: 'com.portainer', config: () => ({ username: credentials.portainer.username, password: credentials.portainer.password }), appUrl: at('portainer'), card: ['>11<', '>31<'] },
  { title: 'Proxmox VE', appId: 'com.proxmox', config: () => ({ username: credentials.proxmox.username, password: credentials.proxmox.password, realm: credentials.proxmox.realm }), appUrl: at('proxmox'), card: ['5.23%'] },
  { title: 'Nginx Proxy Manager', appId: 'com.proxyman', config: () => credentials.proxyman, appUrl: at('npm'), card: ['>12<'] },
  { title: 'qBittorrent', appId: 'com.qbittorrent', config: () => credentials.qbittorrent, appUrl: at('qbit'), card: ['5 MiB/s', '1 MiB/s'] },
  { title: 'Radarr', appId: 'com.radarr', config: () => credentials.radarr, appUrl: at('radarr'), card: ['>6<'] },
  { title: 'Sonarr', appId: 'com.sonarr', config: () => credentials.sonarr, appUrl: at('sonarr'), card: ['>17<'] },
  { title: 'Speedtest Tracker', appId: 'com.speedtest.tracker', config: () => credentials.speedtest, appUrl: at('speedtest'), card: ['941.2 Mbps', '12 ms'] },
  { title: 'Uptime Kuma', appId: 'com.uptimekuma', config: () => ({ slug: 'home' }), appUrl: at('kuma'), card: ['83%'] },
  { title: 'YouTube', appId: 'com.youtube', config: (base) => ({ ...credentials.youtube, apiurl: `${base}/youtube` }), appUrl: () => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', card: ['1.5B', '17.2M'] },
];

describe.each(cases)('$title', (c) => {
  it('names the call that got no answer in time, instead of hanging', async () => {
    const held = await front({ hold: true });
    const result = await runVia(shortPool, c.appId, c.config(held.url), c.appUrl(held.url), c.payload ?? null);
    const noAnswer = `no answer in time from (GET|POST) ${held.url.replace(/[.]/g, '\\.')}/`;
    if (c.slowIsDown) {
      expect(result.status).toBe(200);
      expect(result.html).toContain('>Down<');
      expect(result.html).toMatch(new RegExp(noAnswer));
    } else {
      expect(result.reason).toMatch(new RegExp(`^${noAnswer}`));
      expect(result.status).toBe(400);
    }
    expect(held.requests.length).toBeGreaterThan(0);
  });

  it('sends nothing to a self-signed certificate it was not told to trust, and works once it is pinned', async () => {
    const https = await front({ tls: true });
    const refused = await runVia(tlsPool, c.appId, c.config(https.url), c.appUrl(https.url), c.payload ?? null);
    expect(refused.reason).toContain('a self-signed certificate, which Hearth does not trust');
    expect(refused.status).toBe(400);
    expect(https.requests).toEqual([]);
    const pinned = await runVia(tlsPool, c.appId, c.config(https.url), c.appUrl(https.url), c.payload ?? null, { [https.url]: { mode: 'pinned', fingerprint: certificate.fingerprint } });
    expect(pinned.reason).toBe('');
    for (const text of c.card) expect(pinned.html).toContain(text);
  });
});

describe('Custom API, a service that is down', () => {
  it('says the URL it calls is unreachable', async () => {
    const config = { url: `${closed.origin}/status`, method: 'GET', field1Label: 'Name', field1Path: 'service.name' };
    const result = await runBuiltin('com.customapi', 'initialize', config, closed.origin, null);
    expect(result).toMatchObject({ status: 400, reason: 'unreachable (connection refused)' });
  });
});

describe('TrueNAS SCALE, a service that is down or slow', () => {
  it('says a TrueNAS that is down is unreachable', async () => {
    const result = await runBuiltin('com.truenas.scale', 'initialize', { apiKey: truenasKey }, `https://127.0.0.1:${closed.port}`, null);
    expect(result).toMatchObject({ status: 400, reason: 'unreachable (connection refused)' });
  });

  it('names the call that got no answer in time, instead of hanging', async () => {
    const held = await front({ tls: true, hold: true });
    const result = await runVia(shortPool, 'com.truenas.scale', { apiKey: truenasKey }, held.url, null, { [held.url]: { mode: 'pinned', fingerprint: certificate.fingerprint } });
    // Its first call opens the JSON-RPC websocket, which the runtime names as such.
    expect(result.reason).toMatch(new RegExp(`^no answer in time from OPEN ${held.url.replace('https', 'wss').replace(/[.]/g, '\\.')}/api/current`));
    expect(result.status).toBe(400);
  });
});

describe('Plex, its own quirk', () => {
  it('asks for JSON on every call (Plex answers XML otherwise) and counts a library by its totalSize alone', async () => {
    const before = services().headers.length;
    const result = await runBuiltin('com.plex', 'initialize', credentials.plex, services().url('plex'), null);
    expect(result.reason).toBe('');
    // 1,523 movies and 210 shows, from /all with X-Plex-Container-Size=0: no item is listed.
    expect(result.html).toContain('1.5K');
    expect(result.html).toContain('>210<');
    const sent = services().headers.slice(before).filter((h) => h.path.startsWith('/plex/'));
    expect(sent.map((h) => h.path).sort()).toEqual(['/plex/library/sections', '/plex/library/sections/1/all', '/plex/library/sections/2/all', '/plex/status/sessions']);
    for (const { headers } of sent) {
      expect(headers.accept).toContain('application/json');
      expect(headers['x-plex-token']).toBe(credentials.plex.token);
    }
  });
});
