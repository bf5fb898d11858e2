import { describe, expect, it } from 'vitest';
import { formatAge, formatSize } from './format.js';

describe('backup list formats', () => {
  it('gives sizes in the largest fitting unit', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(200 * 1024 * 1024)).toBe('200 MB');
  });
  it('gives ages in words', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(formatAge(new Date(now - 20_000).toISOString(), now)).toBe('just now');
    expect(formatAge(new Date(now - 60_000).toISOString(), now)).toBe('1 minute ago');
    expect(formatAge(new Date(now - 3 * 3600_000).toISOString(), now)).toBe('3 hours ago');
    expect(formatAge(new Date(now - 2 * 86400_000).toISOString(), now)).toBe('2 days ago');
  });
});
