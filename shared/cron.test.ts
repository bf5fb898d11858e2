import { describe, expect, it } from 'vitest';
import { cronMatches, nextWallMatch, parseCron, wallTimeOf, type CronSpec } from './cron.js';

const spec = (expression: string): CronSpec => {
  const parsed = parseCron(expression);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const wall = (iso: string) => wallTimeOf(Date.parse(`${iso}Z`));

describe('five-field cron', () => {
  it('matches the minute, hour, weekday ranges and steps it names', () => {
    const weekdays = spec('30 23 * * 1-5');
    expect(cronMatches(weekdays, wall('2026-11-27T23:30'))).toBe(true); // a Friday
    expect(cronMatches(weekdays, wall('2026-11-28T23:30'))).toBe(false); // a Saturday
    expect(cronMatches(weekdays, wall('2026-11-27T23:31'))).toBe(false);
    const every15 = spec('*/15 8-10 * * *');
    expect(['08:00', '08:15', '09:45', '10:30'].map((t) => cronMatches(every15, wall(`2026-01-05T${t}`)))).toEqual([true, true, true, true]);
    expect(['07:45', '08:10', '11:00'].map((t) => cronMatches(every15, wall(`2026-01-05T${t}`)))).toEqual([false, false, false]);
    expect(cronMatches(spec('0 7 * * 0,6'), wall('2026-11-29T07:00'))).toBe(true); // Sunday
    expect(cronMatches(spec('0 7 * * 7'), wall('2026-11-29T07:00'))).toBe(true); // 7 is Sunday too
    expect(cronMatches(spec('5/20 * * * *'), wall('2026-11-29T07:45'))).toBe(true);
    expect(cronMatches(spec('0 0 1 1,7 *'), wall('2026-07-01T00:00'))).toBe(true);
  });

  it("takes either day field when both are restricted (crontab's rule)", () => {
    const both = spec('0 12 1 * 1');
    expect(cronMatches(both, wall('2026-12-01T12:00'))).toBe(true); // the 1st, a Tuesday
    expect(cronMatches(both, wall('2026-11-30T12:00'))).toBe(true); // a Monday, the 30th
    expect(cronMatches(both, wall('2026-12-02T12:00'))).toBe(false);
  });

  it('names the wrong field', () => {
    expect(parseCron('* * * *')).toMatch(/five fields/);
    expect(parseCron('60 * * * *')).toMatch(/minute field "60"/);
    expect(parseCron('* 24 * * *')).toMatch(/hour field/);
    expect(parseCron('* * 0 * *')).toMatch(/day of month/);
    expect(parseCron('* * * 13 *')).toMatch(/month field/);
    expect(parseCron('* * * * 8')).toMatch(/day of week/);
    expect(parseCron('*/0 * * * *')).toMatch(/minute/);
    expect(parseCron('5-1 * * * *')).toMatch(/minute/);
    expect(parseCron('* * * * mon')).toMatch(/day of week/);
    expect(parseCron('@daily')).toMatch(/five fields/);
  });

  it('finds the next matching minute, skipping days that cannot match', () => {
    const from = Date.parse('2026-11-28T23:45:30Z'); // Saturday
    expect(new Date(nextWallMatch(spec('30 23 * * 1-5'), from) ?? 0).toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(new Date(nextWallMatch(spec('* * * * *'), from) ?? 0).toISOString()).toBe('2026-11-28T23:46:00.000Z');
    expect(new Date(nextWallMatch(spec('0 0 29 2 *'), from) ?? 0).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(nextWallMatch(spec('0 0 31 2 *'), from)).toBeNull();
  });
});
