// A client written for the original API (spec-features §7) renders icons its own way: it fetches
// each pack's jsonUrl for {iconData, baseUrl, baseUrlLight, iconProvider}, and loads any icon URL
// that is neither http(s) nor one of its built-in names from /images/{iconUrl}. Every icon Hearth
// hands out must load that way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { call, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import { makeFolder, makeLink } from '../helpers/listings.js';
import { startIconPackHost, type IconPackHost } from '../fixtures/iconpack-host.js';
import { openDatabase } from '../../server/db/client.js';
import { insertIconPack } from '../../server/features/iconpacks/iconpacks.repo.js';
import type { IconPack, PackIconPage, UploadedIcon } from '../../shared/contracts/iconpacks.js';
import type { Icon } from '../../shared/contracts/icons.js';

/** What the original client maps to images bundled with itself. */
const clientBuiltins = ['folder', 'link', 'todo', 'snippet', 'camera', 'device', 'authenticator', 'defaultuser', '/default.png'];

let server: TestServer;
let host: IconPackHost;
let token: string;

beforeAll(async () => {
  host = await startIconPackHost();
  server = await startTestServer({ env: { HEARTH_ICONPACK_HOSTS: '127.0.0.1' } });
  token = await loginAdmin(server);
  const { db, sqlite } = await openDatabase(server.dataDir, resolve(import.meta.dirname, '../../server/db/migrations'));
  insertIconPack(db, { id: 'globalpack00001', userId: null, iconProvider: 'globalpack', iconName: 'Global Pack', jsonUrl: host.url('/plain-globalpack.json'), createdAt: new Date().toISOString() });
  sqlite.close();
});
afterAll(async () => {
  await server.stop();
  await host.close();
});

/** Where such a client loads an icon URL from, or null for its own bundled images. */
function clientImageUrl(iconUrl: string): string | null {
  if (/^https?:\/\//i.test(iconUrl)) return iconUrl;
  if (clientBuiltins.includes(iconUrl)) return null;
  return `${server.url}/images/${iconUrl}`;
}

/** GETs each URL (a few at a time) and answers the ones that are not a 200 image. */
async function notImages(urls: string[]): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 0; i < urls.length; i += 32) {
    await Promise.all(
      urls.slice(i, i + 32).map(async (url) => {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('image/')) bad.push(`${res.status} ${res.headers.get('content-type')} ${url}`);
      }),
    );
  }
  return bad;
}

