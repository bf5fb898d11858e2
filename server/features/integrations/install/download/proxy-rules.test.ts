import { describe, expect, it } from 'vitest';
import { bypassesProxy, proxyAuthorization, proxyFor } from './proxy-rules.js';

const registry = new URL('https://registry.npmjs.org/axios');
const plain = new URL('http://mirror.lan:4873/axios');

describe('proxyFor', () => {
  it('uses HTTPS_PROXY for https and HTTP_PROXY for http, lower case first', () => {
    const env = { HTTPS_PROXY: 'http://upper:3128', https_proxy: 'http://lower:3128', HTTP_PROXY: 'http://plain:8080' };
    expect(proxyFor(registry, env)?.href).toBe('http://lower:3128/');
    expect(proxyFor(plain, env)?.href).toBe('http://plain:8080/');
    expect(proxyFor(registry, { HTTPS_PROXY: 'http://upper:3128' })?.host).toBe('upper:3128');
  });

  it('falls back to the http proxy for https addresses, as npm does, and reads an empty value as unset', () => {
    expect(proxyFor(registry, { http_proxy: 'http://only:3128', https_proxy: '' })?.host).toBe('only:3128');
    expect(proxyFor(registry, { https_proxy: ' ' })).toBeNull();
    expect(proxyFor(registry, {})).toBeNull();
  });

  it('takes a proxy written without a scheme as http, and ignores proxies it cannot speak', () => {
    expect(proxyFor(registry, { HTTPS_PROXY: 'proxy.lan:3128' })?.href).toBe('http://proxy.lan:3128/');
    expect(proxyFor(registry, { HTTPS_PROXY: 'socks5://proxy.lan:1080' })).toBeNull();
    expect(proxyFor(registry, { HTTPS_PROXY: 'http://[bad' })).toBeNull();
  });

  it('sends NO_PROXY hosts direct', () => {
    expect(proxyFor(registry, { HTTPS_PROXY: 'http://p:3128', NO_PROXY: 'npmjs.org' })).toBeNull();
    expect(proxyFor(registry, { HTTPS_PROXY: 'http://p:3128', no_proxy: 'example.com' })?.host).toBe('p:3128');
  });
});

describe('bypassesProxy', () => {
  const cases: [string, string, boolean][] = [
    ['*', 'https://registry.npmjs.org/', true],
    ['registry.npmjs.org', 'https://registry.npmjs.org/', true],
    ['npmjs.org', 'https://registry.npmjs.org/', true],
    ['.npmjs.org', 'https://registry.npmjs.org/', true],
    ['*.npmjs.org', 'https://registry.npmjs.org/', true],
    ['pmjs.org', 'https://registry.npmjs.org/', false],
    ['REGISTRY.NPMJS.ORG', 'https://registry.npmjs.org/', true],
    ['registry.npmjs.org:443', 'https://registry.npmjs.org/', true],
    ['registry.npmjs.org:8443', 'https://registry.npmjs.org/', false],
    ['mirror.lan:4873', 'http://mirror.lan:4873/', true],
    ['mirror.lan:80', 'http://mirror.lan:4873/', false],
    ['localhost, 127.0.0.1', 'http://127.0.0.1:9/', true],
    ['localhost 127.0.0.1', 'http://127.0.0.1:9/', true],
    ['10.0.0.1', 'http://127.0.0.1:9/', false],
    ['[::1]:4873', 'http://[::1]:4873/', true],
    ['::1', 'http://[::1]:4873/', true],
    ['[::1]:80', 'http://[::1]:4873/', false],
    ['', 'https://registry.npmjs.org/', false],
    [',,', 'https://registry.npmjs.org/', false],
  ];
  it.each(cases)('NO_PROXY=%j for %s: direct is %s', (noProxy, url, direct) => {
    expect(bypassesProxy(new URL(url), noProxy)).toBe(direct);
  });
});

describe('proxyAuthorization', () => {
  it('sends the credentials written in the proxy URL, decoded, as Basic', () => {
    expect(proxyAuthorization(new URL('http://me:p%40ss@proxy:3128'))).toBe(`Basic ${Buffer.from('me:p@ss').toString('base64')}`);
    expect(proxyAuthorization(new URL('http://proxy:3128'))).toBeUndefined();
  });
});
