/**
 * Waits between attempts to reach something that went away: 1 s, 2 s, 4 s… up to `maxMs`. A wall
 * tablet keeps trying for as long as it runs, never faster than this.
 */
export function backoffMs(attempt: number, minMs = 1000, maxMs = 15_000): number {
  return Math.min(minMs * 2 ** Math.max(0, attempt), maxMs);
}
