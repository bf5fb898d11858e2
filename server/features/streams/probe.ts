import type { ReachPolicy } from '../../net/reach.js';
import type { StreamProbe } from '../../../shared/contracts/streams.js';
import { messages } from '../../../shared/messages.js';
import { cameraFailure } from './camera-failure.js';
import { cameraInput, type FfmpegProcesses } from './ffmpeg.js';
import { openCamera } from './rtsp-guard.js';

const codecNames: Record<string, string> = { h264: 'H.264', hevc: 'H.265', mjpeg: 'MJPEG', mpeg4: 'MPEG-4' };

/** Reads what the camera sends, as ffprobe would (ffmpeg with no output prints the streams), within the caller's reach. */
export async function probeCamera(ffmpeg: FfmpegProcesses, url: string, reach: ReachPolicy, timeoutMs = 5000): Promise<StreamProbe> {
  const camera = await openCamera(url, reach);
  if ('refused' in camera) return { ok: false, codec: null, text: camera.refused };
  const started = Date.now();
  const run = await ffmpeg.run(['-stimeout', String(timeoutMs * 1000), ...cameraInput(camera.url)], timeoutMs).finally(() => camera.close());
  // A camera that took the connection and said nothing ends at -stimeout with "Invalid data found".
  const silent = run.timedOut || Date.now() - started >= timeoutMs - 500;
  const video = /Stream #\d+:\d+.*?: Video: (\w+)[^\n]*?(\d{2,5})x(\d{2,5})[^\n]*?(?:([\d.]+) fps)?/.exec(run.stderr);
  if (video) {
    const [, codec = '', width, height, fps] = video;
    const fpsText = fps ? `, ${Number(fps)} fps` : /([\d.]+) tbr/.exec(run.stderr)?.[1] ? `, ${Number(/([\d.]+) tbr/.exec(run.stderr)?.[1])} fps` : '';
    return { ok: true, codec, text: `${codecNames[codec] ?? codec.toUpperCase()} ${width}x${height}${fpsText}` };
  }
  const failure = camera.failure();
  if (failure) return { ok: false, codec: null, text: failure };
  if (silent) return { ok: false, codec: null, text: messages.cameraSilent };
  return { ok: false, codec: null, text: cameraFailure(run.stderr) };
}
