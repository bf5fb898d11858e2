import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { dockerRoutes } from './docker.routes.js';
import { Engines } from './engines.js';
import { dockerChannel } from './docker-channel.js';

/** Docker hosts and containers (issue 42): the API and the containers socket (live stats, logs). */
export function dockerFeature(ctx: AppContext): { routes: Router; engines: Engines } {
  const engines = new Engines(ctx);
  const channel = dockerChannel(ctx, engines);
  ctx.hub.register(channel.channel);
  ctx.onClose(() => {
    channel.stop();
    engines.clear();
  });
  ctx.onRestored(() => engines.clear());
  return { routes: dockerRoutes(ctx, engines), engines };
}
