// The media built-ins of issue 43 (Audiobookshelf, …), each against a fake of its service that
// follows the service's source or published description (tests/fixtures/SOURCES.md): the card and
// details, a wrong key, a service that is down, slow, or behind a self-signed certificate, and
// each service's own rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltin, stopBuiltins } from '../helpers/run-builtin.js';
import { sharedClosedPort } from '../helpers/closed-port.js';
import { pinned, reason, runMedia, shown } from '../helpers/run-outcomes.js';
import type { Fake } from '../fixtures/services/serve.js';
import { audiobookshelfKeys, startAudiobookshelf } from '../fixtures/services/audiobookshelf.js';
import { navidromeUser, navidromeVersion, startNavidrome } from '../fixtures/services/navidrome.js';
import { createHash } from 'node:crypto';
import { mealieTokens, mealieVersion, startMealie } from '../fixtures/services/mealie.js';
import { komgaAccounts, startKomga } from '../fixtures/services/komga.js';
import { paperlessAccounts, paperlessVersion, startPaperless } from '../fixtures/services/paperless.js';

const closed = await sharedClosedPort();
const fakes: Fake[] = [];

async function started(fake: Promise<Fake>): Promise<Fake> {
  const ready = await fake;
  fakes.push(ready);
  return ready;
}

afterAll(async () => {
  stopBuiltins();
  await Promise.all(fakes.map((fake) => fake.close()));
});

const untrusted = /self-signed certificate, which Hearth does not trust/;

