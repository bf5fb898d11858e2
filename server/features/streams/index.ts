import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { CameraHealth } from './camera-health.js';
import { Previews } from './previews.js';
import { ProbeBudget } from './probe-budget.js';
import { Relays } from './relays.js';
import { streamRoutes } from './streams.routes.js';
import { videoChannel } from './video-channel.js';

/** Stream Hub: the API routes, the live-video ws channel, and ffmpeg stopped on close. */
export function streamsFeature(ctx: AppContext): Router {
  const health = new CameraHealth(ctx.clock);
  const relays = new Relays(ctx.log, ctx.config.streamLimits, health);
  ctx.hub.register(videoChannel(ctx.db, relays, ctx.config));
  // A revoked user stops watching at once, and a relay nobody else watches stops with them.
  ctx.hub.onSessionsEnded((ended) => relays.endSessions(ended));
  ctx.onClose(() => relays.stopAll());
  return streamRoutes(ctx, { relays, previews: new Previews(health), health, probes: new ProbeBudget(ctx.config.streamLimits) });
}
