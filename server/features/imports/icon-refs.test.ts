// Issue 41 item 2: the icon references of Homepage, Dashy and Homarr, mapped to the offline
// Simple Icons set where it has the brand, to a fetchable address, or to the generic icon with
// the reason. The brand list here stands in for the installed simple-icons package.
import { describe, expect, it } from 'vitest';
import { mapIconRef, slugOf, type IconFormat } from './icon-refs.js';

const brands = new Set(['rocket', 'sonarr', 'radarr', 'github', 'homeassistant', 'adguard', 'docker', 'plex', 'nextdotjs', 'jellyfin']);
const hasBrand = (slug: string) => brands.has(slug);
const map = (ref: unknown, format: IconFormat, linkUrl: string | null = null) => mapIconRef(ref, { format, hasBrand, linkUrl, dashboardIcons: 'http://127.0.0.1:9/di/' });

describe('slugOf', () => {
  it('follows Simple Icons slug rules for names as peers write them', () => {
    expect(slugOf('Home Assistant')).toBe('homeassistant');
    expect(slugOf('home-assistant')).toBe('homeassistant');
    expect(slugOf('Next.js')).toBe('nextdotjs');
    expect(slugOf('Notepad++')).toBe('notepadplusplus');
  });
});

describe('Homepage icon references', () => {
  it.each([
    ['si-sonarr', 'sonarr'],
    ['si-sonarr-#35c5f4', 'sonarr'],
    ['sonarr.png', 'sonarr'],
    ['sonarr.svg', 'sonarr'],
    ['sonarr', 'sonarr'],
    ['home-assistant.png', 'homeassistant'],
    ['github-light.svg', 'github'],
    ['adguard-home.png', 'adguard'],
    ['sh-radarr.png', 'radarr'],
    ['mdi-github', 'github'],
    ['mdi-docker-#0db7ed', 'docker'],
  ])('%s is the offline brand %s', (ref, slug) => {
    expect(map(ref, 'homepage')).toEqual({ kind: 'brand', slug });
  });

  it('fetches a dashboard-icons name the offline set lacks from the dashboard-icons address', () => {
    expect(map('prowlarr.png', 'homepage')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:9/di/png/prowlarr.png' });
    expect(map('Prowlarr.svg', 'homepage')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:9/di/svg/prowlarr.svg' });
    expect(map('overseerr', 'homepage')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:9/di/png/overseerr.png' });
  });

  it('keeps the generic icon for Material Design Icons that are not a brand, and for unknown si- names', () => {
    expect(map('mdi-flask-outline', 'homepage')).toEqual({ kind: 'generic', reason: 'mdi' });
    expect(map('mdi-flask-#f0d453', 'homepage')).toEqual({ kind: 'generic', reason: 'mdi' });
    expect(map('si-notabrand', 'homepage')).toEqual({ kind: 'generic', reason: 'unknown-brand' });
  });

  it('fetches a full address, and says a path on the Homepage server cannot be reached', () => {
    expect(map('https://example.org/logo.png', 'homepage')).toEqual({ kind: 'remote', url: 'https://example.org/logo.png' });
    expect(map('/icons/custom.png', 'homepage')).toEqual({ kind: 'generic', reason: 'local-file' });
    expect(map('/icons/plex.png', 'homepage')).toEqual({ kind: 'brand', slug: 'plex' });
  });
});

describe('Dashy icon references', () => {
  it.each([
    ['hl-sonarr', 'sonarr'],
    ['hl-home-assistant', 'homeassistant'],
    ['si-github', 'github'],
    ['fab fa-github', 'github'],
    ['fa-docker', 'docker'],
    ['mdi-plex', 'plex'],
    ['jellyfin.png', 'jellyfin'],
  ])('%s is the offline brand %s', (ref, slug) => {
    expect(map(ref, 'dashy')).toEqual({ kind: 'brand', slug });
  });

  it('reads favicon as the link site\'s favicon', () => {
    expect(map('favicon', 'dashy', 'https://wiki.home.arpa/start')).toEqual({ kind: 'remote', url: 'https://wiki.home.arpa/favicon.ico' });
    expect(map('favicon', 'dashy', null)).toEqual({ kind: 'generic', reason: 'unreadable' });
  });

  it('fetches an hl- name the offline set lacks, and keeps the generic icon for fa-, mdi- and local files it cannot read', () => {
    expect(map('hl-prowlarr', 'dashy')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:9/di/png/prowlarr.png' });
    expect(map('fas fa-rocket', 'dashy')).toEqual({ kind: 'generic', reason: 'fontawesome' });
    expect(map('far fa-rocket', 'dashy')).toEqual({ kind: 'generic', reason: 'fontawesome' });
    // A symbol named like a brand is not that brand.
    expect(map('mdi-rocket', 'dashy')).toEqual({ kind: 'generic', reason: 'mdi' });
    expect(map('my-own-icon.png', 'dashy')).toEqual({ kind: 'generic', reason: 'local-file' });
  });

  // Item 3: said as what they are, not as a file on Dashy's server or an unreadable reference.
  it('names generative icons and emoji (the character, a :shortcode: or a U+ code point) as such', () => {
    expect(map('generative', 'dashy', 'https://github.com/Lissy93/dashy/issues')).toEqual({ kind: 'generic', reason: 'generative' });
    for (const emoji of ['🩷', '🛡️', '🇬🇧', '👍🏽', ':rocket:', 'U+1F680']) expect(map(emoji, 'dashy')).toEqual({ kind: 'generic', reason: 'emoji' });
    // A Homepage file's `generative` is a dashboard-icons name like any other.
    expect(map('generative', 'homepage')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:9/di/png/generative.png' });
  });
});

describe('Homarr icon addresses', () => {
  it.each([
    'https://cdn.jsdelivr.net/gh/walkxcode/dashboard-icons/png/sonarr.png',
    'https://cdn.jsdelivr.net/gh/homarr-labs/dashboard-icons/svg/sonarr.svg',
    'https://cdn.jsdelivr.net/gh/homarr-labs/dashboard-icons/webp/sonarr.webp',
  ])('%s is the offline brand sonarr', (ref) => {
    expect(map(ref, 'homarr')).toEqual({ kind: 'brand', slug: 'sonarr' });
  });

  it('fetches a CDN picture of a brand the offline set lacks, or any other address, from where it is', () => {
    const prowlarr = 'https://cdn.jsdelivr.net/gh/walkxcode/dashboard-icons/png/prowlarr.png';
    expect(map(prowlarr, 'homarr')).toEqual({ kind: 'remote', url: prowlarr });
    expect(map('http://127.0.0.1:7575/imgs/custom.png', 'homarr')).toEqual({ kind: 'remote', url: 'http://127.0.0.1:7575/imgs/custom.png' });
    expect(map('/imgs/logo/logo.png', 'homarr')).toEqual({ kind: 'generic', reason: 'local-file' });
  });
});

describe('what is not an icon reference', () => {
  it.each([undefined, null, 42, '', '   '])('%j gives no icon', (ref) => {
    expect(map(ref, 'homepage')).toBeNull();
  });

  it('never turns a javascript: or data: reference into an address', () => {
    expect(map('javascript:alert(1)', 'homepage')).toEqual({ kind: 'generic', reason: 'unreadable' });
    expect(map('data:image/png;base64,AAAA', 'dashy')).toEqual({ kind: 'generic', reason: 'unreadable' });
    expect(map('x'.repeat(3000), 'homarr')).toEqual({ kind: 'generic', reason: 'unreadable' });
  });
});

describe('browser bookmark icon addresses (ICON_URI)', () => {
  it('offers a favicon address for download, or its brand when it points into an icon CDN', () => {
    expect(map('https://developer.mozilla.org/favicon.ico', 'bookmarks')).toEqual({ kind: 'remote', url: 'https://developer.mozilla.org/favicon.ico' });
    expect(map('https://cdn.jsdelivr.net/gh/homarr-labs/dashboard-icons/png/sonarr.png', 'bookmarks')).toEqual({ kind: 'brand', slug: 'sonarr' });
  });

  it('reads no dashboard vocabulary: a name that is no web address is not one Hearth reads', () => {
    expect(map('si-github', 'bookmarks')).toEqual({ kind: 'generic', reason: 'unreadable' });
    expect(map('chrome://branding/product/1x/icon.png', 'bookmarks')).toEqual({ kind: 'generic', reason: 'unreadable' });
  });

  it('takes Firefox\'s fake-favicon-uri: (a page without a favicon) as no icon at all', () => {
    expect(map('fake-favicon-uri:https://example.org/', 'bookmarks')).toBeNull();
  });
});
