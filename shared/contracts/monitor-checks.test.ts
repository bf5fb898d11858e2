import { describe, expect, it } from 'vitest';
import { checkSaveSchema, checkTargetText, normaliseHost, parseJsonPath, parseResolver } from './monitor-checks.js';

describe('parseJsonPath', () => {
  it('reads dotted keys, indexes and quoted keys, with or without a leading $ or jq-style .', () => {
    expect(parseJsonPath('.data.status')).toEqual(['data', 'status']);
    expect(parseJsonPath('data.status')).toEqual(['data', 'status']);
    expect(parseJsonPath('items[0].ok')).toEqual(['items', 0, 'ok']);
    expect(parseJsonPath('$.a["b c"][12]')).toEqual(['a', 'b c', 12]);
    expect(parseJsonPath('$[1]')).toEqual([1]);
  });

  it('refuses what it cannot read', () => {
    for (const text of ['', '$', 'a..b', 'a[', 'a[x]', 'a]', 'a.']) expect(parseJsonPath(text), text).toBeNull();
  });
});

describe('parseResolver', () => {
  it('takes an IP with an optional port, 53 by default', () => {
    expect(parseResolver('192.168.1.1')).toEqual({ host: '192.168.1.1', port: 53 });
    expect(parseResolver('127.0.0.1:5353')).toEqual({ host: '127.0.0.1', port: 5353 });
    expect(parseResolver('[FD00::1]:53')).toEqual({ host: 'fd00::1', port: 53 });
    expect(parseResolver('fd00::1')).toEqual({ host: 'fd00::1', port: 53 });
  });

  it('refuses names, bad addresses and ports', () => {
    for (const text of ['dns.example', '1.2.3', '256.1.1.1', '1.1.1.1:0', '1.1.1.1:70000', '[fd00::1]:x']) expect(parseResolver(text), text).toBeNull();
  });
});

describe('normaliseHost', () => {
  it('takes names and addresses, not URLs or ports', () => {
    expect(normaliseHost(' NAS.home ')).toBe('nas.home');
    expect(normaliseHost('[::1]')).toBe('::1');
    for (const text of ['http://nas', 'nas:22', 'a b', '']) expect(normaliseHost(text), text).toBeNull();
  });
});

describe('checkSaveSchema', () => {
  const base = { name: 'x', intervalSeconds: 60, timeoutSeconds: 5 };
  it('fills the defaults per kind', () => {
    expect(checkSaveSchema.parse({ ...base, kind: 'tls', host: 'nas.home' })).toMatchObject({ port: 443, warnDays: 14, failureThreshold: 1 });
    expect(checkSaveSchema.parse({ ...base, kind: 'json', url: 'http://nas/api', path: 'a', expected: 'b' })).toMatchObject({ comparison: 'equals' });
    expect(checkSaveSchema.parse({ ...base, kind: 'dns', hostname: 'nas.home', recordType: 'A' })).toMatchObject({ resolver: '', expected: '' });
  });

  it('describes each target in a few words', () => {
    expect(checkTargetText({ kind: 'tcp', host: 'fd00::1', port: 22 })).toBe('[fd00::1]:22');
    expect(checkTargetText({ kind: 'dns', hostname: 'nas.home', recordType: 'MX', expected: '', resolver: '10.0.0.1' })).toBe('MX nas.home @ 10.0.0.1');
  });
});
