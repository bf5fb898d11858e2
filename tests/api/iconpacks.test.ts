import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { call, loginAdmin, loginAs, md5, startTestServer, type TestServer } from '../helpers/server.js';
import { fakePackIconCount, startIconPackHost, type IconPackHost } from '../fixtures/iconpack-host.js';
import { openDatabase } from '../../server/db/client.js';
import { resolveConfig } from '../../server/config.js';
import { createAccount } from '../../server/features/auth/auth.service.js';
import { insertIconPack } from '../../server/features/iconpacks/iconpacks.repo.js';
import { messages } from '../../shared/messages.js';
import { readDb } from '../helpers/snippets.js';
import type { IconPack, PackIconPage } from '../../shared/contracts/iconpacks.js';

const migrationsDir = resolve(import.meta.dirname, '../../server/db/migrations');

describe('icon packs', () => {
  let host: IconPackHost;
  let server: TestServer;
  let admin: string;

  const add = (token: string, iconpackUrl: unknown) => call<IconPack>(server, 'POST', '/iconpack/add', { token, body: { iconpackUrl } });
  const list = async (token: string) => (await call<IconPack[]>(server, 'GET', '/iconpack/list', { token })).body.message;
  const icons = (token: string, id: string, query = '') => call<PackIconPage>(server, 'GET', `/iconpack/${id}/icons${query}`, { token });
  const requested = (path: string) => host.requests.filter((p) => p === path).length;

  beforeAll(async () => {
    host = await startIconPackHost();
    server = await startTestServer({ env: { HEARTH_ICONPACK_HOSTS: '127.0.0.1', HEARTH_ICONPACK_TIMEOUT_MS: '700' } });
    admin = await loginAdmin(server);
    const { db, sqlite } = await openDatabase(server.dataDir, migrationsDir);
    // A pack every user sees (as the original's seeded default pack).
    insertIconPack(db, { id: 'globalpack00001', userId: null, iconProvider: 'globalpack', iconName: 'Global Pack', jsonUrl: host.url('/plain-globalpack.json'), createdAt: new Date().toISOString() });
    sqlite.close();
  });
  afterAll(async () => {
    await server.stop();
    await host.close();
  });

  it('fetches nothing for a request without a token (every route answers 401: every-route-needs-a-token.test.ts)', async () => {
    expect((await call(server, 'POST', '/iconpack/add', { body: { iconpackUrl: host.url('/pack.json') } })).status).toBe(401);
    expect(host.requests).toEqual([]);
  });

  it('names the hosts packs can be added from', async () => {
    const res = await call<string[]>(server, 'GET', '/iconpack/hosts?t=0.1', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: ['icons.getastroluma.com', '127.0.0.1'] });
  });

  it('lists the built-in Simple Icons pack first, then global packs', async () => {
    const packs = await list(admin);
    expect(packs[0]).toMatchObject({ _id: 'simple-icons', iconProvider: 'simple-icons', iconName: 'Simple Icons', jsonUrl: '/iconpacks/simple-icons.json', userId: null, hasLightVariants: true });
    expect(packs[0]?.credit).toEqual({ name: 'Simple Icons', url: 'https://simpleicons.org' });
    expect(packs[0]?.iconPackVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(packs[1]).toMatchObject({ _id: 'globalpack00001', userId: null });
    expect(packs).toHaveLength(2);
  });

  /** A new account with the fake pack added: tests never share a pack. */
  async function userWithPack(username: string): Promise<{ token: string; pack: IconPack }> {
    const token = await newUser(username);
    const res = await add(token, host.url('/pack.json'));
    if (res.status !== 200) throw new Error(`adding the pack failed: ${JSON.stringify(res.body)}`);
    return { token, pack: res.body.message };
  }

  async function newUser(username: string): Promise<string> {
    const { db, sqlite } = await openDatabase(server.dataDir, migrationsDir);
    try {
      await createAccount(db, { fullName: username, username, passwordDigest: md5(`${username}-pw`), isSuperAdmin: false });
    } finally {
      sqlite.close();
    }
    return loginAs(server, username, `${username}-pw`);
  }

  describe('adding a pack', () => {
    it('adds a pack from an allowed host, with light variants, and caches its icons', async () => {
      const token = await newUser('adder');
      const res = await add(token, host.url('/pack.json'));
      expect(res.status).toBe(200);
      expect(res.body.error).toBe(false);
      const pack = res.body.message;
      expect(pack).toMatchObject({
        iconProvider: 'fakepack',
        iconName: 'Fake Pack',
        iconPackVersion: '1.2.3',
        packDeveloper: 'Fake Developer',
        credit: { name: 'Fake Credit', url: 'https://example.invalid/credit' },
        jsonUrl: host.url('/pack.json'),
        hasLightVariants: true,
      });
      expect(pack.userId).toBe(readDb(server.dataDir, (db) => (db.prepare('SELECT id FROM users WHERE username = ?').get('adder') as { id: string }).id));
      const cached = JSON.parse(readFileSync(join(server.dataDir, 'iconpacks', `${pack._id}.json`), 'utf8')) as { baseUrl: string; icons: unknown[] };
      expect(cached.baseUrl).toBe(`${host.origin}/icons/`);
      expect(cached.icons).toHaveLength(fakePackIconCount);
      expect((await list(token)).map((p) => p._id)).toEqual(['simple-icons', 'globalpack00001', pack._id]);
    });

    it('pages its icons 48 at a time with absolute URLs until hasMore is false', async () => {
      const { token, pack } = await userWithPack('pager');
      const page1 = await icons(token, pack._id, '?page=1');
      expect(page1.status).toBe(200);
      expect(page1.body.message.icons).toHaveLength(48);
      expect(page1.body.message).toMatchObject({ total: fakePackIconCount, hasMore: true });
      expect(page1.body.message.icons[0]).toEqual({ iconName: 'Router 000', iconUrl: `${host.origin}/icons/icon-000.svg`, iconUrlLight: `${host.origin}/icons/icon-000-light.svg` });
      expect(page1.body.message.icons[1]).toEqual({ iconName: 'Server 001', iconUrl: `${host.origin}/icons/icon-001.svg`, iconUrlLight: null });
      const page2 = await icons(token, pack._id, '?page=2?t=0.31');
      expect(page2.body.message.icons).toHaveLength(48);
      expect(page2.body.message.hasMore).toBe(true);
      const page3 = await icons(token, pack._id, '?page=3');
      expect(page3.body.message.icons).toHaveLength(4);
      expect(page3.body.message.hasMore).toBe(false);
      expect(page3.body.message.icons.at(-1)?.iconUrl).toBe(`${host.origin}/elsewhere/absolute.png`);
      expect((await icons(token, pack._id, '?page=4')).body.message.icons).toEqual([]);
      const all = [page1, page2, page3].flatMap((p) => p.body.message.icons);
      expect(all).toHaveLength(fakePackIconCount);
      expect(all.every((i) => i.iconUrl.startsWith(`${host.origin}/`))).toBe(true);
    });

    it('filters icons by a case-insensitive name search', async () => {
      const { token, pack } = await userWithPack('searcher');
      const routers = await icons(token, pack._id, '?q=ROUTER');
      expect(routers.body.message.total).toBe(10);
      expect(routers.body.message.hasMore).toBe(false);
      expect(routers.body.message.icons).toHaveLength(10);
      expect(routers.body.message.icons.every((i) => i.iconName.startsWith('Router'))).toBe(true);
      expect((await icons(token, pack._id, '?q=server%2005')).body.message.icons.map((i) => i.iconName)).toEqual(
        ['051', '052', '053', '054', '055', '056', '057', '058', '059'].map((n) => `Server ${n}`),
      );
      expect((await icons(token, pack._id, '?q=nothing-like-this')).body.message).toEqual({ icons: [], total: 0, hasMore: false });
    });

    it('downloads the pack again when its cache file is missing', async () => {
      const { token, pack } = await userWithPack('refetcher');
      const file = join(server.dataDir, 'iconpacks', `${pack._id}.json`);
      rmSync(file);
      const before = requested('/pack.json');
      const res = await icons(token, pack._id, '?q=router');
      expect(res.status).toBe(200);
      expect(res.body.message.total).toBe(10);
      expect(requested('/pack.json')).toBe(before + 1);
      expect(existsSync(file)).toBe(true);
      await icons(token, pack._id, '?page=2');
      expect(requested('/pack.json')).toBe(before + 1);
    });

    it('answers 409 "Icon pack already exists" for a provider the user already sees, and stores nothing', async () => {
      const { token } = await userWithPack('twice');
      const before = await list(token);
      const again = await add(token, host.url('/pack.json'));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: true, message: messages.iconPackExists });
      expect((await add(token, host.url('/plain-globalpack.json'))).body).toEqual({ error: true, message: messages.iconPackExists });
      expect((await add(token, host.url('/plain-simple-icons.json'))).body).toEqual({ error: true, message: messages.iconPackExists });
      expect(await list(token)).toEqual(before);
    });

    it('keeps users apart: another user may add the same pack and sees only their own', async () => {
      const first = await userWithPack('owner-a');
      const second = await userWithPack('owner-b');
      const ids = (await list(second.token)).map((p) => p._id);
      expect(ids).toEqual(['simple-icons', 'globalpack00001', second.pack._id]);
      expect(ids).not.toContain(first.pack._id);
      const theirs = await icons(second.token, first.pack._id);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ error: true, message: messages.iconPackNotFound });
      const stolen = await call(server, 'GET', `/iconpack/delete/${first.pack._id}`, { token: second.token });
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ error: true, message: messages.iconPackNotFound });
      expect((await list(first.token)).map((p) => p._id)).toContain(first.pack._id);
      expect(existsSync(join(server.dataDir, 'iconpacks', `${first.pack._id}.json`))).toBe(true);
    });

    it('deletes an own pack with its cache; the built-in, global and unknown packs answer 404', async () => {
      const { token, pack } = await userWithPack('deleter');
      for (const id of ['simple-icons', 'globalpack00001', 'no-such-pack']) {
        const res = await call(server, 'GET', `/iconpack/delete/${id}`, { token });
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ error: true, message: messages.iconPackNotFound });
      }
      const res = await call(server, 'GET', `/iconpack/delete/${pack._id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: false, message: messages.iconPackDeleted });
      expect((await list(token)).map((p) => p._id)).toEqual(['simple-icons', 'globalpack00001']);
      expect(existsSync(join(server.dataDir, 'iconpacks', `${pack._id}.json`))).toBe(false);
      expect((await icons(token, pack._id)).status).toBe(404);
    });
  });

  it('follows a redirect to an allowed host', async () => {
    const admin = await newUser('redirected');
    const res = await add(admin, host.url('/redirect-allowed.json'));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ iconProvider: 'redirected', hasLightVariants: false });
    const page = await icons(admin, res.body.message._id);
    expect(page.body.message.icons[0]).toEqual({ iconName: 'Alpha', iconUrl: `${host.origin}/icons/icon-000.svg`, iconUrlLight: null });
  });

  it('reads a pack sent gzip-compressed', async () => {
    const token = await newUser('gzipped');
    const res = await add(token, host.url('/gzipped.json'));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ iconProvider: 'gzipped', iconName: 'Plain gzipped' });
    expect((await icons(token, res.body.message._id)).body.message.total).toBe(2);
  });

  it('resolves light variants from baseUrlLight', async () => {
    const admin = await newUser('lightbase');
    const res = await add(admin, host.url('/light-base.json'));
    expect(res.body.message).toMatchObject({ iconName: 'lightbase', hasLightVariants: true });
    const page = await icons(admin, res.body.message._id);
    expect(page.body.message.icons).toEqual([{ iconName: 'One', iconUrl: `${host.origin}/dark/one.svg`, iconUrlLight: `${host.origin}/light/one.svg` }]);
  });

  describe('refusing bad URLs and bad packs', () => {
    const expectRefused = async (iconpackUrl: unknown, status: number, message: string) => {
      const before = host.requests.length;
      const res = await add(admin, iconpackUrl);
      expect(res.status, String(iconpackUrl)).toBe(status);
      expect(res.body).toEqual({ error: true, message });
      return host.requests.length - before;
    };

    it('requires a URL', async () => {
      await expectRefused(undefined, 400, 'Icon pack URL is required');
      await expectRefused('', 400, 'Icon pack URL is required');
      await expectRefused('   ', 400, 'Icon pack URL is required');
    });

    it('refuses URLs that are not http(s) .json with "Please enter a valid URL.", without fetching them', async () => {
      const invalid = 'Please enter a valid URL.';
      expect(await expectRefused('ftp://127.0.0.1/pack.json', 400, invalid)).toBe(0);
      expect(await expectRefused(host.url('/pack.txt'), 400, invalid)).toBe(0);
      expect(await expectRefused('not a url at all.json', 400, invalid)).toBe(0);
      // The original's substring check let this through: its path is /x, not a .json file.
      expect(await expectRefused('http://evil.example/x?://icons.getastroluma.com/.json', 400, invalid)).toBe(0);
    });

    it('refuses a well-formed URL on another host saying which hosts are allowed, without fetching it', async () => {
      const notAllowed = (hostPart: string) => messages.iconPackHostNotAllowed(hostPart, 'icons.getastroluma.com, 127.0.0.1');
      expect(notAllowed('evil.example')).toBe(
        'Icon packs can only be added from icons.getastroluma.com, 127.0.0.1. evil.example is not one of them: Hearth downloads packs only from hosts its administrator allows (HEARTH_ICONPACK_HOSTS).',
      );
      // The original's substring check let these through; evil.example is never contacted.
      expect(await expectRefused('http://evil.example/icons.getastroluma.com/pack.json', 400, notAllowed('evil.example'))).toBe(0);
      expect(await expectRefused('http://icons.getastroluma.com.evil.example/pack.json', 400, notAllowed('icons.getastroluma.com.evil.example'))).toBe(0);
      // localhost is the same machine, but only 127.0.0.1 is on the allow-list.
      expect(await expectRefused(`http://localhost:${host.port}/pack.json`, 400, notAllowed(`localhost:${host.port}`))).toBe(0);
      // A listed name allows its default port only.
      expect(await expectRefused('http://icons.getastroluma.com:8080/pack.json', 400, notAllowed('icons.getastroluma.com:8080'))).toBe(0);
      expect(await expectRefused(`http://user:secret@127.0.0.1:${host.port}/pack.json`, 400, messages.iconPackUrlCredentials)).toBe(0);
    });

    it('refuses files that are not icon packs', async () => {
      await expectRefused(host.url('/not-json.json'), 400, messages.iconPackNotAPack);
      await expectRefused(host.url('/no-icondata.json'), 400, messages.iconPackNotAPack);
      await expectRefused(host.url('/reports-error.json'), 400, 'This icon pack has been retired.');
    });

    it('reports a failing server without its error text', async () => {
      await expectRefused(host.url('/corrupt-gzip.json'), 502, messages.iconPackFetchFailed);
      await expectRefused(host.url('/server-error.json'), 502, messages.iconPackFetchFailed);
      await expectRefused(host.url('/missing.json'), 502, messages.iconPackFetchFailed);
    });

    it('gives up on a server that never answers', async () => {
      const started = Date.now();
      await expectRefused(host.url('/slow.json'), 502, messages.iconPackTimedOut);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('gives up on a pack larger than 5 MB', async () => {
      await expectRefused(host.url('/huge.json'), 502, messages.iconPackTooLarge);
    });

    it('refuses a redirect to a host that is not allowed, and endless redirects', async () => {
      await expectRefused(host.url('/redirect-away.json'), 502, messages.iconPackFetchFailed);
      expect(requested('/redirect-target.json')).toBe(0);
      await expectRefused(host.url('/redirect-loop.json'), 502, messages.iconPackFetchFailed);
      expect(requested('/redirect-loop.json')).toBe(4);
    });
  });

  describe('the built-in Simple Icons pack', () => {
    it('pages thousands of icons and finds GitHub by name', async () => {
      const all = await icons(admin, 'simple-icons');
      expect(all.body.message.icons).toHaveLength(48);
      expect(all.body.message.total).toBeGreaterThan(3000);
      expect(all.body.message.hasMore).toBe(true);
      const found = await icons(admin, 'simple-icons', '?q=github');
      expect(found.body.message.icons[0]).toEqual({
        iconName: 'GitHub',
        iconUrl: '/iconpacks/simple-icons/github.svg',
        iconUrlLight: '/iconpacks/simple-icons/github.svg?variant=light',
      });
      expect(found.body.message.icons.map((i) => i.iconName)).toContain('GitHub Actions');
    });

    it('serves the icon as a script-free SVG with a readable fill, publicly', async () => {
      const dark = await fetch(`${server.url}/iconpacks/simple-icons/github.svg`);
      expect(dark.status).toBe(200);
      expect(dark.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(dark.headers.get('x-content-type-options')).toBe('nosniff');
      expect(dark.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const svg = await dark.text();
      expect(svg).toMatch(/^<svg [^>]*fill="#[0-9a-f]{6}"/i);
      // GitHub's brand colour is near-black: a light grey on dark themes, the brand colour on light ones.
      expect(svg).toContain('fill="#d4d4d4"');
      expect(svg).not.toMatch(/<script|on\w+=/i);
      expect(await (await fetch(`${server.url}/iconpacks/simple-icons/github.svg?variant=light`)).text()).toContain('fill="#181717"');
    });

    it('answers 404 for unknown or malformed names', async () => {
      for (const path of ['no-such-brand-xyz.svg', 'github.png', '..%2fgithub.svg', 'GitHub.svg']) {
        expect((await fetch(`${server.url}/iconpacks/simple-icons/${path}`)).status, path).toBe(404);
      }
    });
  });
});

