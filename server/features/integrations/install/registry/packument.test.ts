import { describe, expect, it } from 'vitest';
import { trimPackument } from './packument.js';

describe('trimPackument', () => {
  it('keeps name, dist-tags and what each version needs; drops readmes, scripts and the rest', () => {
    const raw = {
      name: 'axios',
      readme: 'x'.repeat(1000),
      description: 'HTTP client',
      time: { created: '2014' },
      'dist-tags': { latest: '1.7.0', bad: 5 },
      versions: {
        '1.7.0': {
          name: 'axios',
          version: '1.7.0',
          readme: 'long',
          scripts: { postinstall: 'evil' },
          dependencies: { 'follow-redirects': '^1.15.6' },
          peerDependenciesMeta: { x: { optional: true } },
          os: ['linux'],
          dist: { tarball: 'https://registry.npmjs.org/axios/-/axios-1.7.0.tgz', integrity: 'sha512-abc', shasum: 'def', signatures: [{ sig: 'x' }], unpackedSize: 1 },
        },
        '0.0.1': { name: 'axios', version: '0.0.1' },
        broken: 'not an object',
      },
    };
    expect(trimPackument(raw, 'axios')).toEqual({
      name: 'axios',
      'dist-tags': { latest: '1.7.0' },
      versions: {
        '1.7.0': {
          name: 'axios',
          version: '1.7.0',
          dependencies: { 'follow-redirects': '^1.15.6' },
          peerDependenciesMeta: { x: { optional: true } },
          os: ['linux'],
          dist: { tarball: 'https://registry.npmjs.org/axios/-/axios-1.7.0.tgz', integrity: 'sha512-abc', shasum: 'def' },
        },
      },
    });
  });

  it('keeps a dependency field it cannot read as it came, so the dependency rules refuse it rather than drop it', () => {
    const raw = { versions: { '1.0.0': { name: 'a', version: '1.0.0', dependencies: { sneaky: 5 }, dist: { tarball: 't' } } } };
    expect(trimPackument(raw, 'a')?.versions['1.0.0']?.dependencies).toEqual({ sneaky: 5 });
  });

  it('answers null without a versions object', () => {
    expect(trimPackument({ name: 'a' }, 'a')).toBeNull();
    expect(trimPackument([], 'a')).toBeNull();
    expect(trimPackument(null, 'a')).toBeNull();
  });
});
