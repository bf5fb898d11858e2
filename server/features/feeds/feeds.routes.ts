import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { feedAddSchema, feedItemsDefaultLimit, feedMessages, feedReadSchema } from '../../../shared/contracts/feeds.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { currentUser } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as feeds from './feeds.service.js';

function pathId(req: Request, name: string, missing: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(missing);
  return id;
}

function limitParam(value: unknown): number {
  if (value === undefined) return feedItemsDefaultLimit;
  const text = typeof value === 'string' ? value : '';
  const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= 1 && n <= 500)) throw badRequest(feedMessages.limit);
  return n;
}

/** Feeds a user follows (issue 44 item 6): Hearth's own routes, answered in the usual envelope. */
export function feedRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/feeds', (req, res) => {
    res.json({ error: false, message: feeds.listFeeds(ctx, currentUser(req).id) });
  });

  router.post('/feeds', async (req, res) => {
    const body = parse(feedAddSchema, req.body);
    res.json({ error: false, message: await feeds.addFeed(ctx, currentUser(req), body) });
  });

  router.get('/feeds/items', async (req, res) => {
    const limit = limitParam(req.query.limit);
    res.json({ error: false, message: await feeds.feedItems(ctx, currentUser(req), limit) });
  });

  router.post('/feeds/items/:itemId/read', (req, res) => {
    const id = pathId(req, 'itemId', feedMessages.itemNotFound);
    const { read = true } = parse(feedReadSchema, req.body);
    res.json({ error: false, message: feeds.markRead(ctx, currentUser(req).id, id, read) });
  });

  router.delete('/feeds/:feedId', (req, res) => {
    feeds.removeFeed(ctx, currentUser(req).id, pathId(req, 'feedId', feedMessages.feedNotFound));
    res.json({ error: false, message: 'The feed was removed.' });
  });

  return router;
}
