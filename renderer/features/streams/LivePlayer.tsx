import { useEffect, useRef, useState, type Ref } from 'react';
import { streamPlayerReloadMs } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { Spinner } from '../../components/Spinner.js';
import { liveSync, pickMode, playerState, remuxFirstFrameMs, shouldRecover, stallReloadMs, supportsRemux, type PlayerState } from './playerMode.js';
import { videoSocketUrl, type PlayerMode } from './streamApi.js';
import { LiveSocketSource } from './jsmpegSource.js';
import { useTabVisible } from './useTabVisible.js';

interface LivePlayerProps {
  listingId: string;
  label: string;
  muted: boolean;
  /** Told when the player starts or stops showing frames (the card shows the mute button then). */
  onPlaying?: (playing: boolean) => void;
  /** The element that goes fullscreen; the player fills it. */
  frameRef?: Ref<HTMLDivElement>;
  onClick?: () => void;
}

/** A running player: tears itself down on `stop`, reports frames and fatal errors. */
interface Running {
  stop(): void;
  setMuted(muted: boolean): void;
}

interface Hooks {
  onFrame: () => void;
  /** The socket or decoder failed: reload after the spec's 5 s. */
  onError: () => void;
  /** The remux path cannot play this camera (e.g. H.265): switch to jsmpeg. */
  onUnsupported: () => void;
}

