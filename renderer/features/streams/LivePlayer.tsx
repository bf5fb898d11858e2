import { useEffect, useRef, useState, type Ref } from 'react';
import { streamPlayerReloadMs } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { Spinner } from '../../components/Spinner.js';
import { pickMode, playerState, remuxFirstFrameMs, stallReloadMs, supportsRemux, type PlayerState } from './playerMode.js';
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
    { isLive: true, enableWorker: false, enableStashBuffer: false, liveBufferLatencyChasing: true, autoCleanupSourceBuffer: true },
  );
  let last = -1;
  const onTime = () => {
    if (video.currentTime !== last) {
      last = video.currentTime;
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
 * 5 s after an error.
 */
export function LivePlayer({ listingId, label, muted, onPlaying, frameRef, onClick }: LivePlayerProps) {
  const visible = useTabVisible();
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const running = useRef<Running | null>(null);
  const [remuxFailed, setRemuxFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
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
    const show = (next: PlayerState) => {
      setState(next);
      onPlayingRef.current?.(next === 'playing');
    };
    const reload = (delay: number) => {
      if (done || reloadTimer !== undefined) return;
      show(firstFrameAt === null ? 'loading' : 'reconnecting');
      reloadTimer = window.setTimeout(() => setAttempt((n) => n + 1), delay);
    };
    const hooks: Hooks = {
      onFrame: () => {
        const now = performance.now();
        firstFrameAt ??= now;
        lastFrameAt = now;
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
      {state !== 'playing' ? (
        <div className="live-overlay">
          <Spinner size={28} label={state === 'reconnecting' ? messages.streamReconnecting : 'Loading live video'} />
          <span aria-hidden="true">{state === 'reconnecting' ? messages.streamReconnecting : 'Connecting…'}</span>
        </div>
      ) : null}
    </div>
  );
}