describe('the built-in pack for clients that follow jsonUrl', () => {
  it('has a jsonUrl on Hearth, in /iconpack/list and in the dashboard', async () => {
    const list = await call<IconPack[]>(server, 'GET', '/iconpack/list', { token });
    const dash = await call<{ iconPacks: IconPack[] }>(server, 'GET', '/dashboard', { token });
    for (const packs of [list.body.message, dash.body.message.iconPacks]) {
      expect(packs[0]).toMatchObject({ _id: 'simple-icons', jsonUrl: '/iconpacks/simple-icons.json' });
    }
  });

  it('serves the pack JSON with every icon, the descriptor fields and base URLs, compressed', async () => {
    const total = (await call<PackIconPage>(server, 'GET', '/iconpack/simple-icons/icons', { token })).body.message.total;
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/iconpacks/simple-icons.json`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(res.headers.get('content-length'))).toBeLessThan(200_000);
    }
    // Read the raw bytes to be sure they really are compressed (fetch would decode them).
    const raw = await rawBody('/iconpacks/simple-icons.json', 'gzip');
    const doc = JSON.parse(gunzipSync(raw).toString('utf8')) as Record<string, unknown> & { iconData: { iconName: string; iconUrl: string; iconUrlLight: string }[] };
    expect(JSON.parse(brotliDecompressSync(await rawBody('/iconpacks/simple-icons.json', 'br')).toString('utf8'))).toEqual(doc);
    expect(doc).toMatchObject({
      iconProvider: 'simple-icons',
      iconPack: 'Simple Icons',
      packDeveloper: 'Simple Icons',
      credit: { name: 'Simple Icons', url: 'https://simpleicons.org' },
      baseUrl: '/iconpacks/simple-icons/',
      baseUrlLight: '/iconpacks/simple-icons/',
    });
    expect(doc.iconPackVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.iconData).toHaveLength(total);
    expect(doc.iconData).toContainEqual({ iconName: 'GitHub', iconUrl: 'github.svg', iconUrlLight: 'github.svg?variant=light' });
    // Plain JSON for a client that accepts no encoding.
    const plain = await rawBody('/iconpacks/simple-icons.json', 'identity');
    expect(JSON.parse(plain.toString('utf8'))).toEqual(doc);
  });

  it('is not Hearth\'s own paged endpoint, which keeps working for the picker', async () => {
    const page = await call<PackIconPage>(server, 'GET', '/iconpack/simple-icons/icons?q=github', { token });
    expect(page.body.message.icons[0]?.iconUrl).toBe('/iconpacks/simple-icons/github.svg');
  });
});

async function rawBody(path: string, encoding: string): Promise<Buffer> {
  const { request } = await import('node:http');
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port: server.port, path, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(Buffer.concat(chunks)));
    })
      .on('error', fail)
      .end();
  });
}

describe('every icon, resolved and fetched the way an original client does', () => {
  it('loads every icon of the dashboard: site logo, avatar, listings with built-in, pack, uploaded and remote icons', async () => {
    const uploadForm = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#123456' } }).png().toBuffer();
    uploadForm.append('icon', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const uploaded = (await (await fetch(`${server.url}/api/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: uploadForm })).json()) as { data: UploadedIcon };
    const picked = (await call<PackIconPage>(server, 'GET', '/iconpack/simple-icons/icons?q=github', { token })).body.message.icons[0];
    const icons: Icon[] = [
      { iconUrl: picked?.iconUrl ?? '', iconUrlLight: picked?.iconUrlLight ?? null, iconProvider: 'simple-icons' },
      { iconUrl: uploaded.data.iconPath, iconUrlLight: null, iconProvider: 'self' },
      { iconUrl: host.url('/icons/icon-001.svg'), iconUrlLight: host.url('/icons/icon-001-light.svg'), iconProvider: 'fakepack' },
      { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' },
    ];
    for (const icon of icons) {
      await makeLink(server, token, { linkIcon: icon, showInSidebar: true });
      await makeFolder(server, token, { folderIcon: icon, showInSidebar: true });
    }
    const dash = await call<{ userData: { siteLogo: Icon; userAvatar: Icon }; sidebarItems: { listingIcon?: Icon | null }[]; homepageItems: { listingIcon: Icon | null }[] }>(server, 'GET', '/dashboard', { token });
    const { userData, sidebarItems, homepageItems } = dash.body.message;
    const all = [userData.siteLogo, userData.userAvatar, ...[...sidebarItems, ...homepageItems].flatMap((l) => (l.listingIcon ? [l.listingIcon] : []))];
    expect(all.some((i) => i.iconUrl === 'hearth')).toBe(true);
    const urls = [...new Set(all.flatMap((i) => [i.iconUrl, i.iconUrlLight]).flatMap((u) => (u ? [clientImageUrl(u)] : [])).filter((u): u is string => u !== null))];
    expect(urls).toContain(`${server.url}/images/hearth`);
    expect(urls).toContain(`${server.url}/images//iconpacks/simple-icons/github.svg?variant=light`);
    expect(await notImages(urls)).toEqual([]);
  });

  it("loads every icon of every pack's JSON, as shown from the pack and as stored in a listing", async () => {
    await call(server, 'POST', '/iconpack/add', { token, body: { iconpackUrl: host.url('/pack.json') } });
    const packs = (await call<IconPack[]>(server, 'GET', '/iconpack/list', { token })).body.message;
    expect(packs.map((p) => p.iconProvider)).toEqual(['simple-icons', 'globalpack', 'fakepack']);
    const urls: string[] = [];
    for (const pack of packs) {
      const res = await fetch(new URL(pack.jsonUrl, server.url));
      expect(res.status, pack.jsonUrl).toBe(200);
      const doc = (await res.json()) as { iconProvider: string; baseUrl?: string; baseUrlLight?: string; iconData: { iconUrl: string; iconUrlLight?: string }[] };
      expect(doc.iconProvider).toBe(pack.iconProvider);
      for (const icon of doc.iconData) {
        if (typeof icon.iconUrl !== 'string') continue;
        const dark = (doc.baseUrl ?? '') + icon.iconUrl;
        const light = icon.iconUrlLight ? (doc.baseUrlLight ?? doc.baseUrl ?? '') + icon.iconUrlLight : null;
        for (const shown of light ? [dark, light] : [dark]) {
          // Shown in the picker straight from the pack (relative to the page), and once chosen,
          // stored in a listing and loaded by the /images rule.
          urls.push(new URL(shown, server.url).href);
          const stored = clientImageUrl(shown);
          if (stored) urls.push(stored);
        }
      }
    }
    expect(urls.length).toBeGreaterThan(10_000);
    expect(await notImages([...new Set(urls)])).toEqual([]);
  }, 120_000);
});
