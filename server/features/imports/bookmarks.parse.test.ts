// Issue 41 item 2 for browser exports: a favicon the browser wrote into the file (ICON, a data:
// URL) is the link's embedded icon and wins over the address it came from (ICON_URI).
import { describe, expect, it } from 'vitest';
import { iconsOf, parseBookmarks } from './bookmarks.parse.js';

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('iconsOf', () => {
  it('takes ICON\'s data: URL as the embedded icon, and then ignores ICON_URI', () => {
    expect(iconsOf({ icon: png, icon_uri: 'https://example.org/favicon.ico' })).toEqual({ embeddedIcon: png, icon: undefined });
  });

  it('takes ICON_URI as the icon address when there is no picture', () => {
    expect(iconsOf({ icon_uri: 'https://example.org/favicon.ico' })).toEqual({ embeddedIcon: null, icon: 'https://example.org/favicon.ico' });
  });

  it('takes an address in ICON (older exports) as the icon address, ICON_URI first', () => {
    expect(iconsOf({ icon: 'https://example.org/a.png' })).toEqual({ embeddedIcon: null, icon: 'https://example.org/a.png' });
    expect(iconsOf({ icon: 'https://example.org/a.png', icon_uri: 'https://example.org/b.png' })).toEqual({ embeddedIcon: null, icon: 'https://example.org/b.png' });
  });

  it('gives nothing for a bookmark without icons', () => {
    expect(iconsOf({ href: 'https://example.org/' })).toEqual({ embeddedIcon: null, icon: undefined });
  });
});

describe('parseBookmarks', () => {
  it('keeps each link\'s embedded icon and icon address, whatever case the browser wrote the attributes in', () => {
    const text = [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p><DT><H3>Bar</H3><DL><p>',
      `<DT><A HREF="https://a.example.org/" ICON="${png}">A</A>`,
      '<DT><A HREF="https://b.example.org/" ICON_URI="https://b.example.org/favicon.ico">B</A>',
      `<DT><a href="https://c.example.org/" icon_uri="https://c.example.org/favicon.ico" icon="${png}">C</a>`,
      '<DT><A HREF="https://d.example.org/">D</A>',
      '</DL><p></DL><p>',
    ].join('\n');
    const links = parseBookmarks(text).folders[0]?.links.map((l) => ({ name: l.name, embeddedIcon: l.embeddedIcon, iconRef: l.iconRef }));
    expect(links).toEqual([
      { name: 'A', embeddedIcon: png, iconRef: undefined },
      { name: 'B', embeddedIcon: null, iconRef: 'https://b.example.org/favicon.ico' },
      { name: 'C', embeddedIcon: png, iconRef: undefined },
      { name: 'D', embeddedIcon: null, iconRef: undefined },
    ]);
  });
});
