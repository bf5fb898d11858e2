import { describe, expect, it } from 'vitest';
import { formatDueDay, isOverdue, localDay } from './todoDates.js';

const now = new Date(2026, 10, 23, 9, 30); // 23 Nov 2026, local time

describe('todo dates', () => {
  it('counts days in local time, across month ends', () => {
    expect(localDay(now)).toBe('2026-11-23');
    expect(localDay(now, 1)).toBe('2026-11-24');
    expect(localDay(new Date(2026, 11, 31, 23, 59), 1)).toBe('2027-01-01');
  });

  it('marks an open item past its day as overdue, never a done one or one due today', () => {
    expect(isOverdue({ dueDate: '2026-11-22', completed: false }, '2026-11-23')).toBe(true);
    expect(isOverdue({ dueDate: '2026-11-22', completed: true }, '2026-11-23')).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-23', completed: false }, '2026-11-23')).toBe(false);
    expect(isOverdue({ dueDate: null, completed: false }, '2026-11-23')).toBe(false);
  });

  it('names near days and adds the year only for another year', () => {
    expect(formatDueDay('2026-11-23', now)).toBe('Today');
    expect(formatDueDay('2026-11-24', now)).toBe('Tomorrow');
    expect(formatDueDay('2026-11-22', now)).toBe('Yesterday');
    expect(formatDueDay('2027-01-05', now)).toMatch(/2027/);
    expect(formatDueDay('2026-12-05', now)).not.toMatch(/2026/);
  });

  it('says the near days with the given words and writes other days in the given locale', () => {
    const words = { today: 'Heute', tomorrow: 'Morgen', yesterday: 'Gestern' };
    expect(formatDueDay('2026-11-24', now, 'de', words)).toBe('Morgen');
    expect(formatDueDay('2026-11-26', now, 'de', words)).toBe('Do., 26. Nov.');
    expect(formatDueDay('2026-11-26', now)).toBe('Thu, Nov 26');
  });
});