describe('icon pack hosts named in HEARTH_ICONPACK_HOSTS', () => {
  let host: IconPackHost;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    host = await startIconPackHost();
    // A name with this port (it resolves to 127.0.0.1), and an IP address limited to this port.
    server = await startTestServer({ env: { HEARTH_ICONPACK_HOSTS: `localhost:${host.port}, 127.0.0.1:${host.port}`, HEARTH_ICONPACK_TIMEOUT_MS: '700' } });
    token = await loginAdmin(server);
  });
  afterAll(async () => {
    await server.stop();
    await host.close();
  });

  const add = (iconpackUrl: string) => call<IconPack>(server, 'POST', '/iconpack/add', { token, body: { iconpackUrl } });

  it('refuses a listed name that resolves to this machine or the home network, without fetching', async () => {
    const res = await add(`http://localhost:${host.port}/pack.json`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.iconPackHostNotPublic('localhost') });
    expect(host.requests).toEqual([]);
  });

  it('allows an IP address listed with a port on that port only', async () => {
    expect((await add(host.url('/plain-listedport.json'))).status).toBe(200);
    const other = await add(`http://127.0.0.1:${host.port + 1}/pack.json`);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(messages.iconPackHostNotAllowed(`127.0.0.1:${host.port + 1}`, `icons.getastroluma.com, localhost:${host.port}, 127.0.0.1:${host.port}`));
  });

  it('checks where a redirect leads the same way: no hop to a name on the home network', async () => {
    const res = await add(host.url('/redirect-away.json'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: messages.iconPackHostNotPublic('localhost') });
    expect(host.requests.filter((p) => p === '/redirect-target.json')).toEqual([]);
  });

  it('reads names, IP addresses and ports, and refuses to start with an entry that is not a host', () => {
    expect(resolveConfig({ env: { HEARTH_ICONPACK_HOSTS: 'Icons.Example.org:8443, 192.168.1.20, [::1]:81' } }).iconPackHosts).toEqual([
      { hostname: 'icons.getastroluma.com', port: null },
      { hostname: 'icons.example.org', port: '8443' },
      { hostname: '192.168.1.20', port: null },
      { hostname: '::1', port: '81' },
    ]);
    for (const entry of ['http://icons.example.org/', 'a:99999', 'a b']) {
      expect(() => resolveConfig({ env: { HEARTH_ICONPACK_HOSTS: entry } }), entry).toThrow(`Invalid HEARTH_ICONPACK_HOSTS entry "${entry}"`);
    }
  });
});
