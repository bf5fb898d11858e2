import { describe, expect, it } from 'vitest';
import { isQuiet, minuteOfDay } from './quiet-hours.js';

const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('reads the time on the user\'s clock', () => {
    expect(minuteOfDay(at('2030-06-01T21:30:00Z'), 'Europe/Berlin')).toBe(23 * 60 + 30);
    expect(minuteOfDay(at('2030-06-01T21:30:00Z'), 'Nowhere/Unknown')).toBe(21 * 60 + 30);
  });

  it('covers a range past midnight, start included and end excluded', () => {
    const night = { quietFrom: '22:00', quietTo: '07:00', timeZone: 'UTC' };
    expect(isQuiet(at('2030-06-01T21:59:00Z'), night)).toBe(false);
    expect(isQuiet(at('2030-06-01T22:00:00Z'), night)).toBe(true);
    expect(isQuiet(at('2030-06-02T03:00:00Z'), night)).toBe(true);
    expect(isQuiet(at('2030-06-02T07:00:00Z'), night)).toBe(false);
  });

  it('covers a range within a day, and nothing without one', () => {
    const lunch = { quietFrom: '12:00', quietTo: '13:30', timeZone: 'America/New_York' };
    expect(isQuiet(at('2030-01-15T17:15:00Z'), lunch)).toBe(true);
    expect(isQuiet(at('2030-01-15T18:30:00Z'), lunch)).toBe(false);
    expect(isQuiet(at('2030-01-15T17:15:00Z'), { quietFrom: null, quietTo: null, timeZone: 'UTC' })).toBe(false);
    expect(isQuiet(at('2030-01-15T17:15:00Z'), undefined)).toBe(false);
  });
});
