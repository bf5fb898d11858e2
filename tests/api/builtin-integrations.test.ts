import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';
import { sharedClosedPort } from '../helpers/closed-port.js';

// A port on 127.0.0.1 that refuses connections, held for this file (not a fixed one like 9).
const closed = await sharedClosedPort();

/**
 * Every built-in package against its fake service: the card shows the service's numbers, the
 * connection test passes, wrong credentials and an unreachable service give a clear reason.
 */
let services: HomelabServices;
// A port nothing listens on: the fixture's own, once it is closed, is not reliable, so take a
// listener's port and close it before the tests.
let deadUrl: string;

beforeAll(async () => {
  services = await startHomelabServices();
  const dead = await startHomelabServices();
  deadUrl = dead.url('gone');
  await dead.close();
});
afterAll(async () => {
  stopBuiltins();
  await services.close();
});
// Every request to a fake built on a published OpenAPI description is checked against it (SOURCES.md).
afterEach(() => {
  expect(services.violations).toEqual([]);
});

interface Case {
  appId: string;
  title: string;
  service: string;
  config: () => Record<string, unknown>;
  appUrl?: () => string;
  payload?: Record<string, unknown>;
  card: string[];
  detail?: string[];
  /** Config with a wrong secret; absent for packages without one. */
  wrong?: () => Record<string, unknown>;
  refusal?: RegExp;
}

const refused = /refused the (credentials|request|username or password)|check the API token/;

