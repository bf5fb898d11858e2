import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget, type PlainRequest } from './redirect.js';
import { isLoopback, lanServicesPlan, parseHttpsMode, parseMdnsSwitch } from './lan-plan.js';

const on = {
  redirect: true,
  https: { port: 7443, caPem: '', caDer: Buffer.alloc(0), caName: 'Hearth on den-pc', caFingerprint: '', caNotAfter: new Date() },
  names: ['hearth.local', 'den-pc', 'den-pc.local'],
  ips: ['192.168.1.20', 'fe80::1'],
};
const page = (overrides: Partial<PlainRequest> = {}): PlainRequest => ({
  encrypted: false,
  remoteAddress: '192.168.1.31',
  method: 'GET',
  path: '/tasks?x=1',
  host: '192.168.1.20:7420',
  fetchDest: 'document',
  accept: 'text/html',
  ...overrides,
});

describe('httpsRedirectTarget', () => {
  it('sends a LAN browser asking for a page to the same host on the HTTPS port, once the admin turned it on', () => {
    expect(httpsRedirectTarget(page(), on)).toBe('https://192.168.1.20:7443/tasks?x=1');
    expect(httpsRedirectTarget(page({ host: 'hearth.local:7420' }), on)).toBe('https://hearth.local:7443/tasks?x=1');
    expect(httpsRedirectTarget(page({ fetchDest: undefined }), on)).toBe('https://192.168.1.20:7443/tasks?x=1');
  });

  it('leaves the desktop window (loopback) on http', () => {
    for (const remoteAddress of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1']) expect(httpsRedirectTarget(page({ remoteAddress }), on)).toBeNull();
  });

  it('serves as asked while the setting is off or HTTPS does not run', () => {
    expect(httpsRedirectTarget(page(), { ...on, redirect: false })).toBeNull();
    expect(httpsRedirectTarget(page(), { ...on, https: null })).toBeNull();
  });

  it('never moves the trust screen, the API, assets, posts or requests already on https', () => {
    expect(httpsRedirectTarget(page({ path: '/trust' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ path: '/api/v1/https/ca.crt' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ path: '/assets/index.js', fetchDest: 'script' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ fetchDest: undefined, accept: '*/*' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ method: 'POST' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ encrypted: true }), on)).toBeNull();
  });

  it('does not build a target from a Host header that is no host', () => {
    expect(httpsRedirectTarget(page({ host: 'evil.example/path' }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ host: undefined }), on)).toBeNull();
    expect(httpsRedirectTarget(page({ host: '[fe80::1]:7420' }), on)).toBe('https://[fe80::1]:7443/tasks?x=1');
  });

  it('sends only to a name or address the certificate covers, and serves any other Host as asked', () => {
    expect(httpsRedirectTarget(page({ host: 'Den-PC.local.:7420' }), on)).toBe('https://Den-PC.local.:7443/tasks?x=1');
    expect(httpsRedirectTarget(page({ host: '[FE80::1]' }), on)).toBe('https://[FE80::1]:7443/tasks?x=1');
    for (const host of ['evil.example', 'evil.example:7420', 'hearth.local.evil.example', 'den-pc.evil', '192.168.1.21:7420', '[fe80::2]:7420', '[2001:db8::1]']) {
      expect(httpsRedirectTarget(page({ host }), on), host).toBeNull();
    }
  });
});

describe('which LAN services run', () => {
  it('follows sharing on the LAN: HTTPS and mDNS for 0.0.0.0 or a LAN address, neither for loopback', () => {
    expect(lanServicesPlan('0.0.0.0', 'auto')).toEqual({ https: true, mdns: true });
    expect(lanServicesPlan('192.168.1.20', 'auto')).toEqual({ https: true, mdns: true });
    expect(lanServicesPlan('127.0.0.1', 'auto')).toEqual({ https: false, mdns: false });
    expect(lanServicesPlan('::1', 'auto')).toEqual({ https: false, mdns: false });
  });

  it('advertises nothing with HEARTH_MDNS=off', () => {
    expect(lanServicesPlan('0.0.0.0', 'auto', parseMdnsSwitch('off'))).toEqual({ https: true, mdns: false });
    expect(parseMdnsSwitch(undefined)).toBe(true);
  });

  it('turns HTTPS off or on by HEARTH_HTTPS, and refuses other words', () => {
    expect(lanServicesPlan('0.0.0.0', parseHttpsMode('off'))).toEqual({ https: false, mdns: true });
    expect(lanServicesPlan('127.0.0.1', parseHttpsMode('ON'))).toEqual({ https: true, mdns: false });
    expect(parseHttpsMode(undefined)).toBe('auto');
    expect(() => parseHttpsMode('yes')).toThrow('Invalid HEARTH_HTTPS "yes": use auto, on or off.');
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});
