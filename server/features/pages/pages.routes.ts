import express, { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { pageActions, pageSaveSchema } from '../../../shared/contracts/pages.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser, requireAuth, type AuthDeps } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as pages from './pages.service.js';

/**
 * A page holds up to 1 MB of HTML, which JSON escaping can grow past the API's 2 MB body limit.
 * Mounted before that parser, after signing the caller in, like the snippet bodies.
 */
export function pageBodies(auth: AuthDeps): Router {
  const router = Router();
  router.post('/page/save', requireAuth(auth), express.json({ limit: '7mb' }));
  return router;
}

function pageId(req: Request): string {
  const value = req.params.pageId;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.pageNotFound);
  return id;
}

export function pageRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get('/page/list', (req, res) => {
    res.json({ error: false, message: pages.listPages(db, currentUser(req).id) });
  });

  router.post('/page/save', async (req, res) => {
    const body = parse(pageSaveSchema, req.body);
    res.json({ error: false, message: await pages.savePage(db, currentUser(req).id, body) });
  });

  router.get('/page/delete/:pageId', (req, res) => {
    pages.deletePage(db, currentUser(req).id, pageId(req));
    res.json({ error: false, message: messages.pageDeleted });
  });

  router.get('/page/action/:pageId/:action', (req, res) => {
    const id = pageId(req);
    const action = pageActions.find((a) => a === req.params.action);
    if (!action) throw badRequest(messages.pageActionInvalid);
    pages.setPublished(db, currentUser(req).id, id, action);
    res.json({ error: false, message: action === 'publish' ? messages.pagePublished : messages.pageUnpublished });
  });

  router.get('/page/info/:pageId', async (req, res) => {
    res.json({ error: false, message: await pages.ownPage(db, currentUser(req).id, pageId(req)) });
  });

  router.get('/page/info/:pageId/active', async (req, res) => {
    res.json({ error: false, message: await pages.readablePage(db, currentUser(req).id, pageId(req)) });
  });

  return router;
}
