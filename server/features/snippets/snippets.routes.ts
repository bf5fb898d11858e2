import express, { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { codeItemSaveSchema, snippetSaveSchema } from '../../../shared/contracts/snippets.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser, requireAuth, type AuthDeps } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as snippets from './snippets.service.js';

const savePaths = ['/snippet/item', '/snippet/save/:snippetId'];
/** Highest page number read; beyond it every page is empty anyway. */
const maxPage = 1_000_000;

/**
 * The two save calls carry code items of up to 1 MB of text, which JSON escaping can grow past
 * the API's 2 MB body limit. Mounted before that parser: it signs the caller in first, so only a
 * signed-in user can make the server read a body this large.
 */
export function snippetBodies(auth: AuthDeps): Router {
  const router = Router();
  router.post(savePaths, requireAuth(auth), express.json({ limit: '7mb' }));
  return router;
}

/** An id from the path; a missing one ("undefined", "") finds nothing, like an unknown id. */
function pathId(req: Request, name: string, missing: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(missing);
  return id;
}

/** The list of an items call; "undefined" or "all" mean every list of the user (/snippet). */
function listParam(req: Request): string | null {
  const value = String(req.params.listingId ?? '');
  return value === 'all' ? null : normaliseId(value);
}

function pageParam(req: Request): number {
  const page = Number.parseInt(String(req.params.page ?? '1'), 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1;
}

export function snippetRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/snippet/item', (req, res) => {
    const body = parse(snippetSaveSchema, req.body);
    res.json({ error: false, message: snippets.saveSnippet(db, currentUser(req).id, body) });
  });

  router.post('/snippet/save/:snippetId', (req, res) => {
    const snippetId = pathId(req, 'snippetId', messages.snippetNotFound);
    const body = parse(codeItemSaveSchema, req.body);
    res.json({ error: false, message: snippets.saveCodeItem(db, currentUser(req).id, snippetId, body) });
  });

  router.get('/snippet/lists', (req, res) => {
    res.json({ error: false, message: snippets.snippetLists(db, currentUser(req).id) });
  });

  router.get('/snippet/list/:snippetId', (req, res) => {
    const snippetId = pathId(req, 'snippetId', messages.snippetNotFound);
    res.json({ error: false, message: snippets.snippetDetail(db, currentUser(req).id, snippetId) });
  });

  router.get('/snippet/:snippetId/delete/:codeId', (req, res) => {
    const snippetId = pathId(req, 'snippetId', messages.snippetNotFound);
    const codeId = pathId(req, 'codeId', messages.codeItemNotFound);
    snippets.deleteCodeItem(db, currentUser(req).id, snippetId, codeId);
    res.json({ error: false, message: messages.codeItemDeleted });
  });

  router.get('/snippet/:snippetId/delete', (req, res) => {
    snippets.deleteSnippet(db, currentUser(req).id, pathId(req, 'snippetId', messages.snippetNotFound));
    res.json({ error: false, message: messages.snippetDeleted });
  });

  router.get(
    ['/snippet/:listingId/items', '/snippet/:listingId/items/search/:term', '/snippet/:listingId/items/:page', '/snippet/:listingId/items/:page/search/:term'],
    (req, res) => {
      const term = typeof req.params.term === 'string' ? req.params.term : null;
      res.json({ error: false, message: snippets.snippetPage(db, currentUser(req).id, listParam(req), pageParam(req), term) });
    },
  );

  return router;
}
