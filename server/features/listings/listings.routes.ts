import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import {
  folderSaveSchema,
  kindToType,
  linkSaveSchema,
  listingKinds,
  reorderSchema,
  snippetListSaveSchema,
  todoListSaveSchema,
  type ListingDetail,
  type ListingKind,
} from '../../../shared/contracts/listings.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { compressibleBody, sendBody } from '../../http/compressed-body.js';
import { toListing } from './listing-view.js';
import * as listings from './listings.service.js';
import { listPages } from '../pages/pages.service.js';
import { saveFolder, saveLink, saveSnippetList, saveTodoList } from './listings.save.js';
import { findOwnListing } from './listings.repo.js';
import { linkIntegration, linkTargets, publicConfig } from '../integrations/link-config.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { integrationsOf } from '../integrations/integrations.service.js';

function idParam(req: Request, name: string): string | null {
  const value = req.params[name];
  return normaliseId(typeof value === 'string' ? value : undefined);
}

function requiredId(req: Request, name: string): string {
  const id = idParam(req, name);
  if (!id) throw badRequest(messages.listingNotFound);
  return id;
}

const isKind = (value: string): value is ListingKind => (listingKinds as readonly string[]).includes(value);

export function listingRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db, listingCache } = ctx;

  /** Runs a listing write, then forgets the user's cached listing reads. */
  function write<T>(req: Request, change: (userId: string) => T): T {
    const userId = currentUser(req).id;
    try {
      return change(userId);
    } finally {
      listingCache.invalidate(userId);
    }
  }

  router.get(['/listing/folder/list', '/listing/folder/:id/list'], (req, res) => {
    const userId = currentUser(req).id;
    const folderId = idParam(req, 'id');
    const body = listingCache.get(
      userId,
      `folder:${folderId ?? ''}`,
      () => compressibleBody(`{"error":false,"message":${listings.folderListJson(db, userId, folderId)}}`),
      // With its brotli and gzip copies (each about a tenth of the JSON) once clients asked for them.
      (built) => Math.ceil(built.plain.length * 1.25),
    );
    sendBody(req, res, body);
  });

  router.get(['/listing/folder/list/manage/:type', '/listing/folder/:id/list/manage/:type'], (req, res) => {
    const streams = req.params.type === 'streaming';
    res.json({ error: false, message: listings.manageList(db, currentUser(req).id, idParam(req, 'id'), streams) });
  });

  router.post(['/listing/folder/reorder', '/listing/folder/:id/reorder'], (req, res) => {
    const { items } = parse(reorderSchema, req.body);
    write(req, (userId) => listings.reorder(db, userId, idParam(req, 'id'), items));
    res.json({ error: false, message: messages.reordered });
  });

  router.get('/listing/move/:id/to/:target', (req, res) => {
    const listing = write(req, (userId) => listings.move(db, userId, requiredId(req, 'id'), idParam(req, 'target')));
    res.json({ error: false, message: 'Listing moved successfully', listing });
  });

  router.get('/listing/contents/:id', (req, res) => {
    const items = listings.contentsCount(db, currentUser(req).id, requiredId(req, 'id'));
    res.json({ error: false, message: { items } });
  });

  router.get('/listing/delete/:id', (req, res) => {
    write(req, (userId) => listings.remove(db, userId, requiredId(req, 'id')));
    res.json({ error: false, message: 'Listing deleted' });
  });

  router.get('/listing/:kind/:id', async (req, res, next) => {
    const kind = String(req.params.kind);
    if (!isKind(kind)) return next();
    const type = kindToType[kind];
    // Without an id (an add form) the answer still carries the pages and integrations to offer.
    const id = idParam(req, 'id');
    const row = id ? listings.ownListingOfType(db, currentUser(req).id, id, type) : null;
    const listing = row ? toListing(row) : null;
    // The edit form gets the integration's config back, password values only marked as set.
    if (row && listing?.integration) {
      listing.integration.config = publicConfig(ctx, row);
      if (row.integration?.tls) listing.integration.tls = row.integration.tls;
    }
    const pages = listPages(db, currentUser(req).id, true).map((p) => ({ _id: p._id, pageTitle: p.pageTitle }));
    // Every built-in is offered from the first start; catalogue packages once installed.
    const detail: ListingDetail = { listing, integrations: type === 'link' ? await integrationsOf(ctx).builtins.offered() : [], pages };
    res.json({ error: false, message: detail });
  });

  router.post('/listing/save/folder', (req, res) => {
    const body = parse(folderSaveSchema, req.body);
    const saved = write(req, (userId) => saveFolder(db, userId, body));
    res.json({ error: false, message: saved.created ? 'Folder saved' : 'Folder updated', data: saved.listing });
  });

  router.post('/listing/save/link', async (req, res) => {
    const body = parse(linkSaveSchema, req.body);
    // A built-in no link has used yet is installed now, as an install from the catalogue would.
    if (body.integration?.package) await integrationsOf(ctx).builtins.ensure(body.integration.package);
    // A link with an integration makes the server call its targets: the reach rule applies to each.
    for (const origin of linkTargets(ctx, body)) await checkReach(origin, reachPolicy(currentUser(req), ctx.config), 'original');
    const saved = write(req, (userId) => {
      const existing = body.listingId ? findOwnListing(db, userId, body.listingId) : undefined;
      return saveLink(db, userId, body, linkIntegration(ctx, body, existing));
    });
    res.json({ error: false, message: saved.created ? 'Link saved' : 'Link updated', data: saved.listing });
  });

  router.post('/listing/save/todo', (req, res) => {
    const body = parse(todoListSaveSchema, req.body);
    const saved = write(req, (userId) => saveTodoList(db, userId, body));
    res.json({ error: false, message: saved.created ? 'Todo saved' : 'Todo updated', data: saved.listing });
  });

  router.post('/listing/save/snippet', (req, res) => {
    const body = parse(snippetListSaveSchema, req.body);
    const saved = write(req, (userId) => saveSnippetList(db, userId, body));
    res.json({ error: false, message: saved.created ? 'Snippet list saved' : 'Snippet list updated', data: saved.listing });
  });

  return router;
}
