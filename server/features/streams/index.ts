import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { Previews } from './previews.js';
import { Relays } from './relays.js';
import { streamRoutes } from './streams.routes.js';
import { videoChannel } from './video-channel.js';

/** Stream Hub: the API routes, the live-video ws channel, and ffmpeg stopped on close. */
export function streamsFeature(ctx: AppContext): Router {
  const relays = new Relays(ctx.log);
  ctx.hub.register(videoChannel(ctx.db, relays));
  ctx.onClose(() => relays.stopAll());
  return streamRoutes(ctx, relays, new Previews());
}
