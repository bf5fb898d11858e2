import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.js';

describe('backoffMs', () => {
  it('doubles from 1 s and stays at the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => backoffMs(n))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('takes its own bounds', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 5000, 30_000))).toEqual([5000, 10_000, 20_000, 30_000]);
  });
});
