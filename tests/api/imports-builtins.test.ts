import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { importFixture } from '../helpers/imports.js';
import type { ImportPreview, ImportResult } from '../../shared/contracts/imports.js';
import { secretIsSet } from '../../shared/contracts/integrations.js';
import type { FolderList, ListingDetail } from '../../shared/contracts/listings.js';

/**
 * Issue 43 item 4 through the API: a Dashy file's widgets and a Homarr board's integrations
 * (tests/fixtures/SOURCES.md, "Import fixtures") preview and import as links bound to the new
 * built-ins, their keys stored sealed only when "Import keys and passwords" is ticked.
 */
let server: TestServer;
const builtins = ['com.pihole', 'com.gluetun', 'com.proxmox', 'com.synology.downloadstation', 'com.nextcloud', 'com.sabnzbd', 'com.healthchecks', 'com.uptimekuma', 'com.adguardhome', 'com.nzbget', 'com.deluge', 'com.transmission', 'com.openmediavault', 'com.prowlarr', 'com.seerr', 'com.lidarr'];

beforeAll(async () => {
  server = await startTestServer();
  const admin = await loginAdmin(server);
  for (const appId of builtins) expect((await call(server, 'GET', `/app/${appId}/install`, { token: admin })).status, appId).toBe(200);
});
afterAll(() => server.stop());

/** Health checks and icon downloads off: the files' addresses are not reached. */
const body = (format: string, text: string, includeKeys: boolean) => ({ format, text, includeKeys, healthChecks: false, fetchIcons: false });

/** Previews and imports; answers each previewed link's integration and each stored link's config, by name. */
async function importFile(user: string, request: ReturnType<typeof body>) {
  const token = await createUser(server, user);
  const shown = await call<ImportPreview>(server, 'POST', '/import/preview', { token, body: request });
  expect(shown.status).toBe(200);
  const done = await call<ImportResult>(server, 'POST', '/import', { token, body: request });
  expect(done.status).toBe(200);
  const previewed = shown.body.message.folders.flatMap((folder) => folder.links.map((link) => [link.name, link.integration?.appId ?? null, link.integration?.keys ?? null]));
  const stored = new Map<string, Record<string, unknown> | null>();
  const root = await call<FolderList>(server, 'GET', '/listing/folder/list/manage/listing', { token });
  for (const folder of root.body.message.items.filter((item) => item.listingType === 'category')) {
    const links = await call<FolderList>(server, 'GET', `/listing/folder/${folder._id}/list/manage/listing`, { token });
    for (const link of links.body.message.items.filter((item) => item.listingType === 'link')) {
      const detail = await call<ListingDetail>(server, 'GET', `/listing/link/${link._id}`, { token });
      stored.set(`${link.listingName} ${link.listingUrl ?? ''}`, detail.body.message.listing?.integration?.config ?? null);
    }
  }
  return { previewed, stored, counts: shown.body.message.counts, added: done.body.message.added };
}

describe('Dashy widgets bind the built-ins', () => {
  it('previews and imports the docs examples, keys sealed only when ticked', async () => {
    const ticked = await importFile('dashy-builtins-keys', body('dashy', importFixture('dashy-docs-widgets.yml'), true));
    expect(ticked.previewed).toEqual([
      ['Router', null, null],
      ['Pi-hole', 'com.pihole', 'included'],
      // The same name and address twice in a folder is one card: the v6 example is left out.
      ['Pi-hole', null, null],
      // The test server lets everyone reach this computer (127.0.0.1), so the example binds.
      ['AdGuard Home', 'com.adguardhome', 'included'],
      ['Gluetun', 'com.gluetun', 'none'],
      ['Proxmox VE', 'com.proxmox', 'included'],
      ['Download Station', 'com.synology.downloadstation', 'included'],
      ['Nextcloud', 'com.nextcloud', 'included'],
      ['SABnzbd', 'com.sabnzbd', 'included'],
      ['Healthchecks', 'com.healthchecks', 'included'],
      ['Uptime Kuma', 'com.uptimekuma', 'none'],
    ]);
    expect(ticked.counts).toMatchObject({ integrations: 9, leftOut: 1 });
    expect(ticked.stored.get('Uptime Kuma http://localhost:3001/')).toEqual({ overrideurl: 'http://localhost:3001/', slug: 'another-beautiful-status-page' });
    expect(ticked.stored.get('SABnzbd https://sabnzbd.example.com/sabnzbd')).toEqual({ overrideurl: 'https://sabnzbd.example.com/sabnzbd', apiKey: secretIsSet });
    expect(ticked.stored.get('Proxmox VE https://proxmox.lan:8006/')).toEqual({ overrideurl: 'https://proxmox.lan:8006/', tokenId: 'root@pam!dashy', tokenSecret: secretIsSet });
    expect(ticked.stored.get('Pi-hole http://192.168.130.1/')).toMatchObject({ password: secretIsSet });

    const plain = await importFile('dashy-builtins-plain', body('dashy', importFixture('dashy-docs-widgets.yml'), false));
    expect(plain.previewed.filter(([, appId]) => appId).map(([, , keys]) => keys)).toEqual(['withheld', 'withheld', 'none', 'withheld', 'withheld', 'withheld', 'withheld', 'withheld', 'none']);
    expect(plain.stored.get('SABnzbd https://sabnzbd.example.com/sabnzbd')).toEqual({ overrideurl: 'https://sabnzbd.example.com/sabnzbd' });
    expect(plain.stored.get('Download Station http://192.168.1.1:8080/')).toEqual({ overrideurl: 'http://192.168.1.1:8080/', username: 'dashy' });
  });
});

describe('Homarr integrations bind the built-ins', () => {
  it('previews and imports a board\'s apps with their internal address, keys sealed only when ticked', async () => {
    const ticked = await importFile('homarr-builtins-keys', body('homarr', importFixture('hearth-homarr-integrations.json'), true));
    expect(ticked.previewed).toEqual([
      ['SABnzbd', 'com.sabnzbd', 'included'],
      ['NZBGet', 'com.nzbget', 'included'],
      ['Deluge', 'com.deluge', 'included'],
      ['Transmission', 'com.transmission', 'included'],
      ['Pi-hole', 'com.pihole', 'included'],
      ['AdGuard Home', 'com.adguardhome', 'included'],
      ['OpenMediaVault', 'com.openmediavault', 'included'],
      ['Prowlarr', 'com.prowlarr', 'included'],
      ['Jellyseerr', 'com.seerr', 'included'],
      ['Lidarr', 'com.lidarr', 'included'],
      ['Readarr', null, null],
    ]);
    expect(ticked.added.links).toBe(11);
    expect(ticked.stored.get('NZBGet https://nzbget.example.com/')).toEqual({ overrideurl: 'http://nzbget.home.arpa/', username: 'nzbget', password: secretIsSet });
    expect(ticked.stored.get('Jellyseerr https://jellyseerr.example.com/')).toEqual({ overrideurl: 'http://jellyseerr.home.arpa/', apiKey: secretIsSet });

    const plain = await importFile('homarr-builtins-plain', body('homarr', importFixture('hearth-homarr-integrations.json'), false));
    expect(plain.previewed.filter(([, appId]) => appId).every(([, , keys]) => keys === 'withheld')).toBe(true);
    expect(plain.stored.get('NZBGet https://nzbget.example.com/')).toEqual({ overrideurl: 'http://nzbget.home.arpa/', username: 'nzbget' });
    expect(plain.stored.get('Deluge https://deluge.example.com/')).toEqual({ overrideurl: 'http://deluge.home.arpa/' });
  });
});
