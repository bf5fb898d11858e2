import { describe, expect, it } from 'vitest';
import { iconSchema } from './icons.js';
import { iconPackAddSchema } from './iconpacks.js';
import { linkSaveSchema } from './listings.js';
import { streamSaveSchema } from './streams.js';
import { cameraSchemes, hasUnsafeUrlCharacters, normaliseUrl } from './urls.js';

/** Addresses that parse (the WHATWG parser forgives them) but must never be stored or used. */
const hostile: [string, string][] = [
  ['a C0 control before the scheme', '\u0001javascript:alert(1)'],
  ['a tab inside the scheme', 'java\tscript:alert(1)'],
  ['a newline inside the scheme', 'java\nscript:alert(1)'],
  ['CR/LF smuggling a request line', 'http://127.0.0.1:8554/cam\r\nX-Injected: 1'],
  ['CR/LF after an RTSP path', 'rtsp://127.0.0.1:8554/h264\r\nGET / HTTP/1.1'],
  ['a NUL', 'http://127.0.0.1/\u0000'],
  ['a space in the host', 'http://exa mple.org/'],
  ['a space in the path', 'http://example.org/a b'],
  ['a no-break space', 'http://example.org/a\u00a0b'],
  ['a zero-width space in the host', 'http://exa\u200bmple.org/'],
  ['a right-to-left override', 'http://example.org/\u202egnp.exe'],
  ['a line separator', 'http://example.org/a\u2028b'],
  ['a byte-order mark inside', 'http://exam\ufeffple.org/'],
  ['a backslash for a slash', 'http://evil.example\\@good.example/'],
  ['DEL', 'http://example.org/\u007f'],
  ['a C1 control', 'http://example.org/\u0085'],
];

describe('normaliseUrl: the one check for every stored URL', () => {
  it.each(hostile)('refuses %s', (_what, url) => {
    expect(normaliseUrl(url)).toBeNull();
    expect(normaliseUrl(url, cameraSchemes)).toBeNull();
    expect(hasUnsafeUrlCharacters(url.trim())).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>x</script>'],
    ['file:///etc/passwd'],
    ['ftp://example.org/'],
    ['http://'],
    ['//example.org/x'],
    ['not a url'],
  ])('refuses %s as a web address', (url) => {
    expect(normaliseUrl(url)).toBeNull();
  });

  it('trims Unicode spaces and a byte-order mark at the ends only', () => {
    expect(normaliseUrl('\ufeff\u00a0http://example.org/\u2028')).toBe('http://example.org/');
  });

  it('answers the parser’s normalised href: ends trimmed, host lower-cased, IDN in punycode, default port dropped', () => {
    expect(normaliseUrl('  HTTPS://Example.ORG:443/A?b=1#c  ')).toBe('https://example.org/A?b=1#c');
    expect(normaliseUrl('http://bücher.example/')).toBe('http://xn--bcher-kva.example/');
    expect(normaliseUrl('http://example.org/ä')).toBe('http://example.org/%C3%A4');
    expect(normaliseUrl('rtsp://admin:p%40ss@127.0.0.1:8554/h264', cameraSchemes)).toBe('rtsp://admin:p%40ss@127.0.0.1:8554/h264');
    expect(normaliseUrl('rtsp://127.0.0.1/h264')).toBeNull();
  });
});

describe('every URL field of every feature uses it', () => {
  const icon = { iconUrl: 'link', iconProvider: 'self' };
  const link = (fields: Record<string, unknown>) => linkSaveSchema.safeParse({ linkName: 'L', linkIcon: icon, ...fields });

  it.each(hostile)('links and local URLs refuse %s', (_what, url) => {
    expect(link({ linkURL: url }).success).toBe(false);
    expect(link({ localUrl: url }).success).toBe(false);
  });

  it.each(hostile)('icon URLs refuse %s', (_what, url) => {
    expect(iconSchema.safeParse({ iconUrl: url, iconProvider: 'pack' }).success).toBe(false);
    expect(iconSchema.safeParse({ iconUrl: 'link', iconUrlLight: url, iconProvider: 'pack' }).success).toBe(false);
  });

  it.each(hostile)('icon packs and camera streams refuse %s', (_what, url) => {
    expect(iconPackAddSchema.safeParse({ iconpackUrl: `${url}.json` }).success).toBe(false);
    expect(streamSaveSchema.safeParse({ linkName: 'Cam', linkURL: url.replace(/^\w+:/, 'rtsp:') }).success).toBe(false);
  });

  it('stores what it checked: the normalised href', () => {
    expect(link({ linkURL: 'HTTPS://Plex.Home:32400', localUrl: 'http://192.0.2.7:32400' }).data).toMatchObject({ linkURL: 'https://plex.home:32400/', localUrl: 'http://192.0.2.7:32400/' });
    expect(link({ linkURL: '/p/abc' }).data?.linkURL).toBe('/p/abc');
    // rtsp: is not a "special" scheme to the parser: its host keeps its case.
    expect(streamSaveSchema.parse({ linkName: 'Cam', linkURL: ' RTSP://Cam.Local/h264 ' }).linkURL).toBe('rtsp://Cam.Local/h264');
    expect(iconSchema.parse({ iconUrl: 'https://CDN.example/icons/a%20b.png', iconProvider: 'pack' }).iconUrl).toBe('https://cdn.example/icons/a%20b.png');
    expect(iconSchema.parse({ iconUrl: 'folder', iconProvider: 'self' }).iconUrl).toBe('folder');
  });
});
