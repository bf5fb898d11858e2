import { describe, expect, it } from 'vitest';
import { isCheckDue, isNewerRelease, releaseChannel, updateAvailableText, updateCheckAllowed, updateCheckEvery, versionOfTag } from './update-policy.js';

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

describe('isCheckDue', () => {
  const day = updateCheckEvery.headless;
  const now = Date.parse('2026-12-01T12:00:00Z');

  it('is due when never checked', () => {
    expect(isCheckDue(null, now, day)).toBe(true);
  });

  it('waits a whole interval after the last check', () => {
    expect(isCheckDue(now - day + 1, now, day)).toBe(false);
    expect(isCheckDue(now - day, now, day)).toBe(true);
  });

  it('is due when the last check is in the future (the clock went back)', () => {
    expect(isCheckDue(now + 60_000, now, day)).toBe(true);
  });

  it('checks at most daily headless and every six hours on the desktop', () => {
    expect(updateCheckEvery.headless).toBe(24 * 3600_000);
    expect(updateCheckEvery.desktop).toBe(6 * 3600_000);
  });
});

describe('updateCheckAllowed', () => {
  it('is on unless HEARTH_UPDATE_CHECK says off', () => {
    expect(updateCheckAllowed(undefined)).toBe(true);
    expect(updateCheckAllowed('')).toBe(true);
    expect(updateCheckAllowed('on')).toBe(true);
    for (const value of ['off', 'OFF', ' false ', '0', 'no', 'never']) expect(updateCheckAllowed(value), value).toBe(false);
  });
});

describe('updateAvailableText', () => {
  it('names both versions and the release page', () => {
    expect(updateAvailableText('1.2.0', '1.1.0', 'https://github.com/hearth-dashboard/hearth/releases/tag/v1.2.0')).toBe(
      'Hearth 1.2.0 is available (you have 1.1.0): https://github.com/hearth-dashboard/hearth/releases/tag/v1.2.0',
    );
  });
});
