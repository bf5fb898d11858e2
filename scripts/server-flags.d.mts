export function serverNodeFlags(packageJsonPath: string): string[];
export const glibcAllocatorEnv: { readonly MALLOC_ARENA_MAX: '2'; readonly MALLOC_MMAP_THRESHOLD_: '131072' };
export function serverAllocatorEnv(platform: string, env: Record<string, string | undefined>): Record<string, string> | null;
