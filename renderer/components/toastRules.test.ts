import { describe, expect, it } from 'vitest';
import { toastsToDismiss, type ShownToast } from './toastRules.js';

const toast = (id: string, type: string, createdAt: number, message: unknown = id, visible = true): ShownToast => ({ id, type, message, createdAt, visible });

describe('toast rules', () => {
  it('replaces an error by the success that follows it', () => {
    expect(toastsToDismiss([toast('failed', 'error', 1, 'Login failed. Please check the credentials.'), toast('ok', 'success', 2, 'Login success.')])).toEqual(['failed']);
  });

  it('keeps an error that came after the success', () => {
    expect(toastsToDismiss([toast('ok', 'success', 1), toast('failed', 'error', 2)])).toEqual([]);
  });

  it('shows a message once, the newest', () => {
    expect(toastsToDismiss([toast('a', 'error', 1, 'Failed to save.'), toast('b', 'error', 2, 'Failed to save.')])).toEqual(['a']);
  });

  it('keeps three at most, dropping the oldest', () => {
    expect(toastsToDismiss([1, 2, 3, 4, 5].map((n) => toast(`t${n}`, 'blank', n)))).toEqual(['t1', 't2']);
  });

  it('ignores toasts already leaving', () => {
    expect(toastsToDismiss([toast('failed', 'error', 1, 'x', false), toast('ok', 'success', 2)])).toEqual([]);
  });
});
