import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';

// The kit is plain CommonJS because it runs inside the integration sandbox.
interface Kit {
  missing: string;
  formatNumber: (v: unknown) => string;
  formatCount: (v: unknown) => string;
  formatPercent: (v: unknown, digits?: number) => string;
  formatBytes: (v: unknown) => string;
  formatRate: (v: unknown) => string;
  formatBits: (v: unknown) => string;
  formatDuration: (v: unknown) => string;
  formatRelativeDate: (v: unknown, now?: number) => string;
  formatDate: (v: unknown) => string;
  formatAs(format: string, v: unknown): string;
  escapeHtml: (v: unknown) => string;
  vars(values: Record<string, unknown>, html?: string[]): { key: string; value: string }[];
  failureReason(error: unknown, fixes?: Record<number, string>): string;
  refused(message: string, status: number): Error;
  refusalStatus(error: unknown): number;
  jsonPath(document: unknown, path: string): unknown[];
  countInStream(stream: AsyncIterable<Buffer | string>, patterns: Record<string, RegExp>, longest?: number): Promise<Record<string, number>>;
  answerTooLarge(call: string, limit: number): string;
  tallyItems(stream: AsyncIterable<Buffer | string>, key: string): Promise<{ items: number; values: Record<string, number> }>;
}
const kit = createRequire(import.meta.url)(join(process.cwd(), 'resources/integration-runtime/kit/index.js')) as Kit;

describe('@hearth/kit formatting', () => {
  it('shortens numbers to K, M and B', () => {
    expect([950, 1234, 48213, 123456, 2_500_000, 1_534_000_000].map(kit.formatNumber)).toEqual(['950', '1.2K', '48.2K', '123K', '2.5M', '1.5B']);
    expect(kit.formatNumber('17200000')).toBe('17.2M');
    expect(kit.formatNumber('n/a')).toBe('—');
  });

  it('writes counts in full and percentages without trailing zeros', () => {
    expect(kit.formatCount(176543)).toBe('176,543');
    expect(kit.formatPercent(12.488)).toBe('12.5%');
    expect(kit.formatPercent(83, 2)).toBe('83%');
    expect(kit.formatPercent(5.234, 2)).toBe('5.23%');
  });

  it('formats bytes, rates and bits', () => {
    expect([512, 1536, 412316860416, 1099511627776].map(kit.formatBytes)).toEqual(['512 B', '1.5 KiB', '384 GiB', '1 TiB']);
    expect(kit.formatRate(5242880)).toBe('5 MiB/s');
    expect(kit.formatBits(941234567)).toBe('941.2 Mbps');
    expect(kit.formatBits(1.5e9)).toBe('1.5 Gbps');
  });

  it('formats durations as their two largest units', () => {
    expect([42, 3720, 93784, 0].map(kit.formatDuration)).toEqual(['42s', '1h 2m', '1d 2h', '0s']);
    expect(kit.formatDuration(-1)).toBe('—');
  });

  it('formats relative dates from ISO strings and epoch seconds or milliseconds', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(kit.formatRelativeDate(new Date(now - 20_000).toISOString(), now)).toBe('just now');
    expect(kit.formatRelativeDate((now - 2 * 3600_000) / 1000, now)).toBe('2 hours ago');
    expect(kit.formatRelativeDate(now + 3 * 86400_000, now)).toBe('in 3 days');
    expect(kit.formatRelativeDate('not a date', now)).toBe('—');
    expect(kit.formatDate('2026-03-12T09:30:00Z')).toBe('12 Mar 2026');
  });

  it('formats by a Custom API format name, with "—" for missing values', () => {
    expect(kit.formatAs('text', 'ok')).toBe('ok');
    expect(kit.formatAs('number', 123456)).toBe('123K');
    expect(kit.formatAs('percent', 42.5)).toBe('42.5%');
    expect(kit.formatAs('bytes', 2048)).toBe('2 KiB');
    expect(kit.formatAs('duration', 3720)).toBe('1h 2m');
    expect(kit.formatAs('date', Date.now() - 300_000)).toBe('5 minutes ago');
    expect(kit.formatAs('text', undefined)).toBe('—');
    expect(kit.formatAs('text', { a: 1 })).toBe('{"a":1}');
  });
});

