import { describe, expect, it } from 'vitest';
import { liveEdgeMargin, liveSync, pickMode, playerState, stallMs, supportsRemux } from './playerMode.js';

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

  it('jumps to the live edge after 4 checks in a row more than 1.5 s behind (sync count 4)', () => {
    let lagging = 0;
    const jumps: (number | null)[] = [];
    for (let check = 0; check < 4; check++) {
      const step = liveSync(lagging, 10, 12);
      lagging = step.lagging;
      jumps.push(step.jumpTo);
    }
    expect(jumps).toEqual([null, null, null, 12 - liveEdgeMargin]);
    expect(lagging).toBe(0);
  });

  it('starts the count over when the picture catches up or nothing is buffered', () => {
    expect(liveSync(3, 10, 11)).toEqual({ lagging: 0, jumpTo: null });
    expect(liveSync(3, 10, null)).toEqual({ lagging: 0, jumpTo: null });
    expect(liveSync(2, 10, 20)).toEqual({ lagging: 3, jumpTo: null });
  });
});
