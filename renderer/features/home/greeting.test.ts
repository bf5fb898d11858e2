import { describe, expect, it } from 'vitest';
import { dayPart, formatToday } from './greeting.js';

describe('dayPart', () => {
  it('is morning from 5 to 11 o’clock', () => {
    expect(dayPart(5)).toBe('morning');
    expect(dayPart(11)).toBe('morning');
  });

  it('is afternoon from noon to 5 pm', () => {
    expect(dayPart(12)).toBe('afternoon');
    expect(dayPart(17)).toBe('afternoon');
  });

  it('is evening in the evening and at night', () => {
    expect(dayPart(18)).toBe('evening');
    expect(dayPart(23)).toBe('evening');
    expect(dayPart(0)).toBe('evening');
    expect(dayPart(4)).toBe('evening');
  });
});

describe('formatToday', () => {
  it('names the weekday, day and month', () => {
    expect(formatToday(new Date(2025, 2, 11), 'en-GB')).toBe('Tuesday 11 March');
  });

  it('writes the date in the language given', () => {
    expect(formatToday(new Date(2025, 2, 11), 'de')).toBe('Dienstag, 11. März');
    expect(formatToday(new Date(2025, 2, 11), 'ja')).toBe('3月11日火曜日');
  });

  it("uses the browser's language when none is given, as toLocaleDateString does", () => {
    const day = new Date(2025, 2, 11);
    expect(formatToday(day)).toBe(day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' }));
  });
});
