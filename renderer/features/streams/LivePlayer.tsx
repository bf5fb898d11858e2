import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { socketCloseCodes } from '../../../shared/constants.js';
import type { VideoStatus } from '../../../shared/contracts/stream-status.js';
import { checkSession, signedOut } from '../../api/client.js';
import { whenOnline } from '../../api/connectivity.js';
import { LiveOverlay } from './LiveOverlay.js';
import { refusalRetryMs, socketRetry, viewForStatus, type LiveKind, type LiveView } from './liveView.js';
import { liveSync, pickMode, playerState, remuxFirstFrameMs, stallReloadMs, supportsRemux } from './playerMode.js';
import { startJsmpeg, startRemux, type PlayerHooks, type Running } from './players.js';
import { videoSocketUrl, type PlayerMode } from './streamApi.js';
import { useTabVisible } from './useTabVisible.js';
import type { VideoSocket } from './videoSocket.js';

interface LivePlayerProps {
  listingId: string;
  label: string;
  muted: boolean;
  /** Told what the player shows (the card's badge and mute button follow it). */
  onView?: (kind: LiveKind) => void;
  /** The element that goes fullscreen; the player fills it. */
  frameRef?: Ref<HTMLDivElement>;
  onClick?: () => void;
}

/**
 * Live video of one camera over the ws channel. Remux (H.264 copied, played through MSE with
 * mpegts.js) where the browser can, else jsmpeg's MPEG-1 canvas. Set up only while the tab is
 * visible; "Connecting…" until the first frame; the server's reason when it cannot read the
 * camera ("Camera not reachable: connection refused") with its next attempt and Retry;
 * "Reconnecting…" when frames stop; a socket that fails is opened again 5 s later three times,
 * then Retry shows and it keeps trying with back-off (a wall tablet never needs a hand). While
 * the API cannot be reached it waits for it; a session that ended goes to /login.
 */
