import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatNumber, formatRelative, formatTime } from './format.js';

// A fixed instant; vitest runs in UTC (vitest.config.ts), the zone is also passed explicitly.
const moment = Date.UTC(2026, 2, 7, 14, 5, 9);
const utc = { timeZone: 'UTC' } as const;
const now = Date.UTC(2026, 2, 7, 15, 0, 0);
// ICU versions differ on a plain or narrow no-break space before "PM"; the words and order are the point.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format: en', () => {
  it('writes dates, times and numbers the English way', () => {
    expect(formatDate('en', moment, { dateStyle: 'medium', ...utc })).toBe('Mar 7, 2026');
    expect(spaced(formatTime('en', moment, { timeStyle: 'short', ...utc }))).toBe('2:05 PM');
    expect(formatNumber('en', 1234567.891)).toBe('1,234,567.891');
  });
  it('sizes and relative times', () => {
    expect(formatBytes('en', 512)).toBe('512 byte');
    expect(formatBytes('en', 1536)).toBe('1.5 kB');
    expect(formatBytes('en', 5 * 1024 ** 3)).toBe('5 GB');
    expect(formatRelative('en', now - 3 * 60_000, now)).toBe('3 minutes ago');
    expect(formatRelative('en', now + 2 * 86_400_000, now)).toBe('in 2 days');
    expect(formatRelative('en', now - 86_400_000, now)).toBe('yesterday');
  });
});

describe('format: de', () => {
  it('writes dates, times and numbers the German way', () => {
    expect(formatDate('de', moment, { dateStyle: 'medium', ...utc })).toBe('07.03.2026');
    expect(formatTime('de', moment, { timeStyle: 'short', ...utc })).toBe('14:05');
    expect(formatNumber('de', 1234567.891)).toBe('1.234.567,891');
  });
  it('sizes and relative times', () => {
    expect(formatBytes('de', 1536)).toBe('1,5 kB');
    expect(formatRelative('de', now - 3 * 60_000, now)).toBe('vor 3 Minuten');
    expect(formatRelative('de', now - 86_400_000, now)).toBe('gestern');
  });
});

describe('format: ja', () => {
  it('writes dates, times and numbers the Japanese way', () => {
    expect(formatDate('ja', moment, { dateStyle: 'medium', ...utc })).toBe('2026/03/07');
    expect(formatDate('ja', moment, { dateStyle: 'long', ...utc })).toBe('2026年3月7日');
    expect(formatTime('ja', moment, { timeStyle: 'short', ...utc })).toBe('14:05');
    expect(formatNumber('ja', 1234567.891)).toBe('1,234,567.891');
  });
  it('sizes and relative times', () => {
    expect(formatBytes('ja', 1536)).toBe('1.5 KB');
    expect(formatRelative('ja', now - 3 * 60_000, now)).toBe('3 分前');
    expect(formatRelative('ja', now + 2 * 86_400_000, now)).toBe('明後日');
  });
});
