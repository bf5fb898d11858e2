import { maxConcurrentPreviews, streamPreviewCacheMs, streamPreviewTimeoutMs } from '../../../shared/constants.js';
import { cameraInput, runFfmpeg } from './ffmpeg.js';

interface Cached {
  at: number;
  jpeg: Promise<Buffer | null>;
}

/** One JPEG frame per camera, cached for 30 s, with at most 2 grabs running for the server. */
export class Previews {
  private readonly cache = new Map<string, Cached>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  grab(listingId: string, url: string): Promise<Buffer | null> {
    const now = Date.now();
    const hit = this.cache.get(listingId);
    if (hit && now - hit.at < streamPreviewCacheMs) return hit.jpeg;
    const jpeg = this.limited(() => grabFrame(url));
    this.cache.set(listingId, { at: now, jpeg });
    // A failure is not kept: the card retries and should reach the camera again.
    void jpeg.then((image) => {
      if (!image && this.cache.get(listingId)?.jpeg === jpeg) this.cache.delete(listingId);
    });
    return jpeg;
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

async function grabFrame(url: string): Promise<Buffer | null> {
  const args = [...cameraInput(url), '-an', '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '5', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'];
  const run = await runFfmpeg(['-loglevel', 'error', '-stimeout', String(streamPreviewTimeoutMs * 1000), ...args], streamPreviewTimeoutMs, 4 * 1024 * 1024);
  const jpeg = run.stdout;
  return jpeg.length > 2 && jpeg[0] === 0xff && jpeg[1] === 0xd8 ? jpeg : null;
}
