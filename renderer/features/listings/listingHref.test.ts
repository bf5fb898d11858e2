import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../shared/contracts/listings.js';
import { makeListing } from '../../test-support/listing.js';
import { editKind, isLocalBrowserHost, linkHost, listingTarget } from './listingHref.js';

function listing(overrides: Partial<Listing>): Listing {
  return makeListing({ _id: 'abc', listingName: 'NAS', listingIcon: null, ...overrides });
}

describe('isLocalBrowserHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('treats loopback %s as local', (host) => {
    expect(isLocalBrowserHost(host)).toBe(true);
  });

  it.each(['10.0.0.5', '172.16.0.1', '172.31.255.254', '192.168.1.20'])('treats the private address %s as local', (host) => {
    expect(isLocalBrowserHost(host)).toBe(true);
  });

  it('treats mDNS names under .local as local', () => {
    expect(isLocalBrowserHost('nas.local')).toBe(true);
    expect(isLocalBrowserHost('hearth.local.')).toBe(true);
  });

  it.each(['example.com', '172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1', '8.8.8.8', 'local.example.com', '10.0.0.256', ''])(
    'treats %s as remote',
    (host) => {
      expect(isLocalBrowserHost(host)).toBe(false);
    },
  );
});

describe('listingTarget', () => {
  const both = listing({ listingUrl: 'https://nas.example.com', localUrl: 'http://192.168.1.5:5000' });

  it('uses the local URL when the browser is on the LAN', () => {
    expect(listingTarget(both, '192.168.1.10')).toEqual({ href: 'http://192.168.1.5:5000', external: true });
    expect(listingTarget(both, 'hearth.local').href).toBe('http://192.168.1.5:5000');
  });

  it('uses the remote URL when the browser is elsewhere', () => {
    expect(listingTarget(both, 'dash.example.com').href).toBe('https://nas.example.com');
  });

  it('falls back to the local URL when a link has no remote URL', () => {
    expect(listingTarget(listing({ localUrl: 'http://10.0.0.2' }), 'dash.example.com').href).toBe('http://10.0.0.2');
  });

  it('opens a page link inside Hearth', () => {
    expect(listingTarget(listing({ listingUrl: '/p/page1' }), 'dash.example.com')).toEqual({ href: '/p/page1', external: false });
  });

  it('sends folders to /c, todo lists to /t', () => {
    expect(listingTarget(listing({ listingType: 'category' }), 'x')).toEqual({ href: '/c/abc', external: false });
    expect(listingTarget(listing({ listingType: 'todo' }), 'x')).toEqual({ href: '/t/abc', external: false });
  });
});

describe('linkHost', () => {
  it('shows the host and port of an outside address', () => {
    expect(linkHost('https://plex.example.com/web/index.html')).toBe('plex.example.com');
    expect(linkHost('http://192.168.1.5:5000/')).toBe('192.168.1.5:5000');
  });

  it('shows nothing for Hearth pages or unreadable addresses', () => {
    expect(linkHost('/p/page1')).toBe('');
    expect(linkHost('not a url')).toBe('');
  });
});

describe('editKind', () => {
  it('names a folder "folder" in editor routes and keeps the other types', () => {
    expect(editKind('category')).toBe('folder');
    expect(editKind('link')).toBe('link');
    expect(editKind('todo')).toBe('todo');
  });
});
