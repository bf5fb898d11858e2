import { describe, expect, it } from 'vitest';
import { insideAny, insideWindow, zonedInstant, type WindowTimes } from './maintenance-time.js';

const at = (iso: string) => Date.parse(iso);
// Sunday 02:30 for 2 hours, London time. 2026-03-29 is the spring change (01:00 UTC, clocks
// 01:00 -> 02:00), 2026-10-25 the autumn one (01:00 UTC, clocks 02:00 -> 01:00).
const sundayNight: WindowTimes = { kind: 'weekly', startsAt: null, endsAt: null, days: [0], startTime: '02:30', durationMinutes: 120, timeZone: 'Europe/London' };

describe('insideWindow, weekly on a zone clock', () => {
  it('starts at 02:30 London time in winter (02:30 UTC) and in summer (01:30 UTC)', () => {
    expect(insideWindow(sundayNight, at('2026-03-22T02:29:00Z'))).toBe(false);
    expect(insideWindow(sundayNight, at('2026-03-22T02:30:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-04-05T01:30:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-04-05T01:29:00Z'))).toBe(false);
    expect(insideWindow(sundayNight, at('2026-04-05T03:29:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-04-05T03:30:00Z'))).toBe(false);
  });

  it('on the spring-forward Sunday, 02:30 London is 01:30 UTC (BST already)', () => {
    expect(insideWindow(sundayNight, at('2026-03-29T01:29:00Z'))).toBe(false);
    expect(insideWindow(sundayNight, at('2026-03-29T01:30:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-03-29T03:29:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-03-29T03:30:00Z'))).toBe(false);
  });

  it('on the fall-back Sunday, 02:30 London is 02:30 UTC (GMT again)', () => {
    expect(insideWindow(sundayNight, at('2026-10-25T01:30:00Z'))).toBe(false);
    expect(insideWindow(sundayNight, at('2026-10-25T02:30:00Z'))).toBe(true);
    expect(insideWindow(sundayNight, at('2026-10-25T04:29:00Z'))).toBe(true);
  });

  it('a start inside the spring gap (01:30 London on 29 March does not exist) begins when the gap ends', () => {
    const gap = { ...sundayNight, startTime: '01:30', durationMinutes: 60 };
    expect(zonedInstant(at('2026-03-29T01:30:00Z'), 'Europe/London')).toBe(at('2026-03-29T01:00:00Z') + 30 * 60_000);
    expect(insideWindow(gap, at('2026-03-29T00:59:00Z'))).toBe(false);
    expect(insideWindow(gap, at('2026-03-29T01:45:00Z'))).toBe(true);
  });

  it('runs past midnight into the next day and only on the chosen days', () => {
    const late: WindowTimes = { ...sundayNight, days: [6], startTime: '23:00', durationMinutes: 180, timeZone: 'America/New_York' };
    // Saturday 2026-11-28 23:00 New York (EST, UTC-5) = Sunday 04:00 UTC.
    expect(insideWindow(late, at('2026-11-29T04:00:00Z'))).toBe(true);
    expect(insideWindow(late, at('2026-11-29T06:59:00Z'))).toBe(true);
    expect(insideWindow(late, at('2026-11-29T07:00:00Z'))).toBe(false);
    expect(insideWindow(late, at('2026-11-28T04:00:00Z'))).toBe(false);
  });
});

describe('insideWindow, one-off', () => {
  const once: WindowTimes = { kind: 'once', startsAt: at('2026-11-28T10:00:00Z'), endsAt: at('2026-11-28T11:00:00Z'), days: [], startTime: null, durationMinutes: null, timeZone: 'UTC' };
  it('holds from its start up to (not including) its end', () => {
    expect([at('2026-11-28T09:59:59Z'), at('2026-11-28T10:00:00Z'), at('2026-11-28T10:59:59Z'), at('2026-11-28T11:00:00Z')].map((t) => insideWindow(once, t))).toEqual([false, true, true, false]);
  });
  it('insideAny answers for the set', () => {
    expect(insideAny([once, sundayNight], at('2026-11-29T02:45:00Z'))).toBe(true);
    expect(insideAny([], at('2026-11-29T02:45:00Z'))).toBe(false);
  });
});
