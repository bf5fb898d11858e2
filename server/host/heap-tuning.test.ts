import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { servingHeapFlags, tuneHeapForServing } from './heap-tuning.js';

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
