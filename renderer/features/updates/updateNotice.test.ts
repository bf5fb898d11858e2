import { describe, expect, it } from 'vitest';
import { dismissedKey, readDismissed, updateNoticeFor, writeDismissed } from './updateNotice.js';

const newer = { current: '1.1.0', latest: '1.2.0', url: 'https://github.com/hearth-dashboard/hearth/releases/tag/v1.2.0', checkedAt: '2026-12-01T10:00:00.000Z' };

describe('updateNoticeFor', () => {
  it('shows a newer release with its page', () => {
    expect(updateNoticeFor(newer, null)).toEqual({ latest: '1.2.0', current: '1.1.0', url: newer.url });
  });

  it('shows nothing without a newer release, or before the answer', () => {
    expect(updateNoticeFor(undefined, null)).toBeNull();
    expect(updateNoticeFor({ ...newer, latest: null, url: null }, null)).toBeNull();
  });

  it('stays closed for the version dismissed, and shows again for a later one', () => {
    expect(updateNoticeFor(newer, '1.2.0')).toBeNull();
    expect(updateNoticeFor({ ...newer, latest: '1.3.0' }, '1.2.0')).toMatchObject({ latest: '1.3.0' });
  });
});

describe('the dismissed version', () => {
  it('is kept in storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    writeDismissed(storage, '1.2.0');
    expect(store.get(dismissedKey)).toBe('1.2.0');
    expect(readDismissed(storage)).toBe('1.2.0');
  });

  it('is forgotten quietly where storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDismissed(refusing)).toBeNull();
    expect(() => writeDismissed(refusing, '1.2.0')).not.toThrow();
  });
});
