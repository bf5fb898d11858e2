import { describe, expect, it } from 'vitest';
import { FolderBusy, renameRetryDelay, renameWithRetry } from './rename-retry.js';

const delays = [100, 250, 500];
const failing = (code: string) => Object.assign(new Error(`${code}: operation not permitted, rename`), { code });

/** A rename that fails with `codes` in turn, then succeeds; records every call and every wait. */
function scripted(codes: string[]) {
  const calls: string[] = [];
  const waits: number[] = [];
  return {
    calls,
    waits,
    options: {
      rename: (from: string, to: string) => {
        calls.push(`${from}->${to}`);
        const code = codes.shift();
        return code ? Promise.reject(failing(code)) : Promise.resolve();
      },
      sleep: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    },
  };
}

describe('renameRetryDelay', () => {
  it.each(['EPERM', 'EBUSY', 'EACCES'])('retries %s on Windows once per delay, then gives up', (code) => {
    expect([0, 1, 2, 3].map((attempt) => renameRetryDelay({ platform: 'win32', code, attempt }, delays))).toEqual([100, 250, 500, null]);
  });

  it('never retries elsewhere, nor other codes on Windows', () => {
    expect(renameRetryDelay({ platform: 'linux', code: 'EPERM', attempt: 0 }, delays)).toBeNull();
    expect(renameRetryDelay({ platform: 'darwin', code: 'EBUSY', attempt: 0 }, delays)).toBeNull();
    expect(renameRetryDelay({ platform: 'win32', code: 'ENOENT', attempt: 0 }, delays)).toBeNull();
    expect(renameRetryDelay({ platform: 'win32', code: undefined, attempt: 0 }, delays)).toBeNull();
  });
});

describe('renameWithRetry', () => {
  it('on Windows, succeeds on the third try after two EPERM failures, waiting with back-off', async () => {
    const run = scripted(['EPERM', 'EPERM']);
    await renameWithRetry('stage', 'apps/com.x', { platform: 'win32', delays, ...run.options });
    expect(run.calls).toEqual(['stage->apps/com.x', 'stage->apps/com.x', 'stage->apps/com.x']);
    expect(run.waits).toEqual([100, 250]);
  });

  it('gives up with FolderBusy once the delays run out', async () => {
    const run = scripted(['EBUSY', 'EBUSY', 'EBUSY', 'EBUSY', 'EBUSY']);
    await expect(renameWithRetry('stage', 'apps/com.x', { platform: 'win32', delays, ...run.options })).rejects.toBeInstanceOf(FolderBusy);
    expect(run.calls).toHaveLength(4);
    expect(run.waits).toEqual([100, 250, 500]);
  });

  it('throws the first failure as it is where retrying would not help', async () => {
    const run = scripted(['EPERM']);
    await expect(renameWithRetry('stage', 'apps/com.x', { platform: 'linux', delays, ...run.options })).rejects.toMatchObject({ code: 'EPERM' });
    expect(run.waits).toEqual([]);
  });
});