describe('Audiobookshelf', () => {
  let abs: Fake;
  let secure: Fake;
  const admin = { apiKey: audiobookshelfKeys.admin };
  beforeAll(async () => {
    abs = await started(startAudiobookshelf());
    secure = await started(startAudiobookshelf({ tls: true }));
  });

  it('shows books and podcasts with their listening time, the rest in the details', async () => {
    const result = await runBuiltin('com.audiobookshelf', 'initialize', admin, abs.url, null);
    expect(result.reason).toBe('');
    // Two book libraries (412 + 40 books, 4,431,600.5 s + 360,000 s) and one podcast library.
    expect(result.html).toContain('>452<');
    expect(result.html).toContain('55d 11h');
    expect(result.html).toContain('>23<');
    expect(result.html).toContain('14d 6h');
    expect(result.html).not.toContain('{{');
    expect(result.fullHtml).toContain('Libraries</dt><dd>3<');
    expect(result.fullHtml).toContain('Authors</dt><dd>199<');
    expect(result.fullHtml).toContain('Audio files</dt><dd>7,320<');
    expect(result.fullHtml).toContain('Size on disk</dt><dd>381 GiB<');
    expect(abs.violations).toEqual([]);
  });

  it('passes the connection test', async () => {
    expect(await runBuiltin('com.audiobookshelf', 'connectionTest', admin, abs.url, null)).toMatchObject({ status: 200 });
  });

  it('says a wrong key was refused, and asks for nothing more', async () => {
    const before = abs.seen.length;
    const result = await runBuiltin('com.audiobookshelf', 'connectionTest', { apiKey: 'expired' }, abs.url, null);
    expect(result.status).toBe(400);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('401: the service refused the credentials (check the API key; a key that expired or was deactivated is refused too)');
    expect(abs.seen.slice(before)).toEqual(['GET /api/libraries']);
  });

  it('counts only the libraries the key may open, and never asks for the others', async () => {
    const before = abs.seen.length;
    const result = await runBuiltin('com.audiobookshelf', 'initialize', { apiKey: audiobookshelfKeys.family }, abs.url, null);
    expect(result.html).toContain('>412<');
    expect(result.html).toContain('51d 7h');
    expect(result.fullHtml).toContain('Libraries</dt><dd>2<');
    expect(abs.seen.slice(before).sort()).toEqual(['GET /api/libraries', 'GET /api/libraries/lib_books/stats', 'GET /api/libraries/lib_pods/stats']);
    // The positive control: the fake does refuse that key another library's stats.
    const kids = await fetch(`${abs.url}/api/libraries/lib_kids/stats`, { headers: { authorization: `Bearer ${audiobookshelfKeys.family}` } });
    expect([kids.status, await kids.text()]).toEqual([403, 'Forbidden']);
  });

  it('says a service that is down is unreachable', async () => {
    const result = await runBuiltin('com.audiobookshelf', 'initialize', admin, closed.origin, null);
    expect(result.reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time, without hanging', async () => {
    const slow = await started(startAudiobookshelf());
    slow.delay(60_000);
    const outcome = await runMedia('com.audiobookshelf', admin, slow.url, { timeoutMs: 3000 });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(reason(outcome)).toBe(`no answer in time from GET ${slow.url}/api/libraries (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    expect(reason(await runMedia('com.audiobookshelf', admin, secure.url))).toMatch(untrusted);
    expect(secure.seen).toEqual([]);
    const card = shown(await runMedia('com.audiobookshelf', admin, secure.url, { tls: pinned(secure.url, secure.fingerprint ?? '') }));
    expect(card.card).toContain('>452<');
  });
});

describe('Navidrome', () => {
  let nd: Fake;
  let secure: Fake;
  const login = { username: navidromeUser.username, password: navidromeUser.password };
  beforeAll(async () => {
    nd = await started(startNavidrome());
    secure = await started(startNavidrome({ tls: true }));
  });

  it('shows songs, albums, artists and who is playing, the rest in the details', async () => {
    const result = await runBuiltin('com.navidrome', 'initialize', login, nd.url, null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>48,213<');
    expect(result.html).toContain('>1,203<');
    expect(result.html).toContain('>260<');
    expect(result.html).toContain('>2<');
    expect(result.fullHtml).toContain('Folders</dt><dd>3,920<');
    expect(result.fullHtml).toContain('2 hours ago');
    expect(result.fullHtml).toContain(navidromeVersion);
    // A title is the service's text, escaped, never markup.
    expect(result.fullHtml).toContain('New Order – Blue &lt;Monday&gt;');
    expect(result.fullHtml).toContain('bob, Symfonium');
  });

  it('signs each call with a salted token, never the password', async () => {
    const before = nd.queries.length;
    expect(await runBuiltin('com.navidrome', 'connectionTest', login, nd.url, null)).toMatchObject({ status: 200 });
    const sent = nd.queries.slice(before);
    expect(sent).toHaveLength(1);
    const query = sent[0] ?? new URLSearchParams();
    expect(query.has('p')).toBe(false);
    expect(query.get('t')).toBe(createHash('md5').update(navidromeUser.password + (query.get('s') ?? '')).digest('hex'));
    expect(query.get('s')).toMatch(/^[0-9a-f]{16}$/);
  });

  it("takes a token and salt made beforehand, as Homepage's widget does", async () => {
    const salt = 'c19b2d';
    const token = createHash('md5').update(navidromeUser.password + salt).digest('hex');
    const result = await runBuiltin('com.navidrome', 'initialize', { username: navidromeUser.username, token, salt }, nd.url, null);
    expect(result.html).toContain('>48,213<');
  });

  it('reads a refusal that Navidrome sends as HTTP 200 (Subsonic error 40), and stops there', async () => {
    const before = nd.seen.length;
    const result = await runBuiltin('com.navidrome', 'initialize', { ...login, password: 'wrong' }, nd.url, null);
    expect(result.status).toBe(400);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('Navidrome refused the username or password (code 40): check them, or the token and its salt');
    expect(nd.seen.slice(before)).toEqual(['GET /rest/getScanStatus']);
  });

  it('counts albums 500 at a time, as Navidrome pages them', async () => {
    const before = nd.seen.length;
    await runBuiltin('com.navidrome', 'initialize', login, nd.url, null);
    const pages = nd.queries.slice(before).filter((_, i) => nd.seen[before + i] === 'GET /rest/getAlbumList2');
    expect(pages.map((q) => [q.get('size'), q.get('offset')])).toEqual([['500', '0'], ['500', '500'], ['500', '1000']]);
    // Exactly a page's worth: the last call finds an empty list, which Navidrome leaves out.
    const even = await started(startNavidrome({ albums: 1000 }));
    expect((await runBuiltin('com.navidrome', 'initialize', login, even.url, null)).html).toContain('>1,000<');
  });

  it('marks the song count while a scan is running', async () => {
    const scanning = await started(startNavidrome({ scanning: true }));
    const result = await runBuiltin('com.navidrome', 'initialize', login, scanning.url, null);
    expect(result.html).toContain('>1,520+<');
    expect(result.fullHtml).toContain('Scanning now');
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin('com.navidrome', 'initialize', login, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time, without hanging', async () => {
    const slow = await started(startNavidrome());
    slow.delay(60_000);
    const outcome = await runMedia('com.navidrome', login, slow.url, { timeoutMs: 3000 });
    expect(reason(outcome)).toBe(`no answer in time from GET ${slow.url}/rest/getScanStatus (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    expect(reason(await runMedia('com.navidrome', login, secure.url))).toMatch(untrusted);
    expect(secure.seen).toEqual([]);
    expect(shown(await runMedia('com.navidrome', login, secure.url, { tls: pinned(secure.url, secure.fingerprint ?? '') })).card).toContain('>1,203<');
  });
});

describe('Paperless-ngx', () => {
  let pl: Fake;
  let secure: Fake;
  const token = { token: paperlessAccounts.token };
  beforeAll(async () => {
    pl = await started(startPaperless());
    secure = await started(startPaperless({ tls: true }));
  });

  it('shows documents, the inbox, correspondents and tags, the rest in the details', async () => {
    const result = await runBuiltin('com.paperlessngx', 'initialize', token, pl.url, null);
    expect(result.reason).toBe('');
    for (const text of ['>2,417<', '>38<', '>212<', '>64<']) expect(result.html).toContain(text);
    expect(result.fullHtml).toContain('Document types</dt><dd>17<');
    expect(result.fullHtml).toContain('Characters of text</dt><dd>18.7M<');
    expect(result.fullHtml).toContain('pdf 2,190, jpeg 181, message/rfc822 46');
    expect(result.fullHtml).toContain(`Version</dt><dd>${paperlessVersion}<`);
  });

  it('signs in with a username and password as Basic auth too', async () => {
    const result = await runBuiltin('com.paperlessngx', 'connectionTest', { username: paperlessAccounts.username, password: paperlessAccounts.password }, pl.url, null);
    expect(result).toMatchObject({ status: 200 });
  });

  it("says a wrong token or password was refused, in Paperless's words", async () => {
    const wrongToken = await runBuiltin('com.paperlessngx', 'connectionTest', { token: 'nope' }, pl.url, null);
    expect(wrongToken.refusal).toBe(401);
    expect(wrongToken.reason).toBe('401: the service refused the credentials: "Invalid token." (check the API token, or the username and password)');
    const wrongPassword = await runBuiltin('com.paperlessngx', 'connectionTest', { username: paperlessAccounts.username, password: 'nope' }, pl.url, null);
    expect(wrongPassword.reason).toBe('401: the service refused the credentials: "Invalid username/password." (check the API token, or the username and password)');
  });

  it('tells an account with two-factor sign-in to use its API token, as Paperless refuses it Basic auth', async () => {
    const result = await runBuiltin('com.paperlessngx', 'initialize', { username: paperlessAccounts.mfaUser, password: paperlessAccounts.mfaPassword }, pl.url, null);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('401: the service refused the credentials: "MFA required" (this account signs in with two-factor: use its API token (My Profile → API Auth Token) instead of the password)');
  });

  it('says there is no inbox when no tag is an inbox tag (Paperless answers null, not 0)', async () => {
    const bare = await started(startPaperless({ noInbox: true }));
    const result = await runBuiltin('com.paperlessngx', 'initialize', token, bare.url, null);
    expect(result.html).toContain('no inbox tag');
    expect(result.html).toContain('>2,417<');
  });

  it('asks for no API version, so Paperless answers its own default (the fake refuses an old one with 406)', async () => {
    await runBuiltin('com.paperlessngx', 'connectionTest', token, pl.url, null);
    const old = await fetch(`${pl.url}/api/statistics/`, { headers: { authorization: `Token ${paperlessAccounts.token}`, accept: 'application/json; version=2' } });
    expect([old.status, await old.json()]).toEqual([406, { detail: 'Invalid version in "Accept" header.' }]);
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin('com.paperlessngx', 'initialize', token, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time, without hanging', async () => {
    const slow = await started(startPaperless());
    slow.delay(60_000);
    expect(reason(await runMedia('com.paperlessngx', token, slow.url, { timeoutMs: 3000 }))).toBe(`no answer in time from GET ${slow.url}/api/statistics/ (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    expect(reason(await runMedia('com.paperlessngx', token, secure.url))).toMatch(untrusted);
    expect(secure.seen).toEqual([]);
    expect(shown(await runMedia('com.paperlessngx', token, secure.url, { tls: pinned(secure.url, secure.fingerprint ?? '') })).card).toContain('>2,417<');
  });
});

describe('Komga', () => {
  let komga: Fake;
  let secure: Fake;
  const key = { apiKey: komgaAccounts.apiKey };
  beforeAll(async () => {
    komga = await started(startKomga());
    secure = await started(startKomga({ tls: true }));
  });

  it('shows libraries, series, books and unread books, the rest in the details, asking only what its description allows', async () => {
    const result = await runBuiltin('com.komga', 'initialize', key, komga.url, null);
    expect(result.reason).toBe('');
    // Three libraries, one of them unavailable (its folder is gone).
    for (const text of ['>2<', '>118<', '>2,904<', '>1,710<']) expect(result.html).toContain(text);
    expect(result.fullHtml).toContain('Unavailable libraries</dt><dd>1<');
    expect(result.fullHtml).toContain('Books in progress</dt><dd>23<');
    expect(komga.violations).toEqual([]);
    expect(komga.seen.filter((line) => line.startsWith('POST'))).toHaveLength(4);
  });

  it('signs in with an email and password as Basic auth too', async () => {
    expect(await runBuiltin('com.komga', 'connectionTest', { username: komgaAccounts.email, password: komgaAccounts.password }, komga.url, null)).toMatchObject({ status: 200 });
    expect(komga.violations).toEqual([]);
  });

  it('says a wrong key was refused', async () => {
    const result = await runBuiltin('com.komga', 'connectionTest', { apiKey: 'nope' }, komga.url, null);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('401: the service refused the credentials (check the API key, or the email and password)');
  });

  it('counts from the page totals, one item a page, never reading a whole library', async () => {
    const before = komga.queries.length;
    await runBuiltin('com.komga', 'initialize', key, komga.url, null);
    const lists = komga.queries.slice(before).filter((_, i) => komga.seen[before + i]?.startsWith('POST'));
    expect(lists.map((q) => q.get('size'))).toEqual(['1', '1', '1', '1']);
    // The positive control: the description's model refuses what Komga does not take.
    const bad = await fetch(`${komga.url}/api/v1/books/list?size=1&limit=1`, { method: 'POST', headers: { 'x-api-key': komgaAccounts.apiKey, 'content-type': 'application/json' }, body: '{}' });
    expect(bad.status).toBe(200);
    expect(komga.violations.splice(0)).toEqual(['the query parameter limit is not in the description']);
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin('com.komga', 'initialize', key, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time, without hanging', async () => {
    const slow = await started(startKomga());
    slow.delay(60_000);
    expect(reason(await runMedia('com.komga', key, slow.url, { timeoutMs: 3000 }))).toBe(`no answer in time from GET ${slow.url}/api/v1/libraries (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    expect(reason(await runMedia('com.komga', key, secure.url))).toMatch(untrusted);
    expect(secure.seen).toEqual([]);
    expect(shown(await runMedia('com.komga', key, secure.url, { tls: pinned(secure.url, secure.fingerprint ?? '') })).card).toContain('>2,904<');
  });
});

describe('Mealie', () => {
  let mealie: Fake;
  let secure: Fake;
  const key = { apiKey: mealieTokens.valid };
  beforeAll(async () => {
    mealie = await started(startMealie());
    secure = await started(startMealie({ tls: true }));
  });

  it("shows recipes, users, categories and tags, and today's meals in the details, asking only what its description allows", async () => {
    const result = await runBuiltin('com.mealie', 'initialize', key, mealie.url, null);
    expect(result.reason).toBe('');
    for (const text of ['>342<', '>4<', '>18<', '>57<']) expect(result.html).toContain(text);
    expect(result.fullHtml).toContain('Tools</dt><dd>12<');
    expect(result.fullHtml).toContain(`Version</dt><dd>${mealieVersion}<`);
    // Breakfast before dinner; a recipe's name is the service's text, escaped.
    expect(result.fullHtml.indexOf('Leftover porridge')).toBeLessThan(result.fullHtml.indexOf('Shakshuka'));
    expect(result.fullHtml).toContain('Shakshuka &amp; &lt;Pita&gt;');
    expect(mealie.violations).toEqual([]);
  });

  it('passes the connection test', async () => {
    expect(await runBuiltin('com.mealie', 'connectionTest', key, mealie.url, null)).toMatchObject({ status: 200 });
  });

  it('says a wrong token was refused', async () => {
    const result = await runBuiltin('com.mealie', 'connectionTest', { apiKey: 'not-a-jwt' }, mealie.url, null);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('401: the service refused the credentials: "Could not validate credentials" (check the API token)');
  });

  it('tells a deleted API token (a bare 401) from a wrong one', async () => {
    const result = await runBuiltin('com.mealie', 'initialize', { apiKey: mealieTokens.deleted }, mealie.url, null);
    expect(result.refusal).toBe(401);
    expect(result.reason).toBe('401: the service refused the credentials (the API token was deleted in Mealie: make a new one)');
  });

  it('says a service that is down is unreachable', async () => {
    expect((await runBuiltin('com.mealie', 'initialize', key, closed.origin, null)).reason).toBe('unreachable (connection refused)');
  });

  it('names the call a slow service did not answer in time, without hanging', async () => {
    const slow = await started(startMealie());
    slow.delay(60_000);
    expect(reason(await runMedia('com.mealie', key, slow.url, { timeoutMs: 3000 }))).toBe(`no answer in time from GET ${slow.url}/api/households/statistics (a card's calls have 2.5 s together)`);
  });

  it('refuses a self-signed certificate until the link trusts it, then reads through it', async () => {
    expect(reason(await runMedia('com.mealie', key, secure.url))).toMatch(untrusted);
    expect(secure.seen).toEqual([]);
    expect(shown(await runMedia('com.mealie', key, secure.url, { tls: pinned(secure.url, secure.fingerprint ?? '') })).card).toContain('>342<');
  });
});
