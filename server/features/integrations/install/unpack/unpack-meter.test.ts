import { describe, expect, it } from 'vitest';
import { UnpackLimit, UnpackMeter, type UnpackRefusal } from './unpack-meter.js';

const bound = { maxEntries: 3, maxBytes: 1000, maxFileBytes: 100, maxRatio: 10, ratioFromBytes: 200 };
const refusal = (act: () => void): UnpackRefusal | null => {
  try {
    act();
    return null;
  } catch (error) {
    if (error instanceof UnpackLimit) return error.refusal;
    throw error;
  }
};

describe('UnpackMeter', () => {
  it('refuses the entry past the bound, counted across every archive of the install', () => {
    const meter = new UnpackMeter(bound);
    meter.entry();
    meter.entry();
    meter.entry();
    expect(refusal(() => meter.entry())).toEqual({ kind: 'entries' });
  });

  it('refuses a file over its own cap, naming it', () => {
    const meter = new UnpackMeter(bound);
    expect(refusal(() => meter.file(100, 'a'))).toBeNull();
    expect(refusal(() => meter.file(101, 'lib/big.bin'))).toEqual({ kind: 'fileSize', path: 'lib/big.bin' });
  });

  it('refuses once the bytes of all archives pass the total', () => {
    const meter = new UnpackMeter({ ...bound, maxRatio: 1e9 });
    const first = meter.archive(() => 1000);
    const second = meter.archive(() => 1000);
    first(600);
    expect(refusal(() => second(400))).toBeNull();
    expect(refusal(() => second(1))).toEqual({ kind: 'bytes' });
  });

  it('judges the ratio only once enough has come out, and per archive', () => {
    const meter = new UnpackMeter(bound);
    let read = 1;
    const bomb = meter.archive(() => read);
    // 199 bytes out of 1 read: too early to judge.
    expect(refusal(() => bomb(199))).toBeNull();
    read = 20;
    // 200 out of 20 read is 10:1, the limit itself.
    expect(refusal(() => bomb(1))).toBeNull();
    expect(refusal(() => bomb(1))).toEqual({ kind: 'ratio' });
    const fine = meter.archive(() => 100);
    expect(refusal(() => fine(300))).toBeNull();
  });
});
