import { describe, expect, it } from 'vitest';
import { formatToday, greetingFor } from './greeting.js';

describe('greetingFor', () => {
  it('says good morning from 5 to 11 o’clock', () => {
    expect(greetingFor(5)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
  });

  it('says good afternoon from noon to 5 pm', () => {
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
  });

  it('says good evening in the evening and at night', () => {
    expect(greetingFor(18)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
    expect(greetingFor(0)).toBe('Good evening');
    expect(greetingFor(4)).toBe('Good evening');
  });
});

describe('formatToday', () => {
  it('names the weekday, day and month', () => {
    expect(formatToday(new Date(2025, 2, 11), 'en-GB')).toBe('Tuesday 11 March');
  });

  it("uses the browser's language when none is given, as toLocaleDateString does", () => {
    const day = new Date(2025, 2, 11);
    expect(formatToday(day)).toBe(day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' }));
  });
});
