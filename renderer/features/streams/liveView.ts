import type { VideoStatus } from '../../../shared/contracts/stream-status.js';
import { streamAutoRecoveryMaxRetry, streamPlayerReloadMs } from '../../../shared/constants.js';
import { backoffMs } from '../../api/backoff.js';

/** What a live player shows over (or instead of) the picture. */
export type LiveView =
  | { kind: 'loading' }
  | { kind: 'playing' }
  /** The picture stopped and is coming back (the reason, when the server gave one). */
  | { kind: 'reconnecting'; reason: string | null }
  /** The server cannot read the camera: why, and when it tries again. */
  | { kind: 'unreachable'; reason: string; retryAt: number | null }
  /** A cap on ffmpeg refused the camera: the server's text, and when the player asks again. */
  | { kind: 'refused'; reason: string; retryAt: number }
  /** The socket keeps failing: the player tries again at `retryAt` and offers Retry meanwhile. */
  | { kind: 'failed'; retryAt: number | null };

export type LiveKind = LiveView['kind'];

/**
 * The camera's state from the server. A camera that played a moment ago and fails once is
 * "reconnecting"; one that never played here, or fails again, says why it gives no picture.
 */
export function viewForStatus(status: VideoStatus, hadFrames: boolean, failures: number, now: number): LiveView | null {
  if (status.state !== 'retrying') return null;
  if (hadFrames && failures <= 1) return { kind: 'reconnecting', reason: status.reason };
  return { kind: 'unreachable', reason: status.reason ?? 'The camera could not be read.', retryAt: status.retryInMs === null ? null : now + status.retryInMs };
}

/**
 * After a socket failure: the spec's reload 5 s later, three times in a row; then the player says
 * the camera is not sending video, offers Retry, and keeps trying every 30 s, then every minute.
 */
export function socketRetry(reloadsWithoutFrame: number): { delayMs: number; gaveUp: boolean } {
  if (reloadsWithoutFrame < streamAutoRecoveryMaxRetry) return { delayMs: streamPlayerReloadMs, gaveUp: false };
  return { delayMs: backoffMs(reloadsWithoutFrame - streamAutoRecoveryMaxRetry, 30_000, 60_000), gaveUp: true };
}

/** A refusal by a cap on ffmpeg is asked again after 5 s, 10 s… up to a minute. */
export function refusalRetryMs(refusals: number): number {
  return backoffMs(refusals, 5000, 60_000);
}

/** Whole seconds until `at`, never below 1 while it is ahead (the countdown under a reason). */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
