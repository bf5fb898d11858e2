/**
 * What both update checkers decide the same way: the desktop app (electron-updater, tray) and the
 * headless server (GitHub's latest release, a line in the log and a notice for admins). Pure: the
 * callers bring the versions, the clock and the environment.
 */
import { parse, prerelease, valid } from 'semver';

/** electron-builder's channel names: a version with a prerelease part (1.2.0-beta.1) is on beta. */
export const updateChannels = ['latest', 'beta'] as const;
export type UpdateChannel = (typeof updateChannels)[number];

const hourMs = 60 * 60 * 1000;

/** How often each side looks for a release: the headless server at most daily, the desktop app every 6 hours. */
export const updateCheckEvery = { headless: 24 * hourMs, desktop: 6 * hourMs } as const;

/** The channel a running version follows: any prerelease part puts it on beta, else latest. */
export function releaseChannel(version: string): UpdateChannel {
  const parts = prerelease(version);
  return parts && parts.length > 0 ? 'beta' : 'latest';
}

/** A tag as GitHub shows it (v1.2.0) as a plain version, or null when it is not semver. */
export function versionOfTag(tag: string): string | null {
  return valid(tag.trim().replace(/^v(?=\d)/, ''));
}

/**
 * Whether `latest` should be offered to someone running `current`: strictly newer, and a
 * prerelease only to someone already on the beta channel. Anything unparsable is never offered.
 */
export function isNewerRelease(latest: string, current: string): boolean {
  const next = parse(latest);
  const running = parse(current);
  if (!next || !running) return false;
  if (next.prerelease.length > 0 && releaseChannel(current) !== 'beta') return false;
  return next.compare(running) > 0;
}

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
