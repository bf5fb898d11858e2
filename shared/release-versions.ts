/**
 * Versions as both update checkers read them (semver): which channel a build follows, a GitHub tag
 * as a version, and whether a release is one to offer.
 */
import { parse, prerelease, valid } from 'semver';

/** electron-builder's channel names: a version with a prerelease part (1.2.0-beta.1) is on beta. */
export const updateChannels = ['latest', 'beta'] as const;
export type UpdateChannel = (typeof updateChannels)[number];

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
