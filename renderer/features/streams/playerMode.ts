import { streamLiveSyncCount } from '../../../shared/constants.js';
import type { PlayerMode } from './streamApi.js';

/** How long a player may go without a new frame before it says "reconnecting". */
export const stallMs = 2000;
/** A stall this long tears the player down and opens a fresh socket (it starts at a key frame). */
export const stallReloadMs = 6000;
/** The remux path must show a first frame within this, or the camera's codec is not for MSE. */
export const remuxFirstFrameMs = 8000;

/** H.264 in MPEG-TS through Media Source Extensions, when this browser has both. */
export function supportsRemux(mediaSource: { isTypeSupported(type: string): boolean } | undefined): boolean {
  return mediaSource !== undefined && mediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"');
}

/**
 * The output a player asks for: remux (video copied, no transcode) when the browser plays H.264
 * through MSE and the camera has not shown that it sends something else (an H.265 camera fails
 * the remux path once); otherwise the MPEG-1 transcode that jsmpeg decodes anywhere.
 */
export function pickMode(remuxSupported: boolean, remuxFailed: boolean): PlayerMode {
  return remuxSupported && !remuxFailed ? 'remux' : 'jsmpeg';
}

/** What the picture alone says (the server's state and socket failures say the rest). */
export type PlayerState = 'loading' | 'playing' | 'reconnecting';

/** What a running player shows, from when it started, its last frame and the time now. */
export function playerState(firstFrameAt: number | null, lastFrameAt: number | null, now: number): PlayerState {
  if (firstFrameAt === null || lastFrameAt === null) return 'loading';
  return now - lastFrameAt > stallMs ? 'reconnecting' : 'playing';
}

/** More buffered than this behind the live edge counts as lagging (seconds). */
export const liveLagLimit = 1.5;
/** Where a jump to the live edge lands, behind the newest buffered picture (seconds). */
export const liveEdgeMargin = 0.3;

/**
 * Live sync: one check of how far the picture is behind what has arrived. Answers the new count
 * of lagging checks in a row and, once it reaches the spec's sync count, the time to jump to.
 */
export function liveSync(lagging: number, currentTime: number, bufferedEnd: number | null): { lagging: number; jumpTo: number | null } {
  if (bufferedEnd === null || bufferedEnd - currentTime <= liveLagLimit) return { lagging: 0, jumpTo: null };
  const next = lagging + 1;
  return next >= streamLiveSyncCount ? { lagging: 0, jumpTo: bufferedEnd - liveEdgeMargin } : { lagging: next, jumpTo: null };
}