export function LivePlayer({ listingId, label, muted, onView, frameRef, onClick }: LivePlayerProps) {
  const { t } = useTranslation();
  const visible = useTabVisible();
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const running = useRef<Running | null>(null);
  const socket = useRef<VideoSocket | null>(null);
  const [remuxFailed, setRemuxFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Socket failures in a row without a picture, and refusals by a cap in a row. */
  const reloads = useRef(0);
  const refusals = useRef(0);
  /** This player showed a picture before: a fresh attempt is reconnecting, not connecting. */
  const played = useRef(false);
  const [view, setView] = useState<LiveView>({ kind: 'loading' });
  const mode: PlayerMode = pickMode(supportsRemux(window.MediaSource), remuxFailed);
  const mutedRef = useRef(muted);
  const onViewRef = useRef(onView);
  useEffect(() => {
    onViewRef.current = onView;
  });

  useEffect(() => {
    mutedRef.current = muted;
    running.current?.setMuted(muted);
  }, [muted]);

  useEffect(() => {
    if (!visible) return;
    let firstFrameAt: number | null = null;
    let lastFrameAt: number | null = null;
    /** When the server last said the camera is live (frames should follow). */
    let liveAt: number | null = null;
    /** The server is between attempts on the camera: what shows is its reason, not a stall. */
    let cameraFailing = false;
    let cameraFailures = 0;
    /** What the overlay last said about a failing camera (kept while the server tries again). */
    let lastFailure: Extract<LiveView, { kind: 'unreachable' }> | null = null;
    let done = false;
    let reloadTimer: number | undefined;
    let lagging = 0;
    let shown: LiveKind | null = null;
    const waiting = (): LiveView => (firstFrameAt !== null || played.current ? { kind: 'reconnecting', reason: null } : { kind: 'loading' });
    const show = (next: LiveView) => {
      setView(next);
      if (next.kind !== shown) onViewRef.current?.(next.kind);
      shown = next.kind;
    };
    const stopPlayer = () => {
      running.current?.stop();
      running.current = null;
      socket.current = null;
    };
    /** Opens a fresh socket after `delay` (and once the API answers again). */
    const reload = (delay: number, meanwhile: LiveView) => {
      if (done || reloadTimer !== undefined) return;
      show(meanwhile);
      reloadTimer = window.setTimeout(() => {
        void whenOnline().then(() => {
          if (!done) setAttempt((n) => n + 1);
        });
      }, delay);
    };
    const socketFailed = (opened: boolean) => {
      // A socket that could not open may have been refused for a revoked sign-in: ask over HTTP,
      // whose 401 goes to /login (the socket itself cannot read the upgrade's status).
      if (!opened) void checkSession();
      const { delayMs, gaveUp } = socketRetry(reloads.current);
      reloads.current += 1;
      if (gaveUp) stopPlayer();
      reload(delayMs, gaveUp ? { kind: 'failed', retryAt: Date.now() + delayMs } : waiting());
    };
    const hooks: PlayerHooks = {
      onFrame: () => {
        const now = performance.now();
        firstFrameAt ??= now;
        lastFrameAt = now;
        played.current = true;
        reloads.current = 0;
        refusals.current = 0;
        cameraFailures = 0;
      },
      onStatus: (status: VideoStatus) => {
        if (done) return;
        // The relay restarted ffmpeg: its stream starts again from zero, which a player that was
        // playing the last one cannot follow. A fresh socket starts at the new stream's key frame.
        if (status.state === 'live' && cameraFailing && firstFrameAt !== null) return reload(0, { kind: 'reconnecting', reason: null });
        cameraFailing = status.state !== 'live' && (cameraFailing || status.state === 'retrying');
        if (status.state === 'live') liveAt = performance.now();
        if (status.state === 'retrying') cameraFailures += 1;
        if (reloadTimer !== undefined) return;
        const next = viewForStatus(status, firstFrameAt !== null, cameraFailures, Date.now());
        if (next) {
          if (next.kind === 'unreachable') lastFailure = next;
          show(next);
        } else if (status.state === 'connecting' && cameraFailing && lastFailure) show({ ...lastFailure, retryAt: null });
      },
      onClose: ({ code, reason, opened }) => {
        if (done) return;
        if (code === socketCloseCodes.sessionEnded) {
          done = true;
          signedOut();
          return;
        }
        if (code === socketCloseCodes.limit) {
          const delay = refusalRetryMs(refusals.current);
          refusals.current += 1;
          stopPlayer();
          reload(delay, { kind: 'refused', reason, retryAt: Date.now() + delay });
          return;
        }
        socketFailed(opened);
      },
      onError: () => socketFailed(true),
      onUnsupported: () => {
        if (!done) setRemuxFailed(true);
      },
      onSocket: (opened) => (socket.current = opened),
    };
    const started = performance.now();
    const watch = window.setInterval(() => {
      const now = performance.now();
      const next = playerState(firstFrameAt, lastFrameAt, now);
      // While the server says the camera is failing, frames still decoding are the last ones it
      // sent: the picture is back only after it says "live" again.
      if (reloadTimer === undefined && !cameraFailing) show(next === 'playing' ? { kind: 'playing' } : waiting());
      const video = videoRef.current;
      if (mode === 'remux' && video && video.buffered.length > 0) {
        const step = liveSync(lagging, video.currentTime, video.buffered.end(video.buffered.length - 1));
        lagging = step.lagging;
        if (step.jumpTo !== null) video.currentTime = step.jumpTo;
      }
      // The remux path must show a frame soon after video flows, or this camera's codec is not for MSE.
      if (mode === 'remux' && firstFrameAt === null && liveAt !== null && now - Math.max(liveAt, started) > remuxFirstFrameMs) hooks.onUnsupported();
      // Frames stopped while the server says the camera is live (or said it again after a restart):
      // a fresh socket starts at a key frame of the new stream.
      else if (lastFrameAt !== null && !cameraFailing && now - Math.max(lastFrameAt, liveAt ?? 0) > stallReloadMs) reload(0, { kind: 'reconnecting', reason: null });
    }, 250);
    show(waiting());
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
      () => socketFailed(true),
    );
    return () => {
      done = true;
      window.clearInterval(watch);
      window.clearTimeout(reloadTimer);
      stopPlayer();
      onViewRef.current?.('loading');
    };
  }, [listingId, mode, attempt, visible]);

  const retry = () => {
    reloads.current = 0;
    refusals.current = 0;
    // A camera the server is waiting to try again: it tries now, on the socket that is open.
    if (view.kind === 'unreachable' && socket.current) {
      socket.current.retry();
      setView({ kind: 'unreachable', reason: view.reason, retryAt: null });
    } else setAttempt((n) => n + 1);
  };

  return (
    <div className={`live-player live-${mode}`} ref={frameRef} onClick={onClick} data-state={view.kind} data-mode={mode}>
      {mode === 'remux' ? (
        <video ref={videoRef} className="live-media" muted={muted} playsInline aria-label={t('streams.player.liveVideo', { name: label })} />
      ) : (
        <canvas ref={canvasRef} className="live-media" role="img" aria-label={t('streams.player.liveVideo', { name: label })} />
      )}
      <LiveOverlay view={view} onRetry={retry} />
    </div>
  );
}
