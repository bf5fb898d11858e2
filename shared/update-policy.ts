/**
 * What both update checkers decide the same way: the desktop app (electron-updater, tray) and the
 * headless server (GitHub's latest release, a line in the log and a notice for admins). Pure: the
 * callers bring the clock and the environment. Version comparisons are in release-versions.ts,
 * apart, because they need semver, which the server loads only once a check runs (start-up cost).
 */

const hourMs = 60 * 60 * 1000;

/** How often each side looks for a release: the headless server at most daily, the desktop app every 6 hours. */
export const updateCheckEvery = { headless: 24 * hourMs, desktop: 6 * hourMs } as const;

/**
 * Whether a check is due: never checked, a clock that went backwards (the last check is in the
 * future), or at least `everyMs` since the last one.
 */
export function isCheckDue(lastCheckedAt: number | null, now: number, everyMs: number): boolean {
  if (lastCheckedAt === null || lastCheckedAt > now) return true;
  return now - lastCheckedAt >= everyMs;
}

const offWords = new Set(['off', 'false', '0', 'no', 'never']);

/** HEARTH_UPDATE_CHECK: off (also false, 0, no, never) turns every update check off; anything else leaves it on. */
export function updateCheckAllowed(value: string | undefined): boolean {
  return !offWords.has((value ?? '').trim().toLowerCase());
}

/** The one line the headless server prints, and the notice's words. */
export function updateAvailableText(latest: string, current: string, url: string): string {
  return `Hearth ${latest} is available (you have ${current}): ${url}`;
}
