import { describe, expect, it } from 'vitest';
import { pickMode, playerState, stallMs, supportsRemux } from './playerMode.js';

describe('player mode', () => {
  it('remuxes H.264 where MSE plays it, else transcodes for jsmpeg', () => {
    expect(pickMode(true, false)).toBe('remux');
    expect(pickMode(true, true)).toBe('jsmpeg');
    expect(pickMode(false, false)).toBe('jsmpeg');
  });

  it('asks MSE about H.264 and treats a browser without MSE as unsupported', () => {
    expect(supportsRemux(undefined)).toBe(false);
    expect(supportsRemux({ isTypeSupported: (type) => type.includes('avc1') })).toBe(true);
    expect(supportsRemux({ isTypeSupported: () => false })).toBe(false);
  });

  it('says loading before the first frame and reconnecting after a stall', () => {
    expect(playerState(null, null, 10_000)).toBe('loading');
    expect(playerState(1000, 5000, 5000 + stallMs)).toBe('playing');
    expect(playerState(1000, 5000, 5001 + stallMs)).toBe('reconnecting');
  });
});
