import { describe, expect, it } from 'vitest';
import { clockFace, timeZoneChoices, untilNextMinute } from './clock.js';

// 2026-07-01 12:34:56 UTC: summer, so zones with daylight saving show their summer offset.
const instant = new Date(Date.UTC(2026, 6, 1, 12, 34, 56));

describe('clockFace', () => {
  it.each([
    ['UTC', '12:34 PM', 'Wednesday, July 1, 2026', 'UTC'],
    ['Asia/Tokyo', '9:34 PM', 'Wednesday, July 1, 2026', 'GMT+9'],
    ['America/Los_Angeles', '5:34 AM', 'Wednesday, July 1, 2026', 'PDT'],
    ['Pacific/Kiritimati', '2:34 AM', 'Thursday, July 2, 2026', 'GMT+14'],
  ])('shows the time, date and zone name in %s', (zone, time, date, name) => {
    expect(clockFace(instant, zone, 'en-US')).toMatchObject({ time, date, zone: name });
  });

  it('uses the device zone for "local" (UTC in this test run)', () => {
    expect(clockFace(instant, 'local', 'en-US').time).toBe(clockFace(instant, Intl.DateTimeFormat().resolvedOptions().timeZone, 'en-US').time);
  });
});

describe('untilNextMinute', () => {
  it('waits exactly to the next minute boundary', () => {
    expect(untilNextMinute(instant)).toBe(4_000);
    expect(untilNextMinute(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe(60_000);
  });
});

describe('timeZoneChoices', () => {
  it('puts the device zone first and always offers UTC once', () => {
    expect(timeZoneChoices(['Europe/Paris', 'UTC'])).toEqual(['local', 'UTC', 'Europe/Paris']);
  });
});