describe('@hearth/kit template variables and failures', () => {
  it('makes {{key}} variables, and {{{key}}} only for named markup', () => {
    expect(kit.vars({ a: 1, b: '<i>x</i>', c: null }, ['b'])).toEqual([
      { key: '{{a}}', value: '1' },
      { key: '{{{b}}}', value: '<i>x</i>' },
      { key: '{{c}}', value: '—' },
    ]);
    expect(kit.escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('says why a call failed in one line', () => {
    expect(kit.failureReason({ response: { status: 401 } })).toMatch(/^401: the service refused the credentials/);
    expect(kit.failureReason({ response: { status: 422 } })).toMatch(/^422: the service refused the request/);
    expect(kit.failureReason({ response: { status: 404 } })).toMatch(/^404: not found/);
    expect(kit.failureReason({ response: { status: 502 } })).toMatch(/^502: the service answered with an error/);
    expect(kit.failureReason({ code: 'ECONNREFUSED' })).toBe('unreachable (connection refused)');
    expect(kit.failureReason({ code: 'ECONNABORTED', message: 'timeout of 8000ms exceeded' })).toBe('unreachable (no answer in time)');
    expect(kit.failureReason({ code: 'ENOTFOUND' })).toBe('unreachable (host name not found)');
    expect(kit.failureReason(Object.assign(new Error('no queries'), { unexpected: true }))).toBe('unexpected answer: no queries');
    expect(kit.failureReason('plain')).toBe('plain');
  });

  it("passes the service's own words through and names the fix", () => {
    const refused = (status: number, data: unknown) => ({ response: { status, data } });
    // Laravel / Nest / Portainer {message}, Google and NPM {error: {message}}, Uptime Kuma {msg}.
    expect(kit.failureReason(refused(403, { message: 'Missing required permission: server.statistics', error: 'Forbidden', statusCode: 403 }))).toBe('403: the service refused the credentials: "Missing required permission: server.statistics" (check the key, token or password)');
    expect(kit.failureReason(refused(400, { error: { code: 400, message: 'Invalid email or password' } }), { 400: 'check the email and password' })).toBe('400: the service refused the request: "Invalid email or password" (check the email and password)');
    expect(kit.failureReason(refused(404, { status: 'fail', msg: 'Status Page Not Found' }))).toBe('404: not found at this address: "Status Page Not Found" (check the URL)');
    // A bare status word or an HTML page says nothing more; Portainer's details then speak.
    expect(kit.failureReason(refused(401, '401: Unauthorized'))).toBe('401: the service refused the credentials (check the key, token or password)');
    expect(kit.failureReason(refused(401, '<html><body><h1>401 Unauthorized</h1></body></html>'))).toBe('401: the service refused the credentials (check the key, token or password)');
    expect(kit.failureReason(refused(401, { message: 'Unauthorized', details: 'Invalid API key' }))).toBe('401: the service refused the credentials: "Invalid API key" (check the key, token or password)');
  });

  it('says a 429 is rate limiting and what to do, not "unexpected status"', () => {
    expect(kit.failureReason({ response: { status: 429, data: 'Too many attempts.' } })).toBe('429: the service is limiting requests, too many came in a short time: "Too many attempts." (wait a few minutes, or let the card refresh less often)');
  });

  it('tells a refusal (401, 403, 429, or one the package names) from other failures', () => {
    expect(kit.refusalStatus({ response: { status: 401 } })).toBe(401);
    expect(kit.refusalStatus({ response: { status: 429 } })).toBe(429);
    expect(kit.refusalStatus({ response: { status: 404 } })).toBe(0);
    expect(kit.refusalStatus({ code: 'ECONNREFUSED' })).toBe(0);
    const fails = kit.refused('refused the password', 401);
    expect([kit.refusalStatus(fails), kit.failureReason(fails)]).toEqual([401, 'refused the password']);
  });
});

describe('@hearth/kit JSON paths (the Custom API subset)', () => {
  const doc = { a: { b: [{ c: 1 }, { c: 2 }, { d: 3 }] }, list: [10, 20, 30], 'odd key': { n: 5 }, map: { x: { v: 1 }, y: { v: 2 } } };

  it('follows names, indexes from either end and quoted keys', () => {
    expect(kit.jsonPath(doc, '$.a.b[0].c')).toEqual([1]);
    expect(kit.jsonPath(doc, 'a.b[1].c')).toEqual([2]);
    expect(kit.jsonPath(doc, 'list[-1]')).toEqual([30]);
    expect(kit.jsonPath(doc, "['odd key'].n")).toEqual([5]);
    expect(kit.jsonPath(doc, 'list.length')).toEqual([3]);
  });

  it('expands [*] and * wildcards over lists and objects', () => {
    expect(kit.jsonPath(doc, 'a.b[*].c')).toEqual([1, 2]);
    expect(kit.jsonPath(doc, 'map.*.v')).toEqual([1, 2]);
    expect(kit.jsonPath(doc, 'list[*]')).toEqual([10, 20, 30]);
  });

  it('finds nothing for missing keys, out-of-range indexes and malformed paths', () => {
    expect(kit.jsonPath(doc, 'a.missing')).toEqual([]);
    expect(kit.jsonPath(doc, 'list[7]')).toEqual([]);
    expect(kit.jsonPath(doc, 'a..b')).toEqual([]);
    expect(kit.jsonPath(doc, 'a.b[')).toEqual([]);
    expect(kit.jsonPath(doc, 'list.0')).toEqual([]);
  });
});

describe('@hearth/kit counting a streamed answer', () => {
  const movies = JSON.stringify([
    { id: 1, hasFile: true, overview: 'says "hasFile": true in its text', monitored: true },
    { id: 2, hasFile: false, monitored: true },
    { id: 3, hasFile: true, monitored: false, title: 'Ünïcødé 🎬' },
  ]);
  const patterns = () => ({ movies: /"hasFile":\s*(?:true|false)/g, onDisk: /"hasFile":\s*true/g });

  it('counts each key once wherever the chunks split it, and never inside a text', async () => {
    const bytes = Buffer.from(movies);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await kit.countInStream(Readable.from(chunks), patterns(), 32)).toEqual({ movies: 3, onDisk: 2 });
    }
  });

  it('counts across many small chunks', async () => {
    const bytes = Buffer.from(movies);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) => bytes.subarray(i * 3, i * 3 + 3));
    expect(await kit.countInStream(Readable.from(chunks), patterns(), 32)).toEqual({ movies: 3, onDisk: 2 });
  });

  it('says a streamed answer past the cap is too large, from axios\'s own words', () => {
    expect(kit.answerTooLarge('GET http://nas/api/states', 16 * 1024 * 1024)).toBe('the answer to GET http://nas/api/states is larger than 16 MB, more than Hearth reads for a card');
    expect(kit.failureReason(new Error('maxContentLength size of 134217728 exceeded'))).toBe('the answer is larger than 128 MB, more than Hearth reads for a card');
  });
});

