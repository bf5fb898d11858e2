import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchesIntegrity, packagePath } from './registry-client.js';

const data = Buffer.from('a tarball');
const sri = (algorithm: string, bytes = data) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

describe('matchesIntegrity', () => {
  it('checks the sha512 of the SRI string, ignoring weaker hashes beside it', () => {
    expect(matchesIntegrity(data, { tarball: '', integrity: sri('sha512') })).toBe(true);
    expect(matchesIntegrity(data, { tarball: '', integrity: `${sri('sha1', Buffer.from('other'))} ${sri('sha512')}` })).toBe(true);
    expect(matchesIntegrity(data, { tarball: '', integrity: sri('sha512', Buffer.from('other')), shasum: createHash('sha1').update(data).digest('hex') })).toBe(false);
  });

  it('falls back to the sha1 shasum only when there is no SRI hash, and refuses when there is neither', () => {
    expect(matchesIntegrity(data, { tarball: '', shasum: createHash('sha1').update(data).digest('hex') })).toBe(true);
    expect(matchesIntegrity(data, { tarball: '', shasum: '0'.repeat(40) })).toBe(false);
    expect(matchesIntegrity(data, { tarball: '' })).toBe(false);
  });
});

describe('packagePath', () => {
  it('keeps a scope and encodes its slash, as the registry expects', () => {
    expect(packagePath('@scope/pkg')).toBe('@scope%2Fpkg');
    expect(packagePath('axios')).toBe('axios');
  });
});