const cases: Case[] = [
  { appId: 'com.github', title: 'GitHub', service: 'github', config: () => ({ ...credentials.github, apiurl: services.url('github') }), appUrl: () => 'https://github.com/acme/widgets', payload: { listingUrl: 'https://github.com/acme/widgets' }, card: ['>3<', '12 Mar 2026', 'bob'], detail: ['https://github.com/acme/widgets'], wrong: () => ({ ...credentials.github, password: 'nope', apiurl: services.url('github') }) },
  { appId: 'com.heimdall', title: 'Heimdall', service: 'heimdall', config: () => ({}), card: ['>42<', '>2<'] },
  { appId: 'com.portainer', title: 'Portainer', service: 'portainer', config: () => ({ username: credentials.portainer.username, password: credentials.portainer.password }), card: ['>11<', '>2<', '>31<'], detail: ['>14<', '27.3.1'], wrong: () => ({ username: credentials.portainer.username, password: 'nope' }) },
  { appId: 'com.proxmox', title: 'Proxmox VE', service: 'proxmox', config: () => ({ username: credentials.proxmox.username, password: credentials.proxmox.password, realm: credentials.proxmox.realm }), card: ['5.23%', '>25%<'], detail: ['Online', '1d 2h'], wrong: () => ({ username: credentials.proxmox.username, password: 'nope', realm: credentials.proxmox.realm }) },
  { appId: 'com.proxyman', title: 'Nginx Proxy Manager', service: 'npm', config: () => credentials.proxyman, card: ['>12<', '>3<', '>1<', '>0<'], wrong: () => ({ ...credentials.proxyman, password: 'nope' }) },
  { appId: 'com.youtube', title: 'YouTube', service: 'youtube', config: () => ({ ...credentials.youtube, apiurl: services.url('youtube') }), appUrl: () => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', card: ['1.5B', '17.2M', '2.3M'], wrong: () => ({ apiKey: 'nope', apiurl: services.url('youtube') }) },
  { appId: 'com.pihole', title: 'Pi-hole v6', service: 'pihole', config: () => ({ ...credentials.pihole, version: '6' }), appUrl: () => `${services.url('pihole')}/admin/`, card: ['48.2K', '>6K<', '12.5%', 'Enabled'], detail: ['176,543'], wrong: () => ({ password: 'nope', version: '6' }) },
  { appId: 'com.pihole', title: 'Pi-hole v5', service: 'pihole5', config: () => ({ ...credentials.pihole5, version: '5' }), card: ['>9K<', '>900<', '>10%<', 'Disabled'], wrong: () => ({ password: 'nope', version: '5' }) },
  { appId: 'com.adguardhome', title: 'AdGuard Home', service: 'adguard', config: () => credentials.adguard, card: ['120K', '15K', '12.5%', '12 ms'], detail: ['v0.107.79'], wrong: () => ({ ...credentials.adguard, password: 'nope' }) },
  { appId: 'com.homeassistant', title: 'Home Assistant', service: 'homeassistant', config: () => credentials.homeassistant, card: ['>7<', '>2<', '>1<'], detail: ['2026.11.1'], wrong: () => ({ token: 'nope' }) },
  { appId: 'com.jellyfin', title: 'Jellyfin', service: 'jellyfin', config: () => credentials.jellyfin, card: ['>812<', '>97<', '4.3K', '>1<'], detail: ['10.10.3'], wrong: () => ({ apiKey: 'nope' }) },
  { appId: 'com.plex', title: 'Plex', service: 'plex', config: () => credentials.plex, card: ['>2<', '1.5K', '>210<', '>3<'], wrong: () => ({ token: 'nope' }) },
  { appId: 'com.sonarr', title: 'Sonarr', service: 'sonarr', config: () => credentials.sonarr, card: ['>5<', '>17<', '>2<'], detail: ['4.0.11.2680'], wrong: () => ({ apiKey: 'nope' }) },
  { appId: 'com.radarr', title: 'Radarr', service: 'radarr', config: () => credentials.radarr, card: ['>6<', '>1<'], detail: ['On disk</dt><dd>4<'], wrong: () => ({ apiKey: 'nope' }) },
  { appId: 'com.qbittorrent', title: 'qBittorrent', service: 'qbit', config: () => credentials.qbittorrent, card: ['5 MiB/s', '1 MiB/s', '>2<', '>1<'], detail: ['Torrents</dt><dd>4<'], wrong: () => ({ ...credentials.qbittorrent, password: 'nope' }) },
  { appId: 'com.uptimekuma', title: 'Uptime Kuma', service: 'kuma', config: () => ({ slug: 'home' }), card: ['>2<', '>1<', '83%'], detail: ['Home services', 'NAS &lt;main&gt;', 'hk-down'] },
  { appId: 'com.immich', title: 'Immich', service: 'immich', config: () => credentials.immich, card: ['25.4K', '>812<', '384 GiB'], detail: ['1.120.2'], wrong: () => ({ apiKey: 'nope' }) },
  { appId: 'com.nextcloud', title: 'Nextcloud', service: 'nextcloud', config: () => ({ username: credentials.nextcloud.username, password: credentials.nextcloud.password }), card: ['182K', '>3<', '1 TiB'], detail: ['30.0.2.2'], wrong: () => ({ username: credentials.nextcloud.username, password: 'nope' }) },
  { appId: 'com.speedtest.tracker', title: 'Speedtest Tracker v1', service: 'speedtest', config: () => credentials.speedtest, card: ['941.2 Mbps', '38.1 Mbps', '12 ms'], detail: ['20 minutes ago'], wrong: () => ({ apiKey: 'nope' }) },
  { appId: 'com.speedtest.tracker', title: 'Speedtest Tracker (before v1)', service: 'speedtest', config: () => ({}), card: ['941.2 Mbps', '38.1 Mbps', '12 ms'], detail: ['20 minutes ago'] },
];

describe.each(cases)('$title', (c) => {
  const appUrl = () => (c.appUrl ? c.appUrl() : services.url(c.service));

  it('shows the service numbers on the card', async () => {
    const result = await runBuiltin(c.appId, 'initialize', c.config(), appUrl(), c.payload ?? null);
    expect(result.status).toBe(200);
    for (const text of c.card) expect(result.html).toContain(text);
    for (const text of c.detail ?? []) expect(result.fullHtml).toContain(text);
    expect(result.html).not.toContain('{{');
  });

  it('passes the connection test', async () => {
    const result = await runBuiltin(c.appId, 'connectionTest', c.config(), appUrl(), null);
    expect(result).toMatchObject({ status: 200 });
  });

  // Packages without a secret have no such test: registering it to skip would be a placeholder.
  const wrong = c.wrong;
  if (wrong) {
    it('says the service refused wrong credentials', async () => {
      const result = await runBuiltin(c.appId, 'connectionTest', wrong(), appUrl(), null);
      expect(result.status).toBe(400);
      expect(result.reason).toMatch(refused);
    });
  }

  it('says an unreachable service is unreachable', async () => {
    // Packages with their own API address field are pointed at the dead one through it.
    const config = c.config();
    const ownField = ['apiurl', 'appurl'].find((name) => name in config);
    const result = ownField
      ? await runBuiltin(c.appId, 'initialize', { ...config, [ownField]: deadUrl }, appUrl(), c.payload ?? null)
      : await runBuiltin(c.appId, 'initialize', config, deadUrl, null);
    expect(result.status).toBe(400);
    expect(result.reason).toBe('unreachable (connection refused)');
  });
});

describe('Custom API', () => {
  const fields = {
    field1Label: 'Name', field1Path: 'service.name',
    field2Label: 'Up', field2Path: '$.service.uptime', field2Format: 'duration',
    field3Label: 'Disks', field3Path: 'disks[*].size', field3Format: 'bytes',
    field4Label: 'Missing', field4Path: 'nope.x', field4Format: 'number',
    field5Label: 'Odd', field5Path: "['odd key'].count", field5Format: 'number',
    field6Label: 'Updated', field6Path: 'service.updated', field6Format: 'date',
  };
  const config = () => ({ url: `${services.url('custom')}/status`, method: 'GET', header1Name: credentials.custom.header, header1Value: credentials.custom.value, ...fields });

  it('shows each field by its path and format, escaped, with "—" for a missing path', async () => {
    const result = await runBuiltin('com.customapi', 'initialize', config(), closed.origin, null);
    expect(result.status).toBe(200);
    for (const text of ['backup &lt;nightly&gt;', '1d 2h', '1 TiB, 2 TiB', '—', '123K', '2 hours ago', '>Updated<']) expect(result.fullHtml).toContain(text);
    expect(result.html).not.toContain('<nightly>');
    expect(result.fullHtml).not.toContain('<nightly>');
  });

  it('shows the first four fields on the card and all six in the details view (issue 43: at most four on a card)', async () => {
    const result = await runBuiltin('com.customapi', 'initialize', config(), closed.origin, null);
    expect(result.html.match(/hk-stat"/g)).toHaveLength(4);
    for (const label of ['Name', 'Up', 'Disks', 'Missing']) expect(result.html).toContain(`<span class="hk-label">${label}</span>`);
    expect(result.html).not.toContain('>Odd<');
    expect(result.fullHtml.match(/<dt>/g)).toHaveLength(6);
    for (const row of ['<dt>Name</dt><dd>backup &lt;nightly&gt;</dd>', '<dt>Odd</dt><dd>123K</dd>', '<dt>Updated</dt><dd>2 hours ago</dd>']) expect(result.fullHtml).toContain(row);
  });

  it('indexes from the end, percent format, and a POST with a JSON body', async () => {
    const result = await runBuiltin('com.customapi', 'initialize', {
      ...config(), method: 'POST', body: '{"ask": [1, 2]}',
      field1Label: 'Last used', field1Path: 'disks[-1].used', field1Format: 'percent',
      field2Label: 'Echo', field2Path: 'echo.ask[1]', field2Format: 'text',
      field3Label: '', field3Path: '', field4Label: '', field4Path: '', field5Label: '', field5Path: '', field6Label: '', field6Path: '',
    }, closed.origin, null);
    expect(result.status).toBe(200);
    expect(result.html).toContain('>10%<');
    expect(result.html).toContain('>2<');
    expect(result.html.match(/hk-stat"/g)).toHaveLength(2);
  });

  it('refuses a body that is not JSON and explains a page that is not JSON', async () => {
    const badBody = await runBuiltin('com.customapi', 'connectionTest', { ...config(), method: 'POST', body: '{nope' }, closed.origin, null);
    expect(badBody.reason).toBe('unexpected answer: the JSON body is not valid JSON');
    const html = await runBuiltin('com.customapi', 'connectionTest', { ...config(), url: `${services.url('custom')}/html` }, closed.origin, null);
    expect(html.reason).toBe('unexpected answer: the API did not answer with JSON');
  });

  it('passes the connection test with each value it read, null where a path matched nothing', async () => {
    const result = await runBuiltin('com.customapi', 'connectionTest', config(), closed.origin, null);
    expect(result.readings).toEqual([
      { label: 'Name', path: 'service.name', value: 'backup <nightly>' },
      { label: 'Up', path: '$.service.uptime', value: '1d 2h' },
      { label: 'Disks', path: 'disks[*].size', value: '1 TiB, 2 TiB' },
      { label: 'Missing', path: 'nope.x', value: null },
      { label: 'Odd', path: "['odd key'].count", value: '123K' },
      { label: 'Updated', path: 'service.updated', value: '2 hours ago' },
    ]);
  });

  it('passes the connection test, and reports a refused header', async () => {
    expect(await runBuiltin('com.customapi', 'connectionTest', config(), closed.origin, null)).toMatchObject({ status: 200 });
    const wrong = await runBuiltin('com.customapi', 'connectionTest', { ...config(), header1Value: 'nope' }, closed.origin, null);
    expect(wrong.reason).toMatch(refused);
  });
});

describe('HTML Code', () => {
  it('puts the user HTML on the card as markup, sanitised like every card', async () => {
    const htmlcode = '<p class="x">Hello <b>home</b></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><form action="/x"><input></form>';
    const result = await runBuiltin('com.html', 'initialize', { htmlcode }, closed.origin, null);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<p class="x">Hello <b>home</b></p>');
    expect(result.html).toContain('<img src="https://example.com/a.png" />');
    for (const gone of ['<script', 'alert(1)', 'onerror', 'javascript:', '<form', '<input']) expect(result.html).not.toContain(gone);
  });
});

describe('YouTube', () => {
  it('sends the video thumbnail as the card background', async () => {
    const result = await runBuiltin('com.youtube', 'initialize', { ...credentials.youtube, apiurl: services.url('youtube') }, 'https://youtu.be/dQw4w9WgXcQ', null);
    expect(result.background).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });
});