describe('@hearth/kit tallying one key of each item of a streamed list', () => {
  const series = JSON.stringify([
    { id: 1, title: 'Says "monitored": false in its title', monitored: true, seasons: [{ seasonNumber: 1, monitored: false }, { seasonNumber: 2, monitored: false }], statistics: { monitored: false } },
    { id: 2, monitored: false, seasons: [{ seasonNumber: 1, monitored: true }], tags: [1, 2] },
    { seasons: [], id: 3, overview: 'a \\"quoted\\" {brace} [bracket]', monitored: true, status: 'continuing' },
  ]);
  const chunked = (text: string, size: number) => Readable.from(Array.from({ length: Math.ceil(text.length / size) }, (_, n) => Buffer.from(text.slice(n * size, (n + 1) * size), 'latin1')));

  it('counts the items and the values of the key on each item itself, never in its seasons or texts', async () => {
    for (const size of [1, 7, 64, series.length]) {
      expect(await kit.tallyItems(chunked(series, size), 'monitored')).toEqual({ items: 3, values: { true: 2, false: 1 } });
    }
  });

  it('keeps a string value without its quotes, and counts nothing of an empty list', async () => {
    expect(await kit.tallyItems(Readable.from([series]), 'status')).toEqual({ items: 3, values: { continuing: 1 } });
    expect(await kit.tallyItems(Readable.from(['[]']), 'monitored')).toEqual({ items: 0, values: {} });
  });
});
