import { describe, expect, it } from 'vitest';
import { refusalRetryMs, secondsUntil, socketRetry, viewForStatus } from './liveView.js';

const retrying = { type: 'status', state: 'retrying', reason: 'Camera not reachable: connection refused', retryInMs: 4000 } as const;

describe('what a live player shows', () => {
  it('says why a camera that never played gives no picture, and when it tries again', () => {
    expect(viewForStatus(retrying, false, 1, 10_000)).toEqual({ kind: 'unreachable', reason: retrying.reason, retryAt: 14_000 });
  });

  it('says "reconnecting" once for a camera that was playing, then why', () => {
    expect(viewForStatus(retrying, true, 1, 0)).toEqual({ kind: 'reconnecting', reason: retrying.reason });
    expect(viewForStatus(retrying, true, 2, 0)).toMatchObject({ kind: 'unreachable' });
  });

  it('leaves connecting and live to the picture itself', () => {
    expect(viewForStatus({ type: 'status', state: 'live', reason: null, retryInMs: null }, false, 0, 0)).toBeNull();
    expect(viewForStatus({ type: 'status', state: 'connecting', reason: null, retryInMs: null }, false, 0, 0)).toBeNull();
  });

  it('reloads a failing socket 3 times after 5 s, then gives up visibly and keeps trying every 30 s, then every minute', () => {
    expect([0, 1, 2, 3, 4, 5].map(socketRetry)).toEqual([
      { delayMs: 5000, gaveUp: false },
      { delayMs: 5000, gaveUp: false },
      { delayMs: 5000, gaveUp: false },
      { delayMs: 30_000, gaveUp: true },
      { delayMs: 60_000, gaveUp: true },
      { delayMs: 60_000, gaveUp: true },
    ]);
  });

  it('asks again after a refusal with back-off', () => {
    expect([0, 1, 2, 3, 4].map(refusalRetryMs)).toEqual([5000, 10_000, 20_000, 40_000, 60_000]);
  });

  it('counts down in whole seconds', () => {
    expect(secondsUntil(14_000, 10_000)).toBe(4);
    expect(secondsUntil(14_000, 13_200)).toBe(1);
    expect(secondsUntil(14_000, 15_000)).toBe(1);
  });
});
