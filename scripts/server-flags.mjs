// The V8 flags Hearth's headless server runs with, read from the `serve` script in package.json so
// that `npm run serve`, `npm start`'s headless fallback and the benchmarks start it the same way.
// None today: V8 heap flags on the command line make Node's built-in modules miss their embedded
// code cache (about 20 ms of every start on one small core), so the server sets its heap tuning
// itself once it serves (server/host/heap-tuning.ts). Flags added to the script still apply.
import { readFileSync } from 'node:fs';

/** @param {string} packageJsonPath @returns {string[]} */
export function serverNodeFlags(packageJsonPath) {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const words = String(pkg.scripts?.serve ?? '').split(/\s+/);
  const cli = words.findIndex((w) => w.endsWith('cli.js'));
  return words.slice(1, Math.max(1, cli)).filter((w) => w.startsWith('--'));
}

/**
 * glibc's allocator settings for the server process. By default glibc keeps a memory arena per
 * thread (libuv's pool, V8's workers) and, once a large block (scrypt's 16 MiB at sign-in, a big
 * Buffer) is freed, raises its mmap and trim thresholds to that size, so later blocks below it stay
 * resident after they are freed: about 35 MiB of the server's RSS after the bench's loads
 * (DESIGN §9). Two arenas and a fixed 128 KiB mmap threshold (which also fixes the trim threshold)
 * give freed large blocks back. Only glibc reads these; on Linux with musl they are ignored, and
 * other systems have other allocators.
 */
export const glibcAllocatorEnv = /** @type {const} */ ({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });

/**
 * The environment variables to add for a server process on `platform`, given the environment it
 * would get: none where the allocator is not glibc's, or where the user set any of them already
 * (theirs win, and a process started with this result answers null: no loop of re-starts).
 * @param {string} platform
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string> | null}
 */
export function serverAllocatorEnv(platform, env) {
  if (platform !== 'linux') return null;
  const missing = Object.entries(glibcAllocatorEnv).filter(([name]) => env[name] === undefined);
  return missing.length === Object.keys(glibcAllocatorEnv).length ? Object.fromEntries(missing) : null;
}