async function startRemux(video: HTMLVideoElement, url: string, muted: boolean, hooks: Hooks): Promise<Running> {
  const { default: mpegts } = await import('mpegts.js');
  const player = mpegts.createPlayer(
    { type: 'mpegts', isLive: true, url },
    // Live sync is the player's own (sync count 4, below), not mpegts.js's latency chasing.
    { isLive: true, enableWorker: false, enableStashBuffer: false, liveBufferLatencyChasing: false, autoCleanupSourceBuffer: true },
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
  // A live stream never completes: a socket that closes (the server gone, a dead link) is a failure.
  player.on(mpegts.Events.LOADING_COMPLETE, hooks.onError);
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

async function startJsmpeg(canvas: HTMLCanvasElement, url: string, hooks: Hooks): Promise<Running> {
  const { default: JSMpeg } = await import('@cycjimmy/jsmpeg-player');
  const player = new JSMpeg.Player(url, {
    canvas,
    source: LiveSocketSource,
    audio: false,
    autoplay: true,
    pauseWhenHidden: false,
    // jsmpeg's WebAssembly decoder needs 'wasm-unsafe-eval' in the page's CSP; its JavaScript one does not.
    disableWebAssembly: true,
    // Keeps the last frame readable (screenshots, the e2e pixel check) after it is drawn.
    preserveDrawingBuffer: true,
    videoBufferSize: 1024 * 1024,
    onVideoDecode: hooks.onFrame,
    onSocketClose: hooks.onError,
  });
  return { stop: () => player.destroy(), setMuted: () => undefined };
}

/**
 * Live video of one camera over the ws channel. Remux (H.264 copied, played through MSE with
 * mpegts.js) where the browser can, else jsmpeg's MPEG-1 canvas. Set up only while the tab is
 * visible; a loading overlay until the first frame; "reconnecting" when frames stop; a reload
 * 5 s after an error, at most 3 in a row without a picture, then Retry; a jump to the live edge
 * when the picture falls behind.
 */
export function LivePlayer({ listingId, label, muted, onPlaying, frameRef, onClick }: LivePlayerProps) {
  const visible = useTabVisible();
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const running = useRef<Running | null>(null);
  const [remuxFailed, setRemuxFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Reloads in a row that brought no picture (auto recovery gives up after the spec's 3). */
  const reloads = useRef(0);
  const [state, setState] = useState<PlayerState>('loading');
  const mode: PlayerMode = pickMode(supportsRemux(window.MediaSource), remuxFailed);
  const mutedRef = useRef(muted);
  const onPlayingRef = useRef(onPlaying);
  useEffect(() => {
    onPlayingRef.current = onPlaying;
  });

  useEffect(() => {
    mutedRef.current = muted;
    running.current?.setMuted(muted);
  }, [muted]);

  useEffect(() => {
    if (!visible) return;
    let firstFrameAt: number | null = null;
    let lastFrameAt: number | null = null;
    let done = false;
    let reloadTimer: number | undefined;
    let gaveUp = false;
    let lagging = 0;
    const show = (next: PlayerState) => {
      setState(next);
      onPlayingRef.current?.(next === 'playing');
    };
    const reload = (delay: number) => {
      if (done || gaveUp || reloadTimer !== undefined) return;
      if (!shouldRecover(reloads.current)) {
        gaveUp = true;
        window.clearInterval(watch);
        running.current?.stop();
        running.current = null;
        show('failed');
        return;
      }
      reloads.current += 1;
      show(firstFrameAt === null ? 'loading' : 'reconnecting');
      reloadTimer = window.setTimeout(() => setAttempt((n) => n + 1), delay);
    };
    const hooks: Hooks = {
      onFrame: () => {
        const now = performance.now();
        firstFrameAt ??= now;
        lastFrameAt = now;
        reloads.current = 0;
      },
      onError: () => reload(streamPlayerReloadMs),
      onUnsupported: () => {
        if (!done) setRemuxFailed(true);
      },
    };
    const started = performance.now();
    const watch = window.setInterval(() => {
      const now = performance.now();
      const next = playerState(firstFrameAt, lastFrameAt, now);
      if (reloadTimer === undefined) show(next);
      const video = videoRef.current;
      if (mode === 'remux' && video && video.buffered.length > 0) {
        const step = liveSync(lagging, video.currentTime, video.buffered.end(video.buffered.length - 1));
        lagging = step.lagging;
        if (step.jumpTo !== null) video.currentTime = step.jumpTo;
      }
      if (mode === 'remux' && firstFrameAt === null && now - started > remuxFirstFrameMs) hooks.onUnsupported();
      else if (lastFrameAt !== null && now - lastFrameAt > stallReloadMs) reload(0);
    }, 250);
    show('loading');
    const url = videoSocketUrl(listingId, mode);
    const starting =
      mode === 'remux' && videoRef.current
        ? startRemux(videoRef.current, url, mutedRef.current, hooks)
        : canvasRef.current
          ? startJsmpeg(canvasRef.current, url, hooks)
          : null;
    void starting?.then(
      (player) => {
        if (done) player.stop();
        else running.current = player;
      },
      () => reload(streamPlayerReloadMs),
    );
    return () => {
      done = true;
      window.clearInterval(watch);
      window.clearTimeout(reloadTimer);
      running.current?.stop();
      running.current = null;
      onPlayingRef.current?.(false);
    };
  }, [listingId, mode, attempt, visible]);

  return (
    <div className={`live-player live-${mode}`} ref={frameRef} onClick={onClick} data-state={state} data-mode={mode}>
      {mode === 'remux' ? (
        <video ref={videoRef} className="live-media" muted={muted} playsInline aria-label={`Live video: ${label}`} />
      ) : (
        <canvas ref={canvasRef} className="live-media" role="img" aria-label={`Live video: ${label}`} />
      )}
      {state === 'failed' ? (
        <div className="live-overlay">
          <span>{messages.streamUnavailable}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={(event) => {
              event.stopPropagation();
              reloads.current = 0;
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </button>
        </div>
      ) : state !== 'playing' ? (
        <div className="live-overlay">
          <Spinner size={28} label={state === 'reconnecting' ? messages.streamReconnecting : 'Loading live video'} />
          <span aria-hidden="true">{state === 'reconnecting' ? messages.streamReconnecting : 'Connecting…'}</span>
        </div>
      ) : null}
    </div>
  );
}

