import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getHeapSpaceStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { servingHeapFlags, trimHeapAfterStart, tuneHeapForServing } from './heap-tuning.js';

describe('heap tuning once Hearth serves', () => {
  it('sets the flags that hold RSS under load', () => {
    const set: string[] = [];
    tuneHeapForServing((flag) => set.push(flag));
    expect(set).toEqual(['--heap-growing-percent=20', '--semi-space-growth-factor=1']);
  });

  it('V8 accepts every flag at run time', () => {
    // An unknown flag makes V8 print a warning and go on; each must be known to this runtime.
    const run = (flags: readonly string[]) =>
      spawnSync(process.execPath, ['-e', `const v8 = require('node:v8'); for (const f of ${JSON.stringify(flags)}) v8.setFlagsFromString(f);`], { encoding: 'utf8' }).stderr;
    expect(run(servingHeapFlags)).toBe('');
    expect(run(['--no-such-heap-flag'])).toMatch(/unrecognized flag/);
  });
});

describe('trimming the heap once start-up is done', () => {
  const newSpace = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? Number.NaN;

  it("shrinks V8's young generation to its smallest, and leaves gc() exposed nowhere", () => {
    // Start-up's allocation pattern: enough short-lived objects to grow the young generation.
    let keep = 0;
    for (let i = 0; i < 200_000; i++) keep += JSON.stringify({ i, text: 'x'.repeat(64) }).length;
    expect(keep).toBeGreaterThan(0);
    const before = newSpace();
    trimHeapAfterStart();
    const after = newSpace();
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('clears the flag again when gc() could not be had (here: the flag was never really set)', () => {
    const set: string[] = [];
    expect(() => trimHeapAfterStart((flag) => set.push(flag))).toThrow(/gc is not defined/);
    expect(set).toEqual(['--expose-gc', '--no-expose-gc']);
  });
});
