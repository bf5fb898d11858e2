import { describe, expect, it } from 'vitest';
import { formatSnippetDate } from './formatDate.js';

const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

describe('formatSnippetDate ("MMM Do YYYY, h:mm A")', () => {
  it.each([
    [local(2025, 3, 3, 16, 5), 'Mar 3rd 2025, 4:05 PM'],
    [local(2025, 1, 1, 0, 0), 'Jan 1st 2025, 12:00 AM'],
    [local(2024, 12, 22, 12, 30), 'Dec 22nd 2024, 12:30 PM'],
    [local(2025, 11, 11, 9, 7), 'Nov 11th 2025, 9:07 AM'],
    [local(2025, 6, 12, 23, 59), 'Jun 12th 2025, 11:59 PM'],
    [local(2025, 6, 13, 1, 0), 'Jun 13th 2025, 1:00 AM'],
    [local(2025, 8, 21, 10, 0), 'Aug 21st 2025, 10:00 AM'],
    [local(2025, 8, 24, 10, 0), 'Aug 24th 2025, 10:00 AM'],
    [local(2025, 8, 30, 10, 0), 'Aug 30th 2025, 10:00 AM'],
  ])('shows %s as %s', (iso, text) => {
    expect(formatSnippetDate(iso)).toBe(text);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatSnippetDate('not a date')).toBe('');
  });

  it('in another language, writes the date and time as that locale does', () => {
    const iso = local(2025, 3, 3, 16, 5);
    expect(formatSnippetDate(iso, 'de')).toBe('03.03.2025, 16:05');
    expect(formatSnippetDate(iso, 'ja')).toBe('2025/03/03 16:05');
    expect(formatSnippetDate(iso, 'en')).toBe('Mar 3rd 2025, 4:05 PM');
  });
});
