// Issue 44 item 6: feeds a user follows. Real server, real SQLite, publishers on 127.0.0.1
// (tests/fixtures/feeds-host.ts): RSS 2.0, Atom 1.0 and JSON Feed 1.1 read, sanitised and merged;
// an address that gives no feed is refused at once with its reason (400, nothing stored); a feed
// that fails later shows its own error while the others answer; conditional GET and the minimum
// interval; read flags; another user's feed and item are 404; bad input is 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAs, startTestServer, type TestServer } from '../helpers/server.js';
import { startFeedsHost, type FeedsHost } from '../fixtures/feeds-host.js';
import { TestClock } from '../helpers/test-clock.js';
import { feedMaxBytes, feedMessages, feedMinRefreshMs, type Feed, type FeedItem, type FeedItemsAnswer } from '../../shared/contracts/feeds.js';
import { messages } from '../../shared/messages.js';

let server: TestServer;
let host: FeedsHost;
const clock = new TestClock();

beforeAll(async () => {
  host = await startFeedsHost();
  // The test environment lets members aim at this computer, so plain accounts follow the local publishers.
  server = await startTestServer({ clock: clock.now, outsideTimeoutMs: 1500 });
});
afterAll(async () => {
  await server.stop();
  await host.close();
});

async function account(name: string): Promise<string> {
  await createUser(server, name);
  return loginAs(server, name, 'password-123');
}
const follow = async (token: string, path: string, title?: string) => {
  const res = await call<Feed>(server, 'POST', '/feeds', { token, body: { url: `${host.origin}${path}`, title } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const items = async (token: string, query = '') => {
  const res = await call<FeedItemsAnswer>(server, 'GET', `/feeds/items${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const hits = (path: string) => host.requests.filter((r) => r.startsWith(`${path} `));

describe('reading the three formats', () => {
  it('merges RSS 2.0, Atom 1.0 (behind a redirect) and JSON Feed 1.1, newest first, with title, source, age, link and thumbnail', async () => {
    const token = await account('reader');
    await follow(token, '/rss.xml');
    await follow(token, '/moved');
    await follow(token, '/feed.json', 'My digest');
    const answer = await items(token);
    expect(answer.feeds.map((f) => [f.title, f.error])).toEqual([
      ['Home Lab Weekly', null],
      ['Self-Hosted Notes', null],
      ['My digest', null],
    ]);
    expect(answer.items.map((i) => [i.title, i.source])).toEqual([
      ['ZFS 2.3 arrives with RAIDZ expansion', 'Home Lab Weekly'],
      ['Backups that restore', 'Self-Hosted Notes'],
      ['Podman 5 quadlets in practice', 'My digest'],
      ['Proxmox & the new kernel', 'Home Lab Weekly'],
      ['A note without a title or a safe link.', 'My digest'],
    ]);
    const [zfs, backups, podman, proxmox, note] = answer.items as [FeedItem, FeedItem, FeedItem, FeedItem, FeedItem];
    expect(zfs).toMatchObject({ link: `${host.origin}/posts/zfs-23`, thumbnail: `${host.origin}/img/zfs.jpg`, publishedAt: '2026-11-28T08:00:00.000Z', read: false });
    expect(zfs.ageSeconds).toBe(Math.floor((clock.time - Date.parse('2026-11-28T08:00:00Z')) / 1000));
    expect(backups).toMatchObject({ link: `${host.origin}/notes/backups`, thumbnail: `${host.origin}/img/backup.jpg`, publishedAt: '2026-11-28T06:00:00.000Z' });
    expect(podman).toMatchObject({ link: `${host.origin}/digest/42`, thumbnail: `${host.origin}/img/podman.webp` });
    expect(proxmox.thumbnail).toBe(`${host.origin}/img/proxmox.png`);
    expect(note).toMatchObject({ link: null, thumbnail: null });
  });

  it('sanitises summaries: no script, handler, iframe or javascript: link survives', async () => {
    const token = await account('careful');
    await follow(token, '/rss.xml');
    await follow(token, '/atom.xml');
    await follow(token, '/feed.json');
    const all = (await items(token)).items.map((i) => i.summaryHtml).join('\n');
    expect(all).toContain('<b>one disk</b>');
    expect(all).toContain('Test the restore.');
    expect(all).not.toMatch(/<script|onerror|onclick|<iframe|javascript:/i);
  });
});

describe('bad publishers', () => {
  it('are refused when followed, each with its clear reason (400), and nothing is stored', async () => {
    const token = await account('unlucky');
    const host1 = new URL(host.origin).host;
    const tooLarge = `The feed is larger than ${feedMaxBytes / 1024 / 1024} MB; Hearth stopped reading it.`;
    const cases: [string, string][] = [
      ['/page.html', 'The address is a web page (HTML), not a feed. Look on the page for its RSS or Atom link.'],
      ['/huge.xml', tooLarge],
      ['/endless.xml', tooLarge],
      ['/garbage', 'The address answered something that is not an RSS, Atom or JSON feed.'],
      ['/slow.xml', `${host1} did not send the feed within 1.5 seconds.`],
      ['/loop', 'The feed redirected more than 5 times.'],
      ['/missing.xml', `${host1} answered HTTP 404 for the feed.`],
    ];
    for (const [path, message] of cases) {
      const res = await call(server, 'POST', '/feeds', { token, body: { url: `${host.origin}${path}` } });
      expect(res, path).toMatchObject({ status: 400, body: { error: true, message } });
    }
    expect(host.endlessBytes()).toBeLessThan(16 * feedMaxBytes);
    expect((await call<Feed[]>(server, 'GET', '/feeds', { token })).body.message).toEqual([]);
  });

  it('a feed that fails after it was followed keeps its items and shows its own error while the good feed still answers', async () => {
    const token = await account('stranded');
    await follow(token, '/rss.xml');
    await follow(token, '/flaky.json');
    host.takeDown();
    clock.advance(feedMinRefreshMs);
    const answer = await items(token);
    expect(answer.feeds.map((f) => [new URL(f.url).pathname, f.error])).toEqual([
      ['/rss.xml', null],
      ['/flaky.json', { kind: 'http-status', message: `${new URL(host.origin).host} answered HTTP 503 for the feed.` }],
    ]);
    expect(answer.items.map((i) => i.source)).toEqual(['Home Lab Weekly', 'Container Digest', 'Home Lab Weekly', 'Container Digest']);
  });
});

describe('refreshing', () => {
  it('asks no sooner than the minimum interval, then conditionally: a 304 keeps the stored items and read flags, a change brings the new item', async () => {
    const token = await account('patient');
    const before = hits('/rss.xml').length;
    await follow(token, '/rss.xml');
    expect(hits('/rss.xml').length).toBe(before + 1);
    // Following read the feed: the first list within the interval answers the stored items.
    const first = await items(token);
    expect(hits('/rss.xml').length).toBe(before + 1);
    const zfs = first.items.find((i) => i.title.startsWith('ZFS'))!;
    expect((await call(server, 'POST', `/feeds/items/${zfs.id}/read`, { token, body: {} })).status).toBe(200);

    clock.advance(feedMinRefreshMs - 1000);
    await items(token);
    expect(hits('/rss.xml').length).toBe(before + 1);

    clock.advance(1000);
    const reused = await items(token);
    expect(hits('/rss.xml').at(-1)).toBe('/rss.xml "rss-v0" Sat, 28 Nov 2026 09:00:00 GMT');
    expect(reused.items.map((i) => [i.title, i.read])).toEqual(first.items.map((i) => [i.title, i.title.startsWith('ZFS')]));
    expect(reused.feeds[0]?.fetchedAt).toBe(new Date(clock.time).toISOString());

    host.publish();
    clock.advance(feedMinRefreshMs);
    const changed = await items(token);
    expect(changed.items.map((i) => [i.title, i.read])).toEqual([
      ['Just published', false],
      ['ZFS 2.3 arrives with RAIDZ expansion', true],
      ['Proxmox & the new kernel', false],
    ]);
  });
});

describe('read flags and ownership', () => {
  it('marks an item read and unread; another user gets 404 for the item and the feed and sees none of it', async () => {
    const alice = await account('alice');
    const mallory = await account('mallory');
    const feed = await follow(alice, '/feed.json');
    const item = (await items(alice)).items[0]!;
    const read = await call<FeedItem>(server, 'POST', `/feeds/items/${item.id}/read`, { token: alice, body: { read: true } });
    expect(read.body.message).toMatchObject({ id: item.id, read: true });
    const unread = await call<FeedItem>(server, 'POST', `/feeds/items/${item.id}/read`, { token: alice, body: { read: false } });
    expect(unread.body.message.read).toBe(false);

    const stolen = await call(server, 'POST', `/feeds/items/${item.id}/read`, { token: mallory, body: { read: true } });
    expect(stolen).toMatchObject({ status: 404, body: { error: true, message: feedMessages.itemNotFound } });
    const removed = await call(server, 'DELETE', `/feeds/${feed.id}`, { token: mallory });
    expect(removed).toMatchObject({ status: 404, body: { error: true, message: feedMessages.feedNotFound } });
    expect(await items(mallory)).toEqual({ items: [], feeds: [] });
    expect((await items(alice)).items.find((i) => i.id === item.id)?.read).toBe(false);

    expect((await call(server, 'DELETE', `/feeds/${feed.id}`, { token: alice })).status).toBe(200);
    expect(await items(alice)).toEqual({ items: [], feeds: [] });
    expect((await call(server, 'POST', `/feeds/items/${item.id}/read`, { token: alice, body: {} })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with a message for a missing, malformed, non-web or credentialed address, a bad flag or limit, and 409 for a repeat', async () => {
    const token = await account('typo');
    const add = (body: unknown) => call(server, 'POST', '/feeds', { token, body });
    const cases: [unknown, string][] = [
      [{}, feedMessages.urlMissing],
      [{ url: '   ' }, feedMessages.urlMissing],
      [{ url: 42 }, feedMessages.urlMissing],
      [{ url: 'example.com/feed' }, feedMessages.urlInvalid],
      [{ url: 'ftp://example.com/feed.xml' }, feedMessages.urlInvalid],
      [{ url: 'file:///etc/passwd' }, feedMessages.urlInvalid],
      [{ url: 'https://user:secret@example.com/feed' }, feedMessages.urlCredentials],
      [{ url: `https://example.com/${'a'.repeat(2001)}` }, feedMessages.urlTooLong],
    ];
    for (const [body, message] of cases) expect(await add(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { error: true, message } });
    expect(await call(server, 'POST', '/feeds', { token, body: [] })).toMatchObject({ status: 400, body: { message: messages.bodyNotObject } });

    await follow(token, '/rss.xml');
    expect(await add({ url: `${host.origin}/rss.xml` })).toMatchObject({ status: 409, body: { message: feedMessages.duplicate } });
    const item = (await items(token)).items[0]!;
    expect(await call(server, 'POST', `/feeds/items/${item.id}/read`, { token, body: { read: 'yes' } })).toMatchObject({ status: 400, body: { message: feedMessages.readFlag } });
    for (const limit of ['0', '501', 'ten', '-1']) {
      expect(await call(server, 'GET', `/feeds/items?limit=${limit}`, { token })).toMatchObject({ status: 400, body: { message: feedMessages.limit } });
    }
    expect((await items(token, '?limit=1')).items).toHaveLength(1);
    expect((await call(server, 'GET', '/feeds/items')).status).toBe(401);
  });
});

describe('the reach rule', () => {
  it('refuses a member a feed on this computer by default (403, nothing stored), and lets a super admin', async () => {
    const strict = await startTestServer({ env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
    try {
      await createUser(strict, 'member');
      const member = await loginAs(strict, 'member', 'password-123');
      for (const url of [`${host.origin}/rss.xml`, 'http://localhost:1/feed', 'http://[::1]/feed']) {
        const res = await call(strict, 'POST', '/feeds', { token: member, body: { url } });
        expect(res).toMatchObject({ status: 403, body: { error: true, message: messages.loopbackRefused } });
      }
      expect((await call<Feed[]>(strict, 'GET', '/feeds', { token: member })).body.message).toEqual([]);
      const admin = await loginAs(strict, 'admin', 'correct horse battery');
      expect((await call(strict, 'POST', '/feeds', { token: admin, body: { url: `${host.origin}/atom.xml` } })).status).toBe(200);
      expect((await call<FeedItemsAnswer>(strict, 'GET', '/feeds/items', { token: admin })).body.message.items.map((i) => i.title)).toEqual(['Backups that restore']);
    } finally {
      await strict.stop();
    }
  });
});
