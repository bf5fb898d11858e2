import type { VideoSocketHooks, VideoSocket } from './videoSocket.js';
import { LiveSocketSource } from './jsmpegSource.js';
import { socketLoader } from './socketLoader.js';

/** A running player: tears itself down on `stop`. */
export interface Running {
  stop(): void;
  setMuted(muted: boolean): void;
}

export interface PlayerHooks extends Pick<VideoSocketHooks, 'onStatus' | 'onClose'> {
  onFrame: () => void;
  /** The decoder failed: reload. */
  onError: () => void;
  /** The remux path cannot play this camera (e.g. H.265): switch to jsmpeg. */
  onUnsupported: () => void;
  /** The socket the player opened, for Retry. */
  onSocket: (socket: VideoSocket) => void;
}

/** H.264 copied into MPEG-TS, played through Media Source Extensions by mpegts.js. */
export async function startRemux(video: HTMLVideoElement, url: string, muted: boolean, hooks: PlayerHooks): Promise<Running> {
  const { default: mpegts } = await import('mpegts.js');
  const player = mpegts.createPlayer(
    { type: 'mpegts', isLive: true, url },
    // Live sync is the player's own (sync count 4), not mpegts.js's latency chasing. No worker:
    // the loader below is a class of this page, which a worker could not take.
    {
      isLive: true,
      enableWorker: false,
      enableStashBuffer: false,
      liveBufferLatencyChasing: false,
      autoCleanupSourceBuffer: true,
      customLoader: socketLoader({ onStatus: hooks.onStatus, onClose: hooks.onClose, onSocket: hooks.onSocket }),
    },
  );
  let decoded = 0;
  const onTime = () => {
    // A new picture is one more decoded frame. The clock alone is not enough: an empty stream's
    // end fires timeupdate, and after ffmpeg restarts (timestamps from zero again) the clock runs
    // on over nothing; both must read as a stall, so the player says "reconnecting" and reloads.
    const frames = video.getVideoPlaybackQuality().totalVideoFrames;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && frames > decoded) {
      decoded = frames;
      hooks.onFrame();
    }
  };
  video.addEventListener('timeupdate', onTime);
  player.on(mpegts.Events.ERROR, (type: string) => (type === mpegts.ErrorTypes.MEDIA_ERROR ? hooks.onUnsupported() : hooks.onError()));
  player.attachMediaElement(video);
  video.muted = muted;
  player.load();
  void Promise.resolve(player.play()).catch(() => undefined);
  return {
    stop: () => {
      video.removeEventListener('timeupdate', onTime);
      player.destroy();
    },
    setMuted: (value) => (video.muted = value),
  };
}

/** MPEG-1 drawn on a canvas by jsmpeg: plays anywhere, the server transcodes. */
export async function startJsmpeg(canvas: HTMLCanvasElement, url: string, hooks: PlayerHooks): Promise<Running> {
  const { default: JSMpeg } = await import('@cycjimmy/jsmpeg-player');
  const player = new JSMpeg.Player(url, {
    canvas,
    source: LiveSocketSource,
    hearth: { onStatus: hooks.onStatus, onClose: hooks.onClose, onSocket: hooks.onSocket },
    audio: false,
    autoplay: true,
    pauseWhenHidden: false,
    // jsmpeg's WebAssembly decoder needs 'wasm-unsafe-eval' in the page's CSP; its JavaScript one does not.
    disableWebAssembly: true,
    // Keeps the last frame readable (screenshots, the e2e pixel check) after it is drawn.
    preserveDrawingBuffer: true,
    videoBufferSize: 1024 * 1024,
    onVideoDecode: hooks.onFrame,
  });
  return { stop: () => player.destroy(), setMuted: () => undefined };
}
