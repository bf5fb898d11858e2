import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { folderSaveSchema, linkSaveSchema, reorderSchema, todoListSaveSchema, type ListingDetail, type ListingType } from '../../../shared/contracts/listings.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { toListing } from './listing-view.js';
import * as listings from './listings.service.js';
import { saveFolder, saveLink, saveTodoList } from './listings.save.js';

function idParam(req: Request, name: string): string | null {
  const value = req.params[name];
  return normaliseId(typeof value === 'string' ? value : undefined);
}

function requiredId(req: Request, name: string): string {
  const id = idParam(req, name);
  if (!id) throw badRequest(messages.listingNotFound);
  return id;
}

const detailTypes: Record<string, ListingType> = { folder: 'category', link: 'link', todo: 'todo' };

export function listingRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(['/listing/folder/list', '/listing/folder/:id/list'], (req, res) => {
    res.json({ error: false, message: listings.folderList(db, currentUser(req).id, idParam(req, 'id')) });
  });

  router.get(['/listing/folder/list/manage/:type', '/listing/folder/:id/list/manage/:type'], (req, res) => {
    const streams = req.params.type === 'streaming';
    res.json({ error: false, message: listings.manageList(db, currentUser(req).id, idParam(req, 'id'), streams) });
  });

  router.post(['/listing/folder/reorder', '/listing/folder/:id/reorder'], (req, res) => {
    const { items } = parse(reorderSchema, req.body);
    listings.reorder(db, currentUser(req).id, idParam(req, 'id'), items);
    res.json({ error: false, message: messages.reordered });
  });

  router.get('/listing/move/:id/to/:target', (req, res) => {
    const listing = listings.move(db, currentUser(req).id, requiredId(req, 'id'), idParam(req, 'target'));
    res.json({ error: false, message: 'Listing moved successfully', listing });
  });

  router.get('/listing/delete/:id', (req, res) => {
    listings.remove(db, currentUser(req).id, requiredId(req, 'id'));
    res.json({ error: false, message: 'Listing deleted' });
  });

  router.get('/listing/:kind/:id', (req, res, next) => {
    const type = detailTypes[String(req.params.kind)];
    if (!type) return next();
    const row = listings.ownListingOfType(db, currentUser(req).id, requiredId(req, 'id'), type);
    const detail: ListingDetail = { listing: toListing(row), integrations: [], pages: [] };
    res.json({ error: false, message: detail });
  });

  router.post('/listing/save/folder', (req, res) => {
    const saved = saveFolder(db, currentUser(req).id, parse(folderSaveSchema, req.body));
    res.json({ error: false, message: saved.created ? 'Folder saved' : 'Folder updated', data: saved.listing });
  });

  router.post('/listing/save/link', (req, res) => {
    const saved = saveLink(db, currentUser(req).id, parse(linkSaveSchema, req.body));
    res.json({ error: false, message: saved.created ? 'Link saved' : 'Link updated', data: saved.listing });
  });

  router.post('/listing/save/todo', (req, res) => {
    const saved = saveTodoList(db, currentUser(req).id, parse(todoListSaveSchema, req.body));
    res.json({ error: false, message: saved.created ? 'Todo saved' : 'Todo updated', data: saved.listing });
  });

  return router;
}
