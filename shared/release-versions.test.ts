import { describe, expect, it } from 'vitest';
import { isNewerRelease, releaseChannel, versionOfTag } from './release-versions.js';

describe('releaseChannel', () => {
  it('puts a version with a prerelease part on beta, any other on latest', () => {
    expect(releaseChannel('1.2.0')).toBe('latest');
    expect(releaseChannel('1.2.0-beta.1')).toBe('beta');
    expect(releaseChannel('1.2.0-alpha')).toBe('beta');
    expect(releaseChannel('0.1.0+build.5')).toBe('latest');
  });
});

describe('versionOfTag', () => {
  it('reads GitHub tags with or without the v', () => {
    expect(versionOfTag('v1.2.0')).toBe('1.2.0');
    expect(versionOfTag('1.2.0')).toBe('1.2.0');
    expect(versionOfTag(' v2.0.0-beta.3 ')).toBe('2.0.0-beta.3');
  });

  it('answers null for tags that are not versions', () => {
    for (const tag of ['latest', 'vnext', '', 'v1.2', 'release-1.2.0']) expect(versionOfTag(tag)).toBeNull();
  });
});

describe('isNewerRelease', () => {
  it('offers a strictly newer stable release', () => {
    expect(isNewerRelease('1.2.0', '1.1.9')).toBe(true);
    expect(isNewerRelease('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerRelease('1.2.0', '1.2.0')).toBe(false);
    expect(isNewerRelease('1.1.0', '1.2.0')).toBe(false);
  });

  it('offers prereleases only to someone already on beta', () => {
    expect(isNewerRelease('1.3.0-beta.1', '1.2.0')).toBe(false);
    expect(isNewerRelease('1.3.0-beta.2', '1.3.0-beta.1')).toBe(true);
    expect(isNewerRelease('1.3.0', '1.3.0-beta.2')).toBe(true);
  });

  it('never offers what it cannot read', () => {
    expect(isNewerRelease('banana', '1.0.0')).toBe(false);
    expect(isNewerRelease('2.0.0', 'dev')).toBe(false);
  });
});
