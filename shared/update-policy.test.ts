import { describe, expect, it } from 'vitest';
import { isCheckDue, updateAvailableText, updateCheckAllowed, updateCheckEvery } from './update-policy.js';

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
