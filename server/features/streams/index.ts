import type { Router } from 'express';
import { messages } from '../../../shared/messages.js';
import type { AppContext } from '../../context.js';
import type { ReachPolicy } from '../../net/reach.js';
import { CameraHealth } from './camera-health.js';
import { FfmpegProcesses } from './ffmpeg.js';
import { FfmpegLedger, processTools } from './ffmpeg-ledger.js';
import { Previews } from './previews.js';
import { ProbeBudget } from './probe-budget.js';
import { probeCamera } from './probe.js';
import { Relays } from './relays.js';
import { streamRoutes } from './streams.routes.js';
import { videoChannel } from './video-channel.js';
import { cameraUrl, sealCameraPasswords } from './camera-secrets.js';
import { findOwnListing } from '../listings/listings.repo.js';

/** A camera (the user's listing) as a health check sees it, within its owner's reach: null when the probe caps are full now (no result, not a failure). */
export type CameraCheck = (userId: string, listingId: string, reach: ReachPolicy) => Promise<{ ok: boolean; reason: string | null; latencyMs: number | null } | null>;

/** Stream Hub: the API routes, the live-video ws channel, and ffmpeg stopped on close. */
export function streamsFeature(ctx: AppContext): { routes: Router; checkCamera: CameraCheck } {
  const health = new CameraHealth(ctx.clock);
  // An ffmpeg a crash left running (a camera that stalled keeps one waiting) ends now.
  const ledger = new FfmpegLedger(ctx.config.dataDir);
  if (ledger.leftovers.length > 0) {
    void ledger
      .endLeftovers(processTools(ctx.config.machine.platform))
      .then((ended) => ended.length > 0 && ctx.log(`Ended ${ended.length} ffmpeg process(es) a previous run left behind (${ended.join(', ')})`))
      .catch((error: unknown) => ctx.log(`Could not end the ffmpeg processes a previous run left: ${String(error)}`));
  }
  const ffmpeg = new FfmpegProcesses(ledger, ctx.config.env);
  const relays = new Relays(ctx.log, ctx.config.streamLimits, health, ffmpeg);
  ctx.hub.register(videoChannel(ctx.db, ctx.secrets, relays, ctx.config));
  sealPasswordsInClear(ctx);
  ctx.onRestored(() => sealPasswordsInClear(ctx));
  // A revoked user stops watching at once, and a relay nobody else watches stops with them.
  ctx.hub.onSessionsEnded((ended) => relays.endSessions(ended));
  ctx.onClose(() => relays.stopAll());
  const probes = new ProbeBudget(ctx.config.streamLimits);
  // Health checks: a relay that shows frames answers for the camera; else a probe within the caps.
  const checkCamera: CameraCheck = async (userId, listingId, reach) => {
    const row = findOwnListing(ctx.db, userId, listingId);
    if (!row?.listingUrl || row.listingType !== 'stream') return { ok: false, reason: messages.streamNotFound, latencyMs: null };
    let url: string;
    try {
      url = cameraUrl(ctx.db, ctx.secrets, { id: row.id, listingUrl: row.listingUrl });
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error), latencyMs: null };
    }
    const relay = relays.view(url, reach);
    if (relay?.state === 'live') return { ok: true, reason: null, latencyMs: null };
    if (relay?.state === 'retrying') return { ok: false, reason: relay.reason, latencyMs: null };
    const taken = probes.take(userId);
    if (taken.refused !== undefined) return null;
    try {
      const started = Date.now();
      const found = await probeCamera(ffmpeg, url, reach);
      health.record(url, found.ok, found.ok ? null : found.text);
      return { ok: found.ok, reason: found.ok ? null : found.text, latencyMs: found.ok ? Date.now() - started : null };
    } finally {
      taken.release();
    }
  };
  return { routes: streamRoutes(ctx, { relays, previews: new Previews(health, ffmpeg), health, probes, ffmpeg }), checkCamera };
}

/** Camera passwords saved before they were sealed (or restored from an older backup) are sealed now. */
function sealPasswordsInClear(ctx: AppContext): void {
  try {
    const sealed = sealCameraPasswords(ctx.db, ctx.secrets);
    if (sealed > 0) ctx.log(`Sealed ${sealed} camera password(s) that were stored in clear.`);
  } catch (error) {
    ctx.log(`Camera passwords stored in clear stay so until the key can be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}
