// Issue 41 item 2: favicons embedded in a bookmarks export are decoded with a size cap before
// any decoding, checked to be pictures and re-encoded by the upload path, each distinct one once.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodeDataUrl, maxEmbeddedIconBytes, maxEmbeddedIcons, readEmbeddedIcons } from './embedded-icons.js';

const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const png = `data:image/png;base64,${pngBase64}`;

describe('decodeDataUrl', () => {
  it('decodes base64 and percent-encoded data: URLs', () => {
    expect(decodeDataUrl(png)).toEqual(Buffer.from(pngBase64, 'base64'));
    expect(decodeDataUrl('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E')?.toString()).toBe('<svg></svg>');
    expect(decodeDataUrl('DATA:image/png;charset=x;BASE64,AAEC')).toEqual(Buffer.from([0, 1, 2]));
  });

  it('gives null for what is not a data: URL, is empty or is broken', () => {
    expect(decodeDataUrl('https://example.org/favicon.ico')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64,')).toBeNull();
    expect(decodeDataUrl('data:image/svg+xml,%E0%A4%A')).toBeNull();
  });

  it('refuses more than the cap, however it is written', () => {
    const over = Buffer.alloc(maxEmbeddedIconBytes + 1, 1);
    expect(decodeDataUrl(`data:image/png;base64,${over.toString('base64')}`)).toBeNull();
    expect(decodeDataUrl(`data:image/png;base64,${Buffer.alloc(maxEmbeddedIconBytes, 1).toString('base64')}`)).toHaveLength(maxEmbeddedIconBytes);
    expect(decodeDataUrl(`data:text/plain,${'a'.repeat(maxEmbeddedIconBytes + 1)}`)).toBeNull();
  });
});

describe('readEmbeddedIcons', () => {
  it('re-encodes pictures (an SVG becomes a PNG) and gives null for what is not a picture', async () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><script>alert(1)</script><rect width="16" height="16" fill="red"/></svg>')}`;
    const read = await readEmbeddedIcons([png, svg, 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data:image/png;base64,iVBORw0KGgo=']);
    expect(read.get(png)?.ext).toBe('png');
    expect(read.get(svg)?.ext).toBe('png');
    expect(read.get(svg)?.data.toString('latin1')).not.toContain('script');
    expect([...read.values()].slice(2)).toEqual([null, null]);
  });

  it('refuses a picture whose decoding would be large (a small file of 4000 × 4000 pixels)', async () => {
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(maxEmbeddedIconBytes);
    const url = `data:image/png;base64,${bomb.toString('base64')}`;
    expect((await readEmbeddedIcons([url])).get(url)).toBeNull();
  });

  it('reads each distinct data: URL once and at most maxEmbeddedIcons of them', async () => {
    const urls = Array.from({ length: maxEmbeddedIcons + 1 }, (_, i) => `data:,not-a-picture-${i}`);
    const read = await readEmbeddedIcons([png, png, ...urls]);
    expect(read.size).toBe(maxEmbeddedIcons);
    expect(read.has(png)).toBe(true);
    expect(read.has(urls[maxEmbeddedIcons - 2] ?? '')).toBe(true);
    expect(read.has(urls[maxEmbeddedIcons - 1] ?? '')).toBe(false);
  });
});
