import type { ReachPolicy } from '../../net/reach.js';
import { maxConcurrentPreviews, streamPreviewCacheMs, streamPreviewTimeoutMs } from '../../../shared/constants.js';
import { cameraFailure } from './camera-failure.js';
import type { CameraHealth } from './camera-health.js';
import { cameraInput, type FfmpegProcesses } from './ffmpeg.js';
import { openCamera } from './rtsp-guard.js';

/** One JPEG frame, or why the camera gave none (in plain words). */
export type Grab = { jpeg: Buffer; failure?: undefined } | { jpeg?: undefined; failure: string };

interface Cached {
  at: number;
  grab: Promise<Grab>;
}

/**
 * One JPEG frame per camera, cached for 30 s, with at most 2 grabs running for the server. What
 * each grab found goes into the camera's health.
 */
export class Previews {
  private readonly cache = new Map<string, Cached>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly health: CameraHealth,
    private readonly ffmpeg: FfmpegProcesses,
  ) {}

  /** A frame of the listing's camera, opened within its owner's `reach`. */
  grab(listingId: string, url: string, reach: ReachPolicy): Promise<Grab> {
    const now = Date.now();
    const hit = this.cache.get(listingId);
    if (hit && now - hit.at < streamPreviewCacheMs) return hit.grab;
    const grab = this.limited(() => grabFrame(this.ffmpeg, url, reach));
    this.cache.set(listingId, { at: now, grab });
    void grab.then((found) => {
      this.health.record(url, found.jpeg !== undefined, found.failure ?? null);
      // A failure is not kept: the card retries and should reach the camera again.
      if (!found.jpeg && this.cache.get(listingId)?.grab === grab) this.cache.delete(listingId);
    });
    return grab;
  }

  forget(listingId: string): void {
    this.cache.delete(listingId);
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= maxConcurrentPreviews) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.queue.shift()?.();
    }
  }
}

async function grabFrame(ffmpeg: FfmpegProcesses, url: string, reach: ReachPolicy): Promise<Grab> {
  const camera = await openCamera(url, reach);
  if ('refused' in camera) return { failure: camera.refused };
  const args = [...cameraInput(camera.url), '-an', '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '5', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'];
  const run = await ffmpeg.run(['-loglevel', 'error', '-stimeout', String(streamPreviewTimeoutMs * 1000), ...args], streamPreviewTimeoutMs, 4 * 1024 * 1024).finally(() => camera.close());
  const jpeg = run.stdout;
  if (jpeg.length > 2 && jpeg[0] === 0xff && jpeg[1] === 0xd8) return { jpeg };
  return { failure: camera.failure() ?? cameraFailure(run.stderr, run.timedOut) };
}
