import { describe, expect, it } from 'vitest';
import { glibcAllocatorEnv, serverAllocatorEnv } from './server-flags.mjs';

describe('the server process allocator environment', () => {
  it('asks glibc on Linux for two arenas and a fixed mmap threshold', () => {
    expect(serverAllocatorEnv('linux', { PATH: '/usr/bin' })).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('adds nothing on systems whose allocator is not glibc', () => {
    for (const platform of ['win32', 'darwin', 'freebsd']) expect(serverAllocatorEnv(platform, {})).toBeNull();
  });

  it("leaves a user's own allocator settings alone, and its own result asks for nothing more", () => {
    expect(serverAllocatorEnv('linux', { MALLOC_ARENA_MAX: '8' })).toBeNull();
    expect(serverAllocatorEnv('linux', { MALLOC_MMAP_THRESHOLD_: '65536' })).toBeNull();
    expect(serverAllocatorEnv('linux', { ...glibcAllocatorEnv })).toBeNull();
  });
});
