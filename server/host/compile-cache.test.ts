import { describe, expect, it } from 'vitest';
import { keepCompiledCode, type CompileCacheApi } from './compile-cache.js';

const constants = { compileCacheStatus: { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 } };

describe('keepCompiledCode', () => {
  it('does nothing on a runtime without a compile cache (Node 20)', () => {
    expect(keepCompiledCode(undefined, {})).toBe(false);
  });

  it('turns the cache on where the runtime has one, in the folder given or its default', () => {
    const asked: (string | undefined)[] = [];
    const api: CompileCacheApi = {
      enableCompileCache: (directory) => {
        asked.push(directory);
        return { status: 1, directory: directory ?? '/tmp/node-compile-cache' };
      },
      constants,
    };
    expect(keepCompiledCode(undefined, api)).toBe(true);
    expect(keepCompiledCode('/data/cache', api)).toBe(true);
    expect(asked).toEqual([undefined, '/data/cache']);
  });

  it('starts as before when the cache cannot be used', () => {
    expect(keepCompiledCode(undefined, { enableCompileCache: () => ({ status: 0, message: 'EACCES' }), constants })).toBe(false);
    const throwing: CompileCacheApi = {
      enableCompileCache: () => {
        throw new Error('read-only file system');
      },
    };
    expect(keepCompiledCode(undefined, throwing)).toBe(false);
  });
});
