import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { pinSchema, streamSaveSchema, type StreamSaved } from '../../../shared/contracts/streams.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { toListing } from '../listings/listing-view.js';
import type { Previews } from './previews.js';
import { probeCamera } from './probe.js';
import type { Relays } from './relays.js';
import * as streams from './streams.service.js';

function idParam(req: Request, name: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.streamNotFound);
  return id;
}

export function streamRoutes(ctx: AppContext, relays: Relays, previews: Previews): Router {
  const router = Router();
  const { db, listingCache } = ctx;

  router.get(['/listing/folder/stream/list', '/listing/folder/:id/stream/list'], (req, res) => {
    const folderId = req.params.id ? idParam(req, 'id') : null;
    res.json({ error: false, message: streams.streamList(db, currentUser(req).id, folderId) });
  });

  router.get('/listing/stream/preview/:id', async (req, res) => {
    const row = streams.ownStream(db, currentUser(req).id, idParam(req, 'id'));
    const jpeg = await previews.grab(row.id, row.listingUrl);
    if (!jpeg) {
      res.status(502).json({ error: true, message: messages.streamPreviewFailed });
      return;
    }
    res.type('image/jpeg').set('Cache-Control', 'private, max-age=30').send(jpeg);
  });

  router.get('/listing/stream/:id', (req, res) => {
    const row = streams.ownStream(db, currentUser(req).id, idParam(req, 'id'));
    res.json({ error: false, message: { listing: toListing(row) } });
  });

  router.post('/listing/save/stream', async (req, res) => {
    const body = parse(streamSaveSchema, req.body);
    const userId = currentUser(req).id;
    let saved: ReturnType<typeof streams.saveStream>;
    try {
      saved = streams.saveStream(db, userId, body);
    } finally {
      listingCache.invalidate(userId);
    }
    previews.forget(saved.listing._id);
    relays.closeMissing((id) => id !== saved.listing._id);
    // Saved first: a camera that is offline now is still kept; the probe only says what it found.
    const answer: StreamSaved = { listing: saved.listing, probe: await probeCamera(saved.url) };
    res.json({ error: false, message: messages.streamSaved, data: answer });
  });

  // Beyond the spec: every camera of the user in any folder, for the tray's quick preview.
  router.get('/stream/cameras', (req, res) => {
    res.json({ error: false, message: streams.allCameras(db, currentUser(req).id) });
  });

  // The pinned cameras wherever they live (a pin follows the user to every device and folder).
  router.get('/stream/pins', (req, res) => {
    res.json({ error: false, message: streams.pinnedCameras(db, currentUser(req).id) });
  });

  router.post('/stream/pin', (req, res) => {
    const { listingId } = parse(pinSchema, req.body);
    res.json({ error: false, message: { pinned: streams.pin(db, currentUser(req).id, listingId) } });
  });

  router.post('/stream/unpin', (req, res) => {
    const { listingId } = parse(pinSchema, req.body);
    res.json({ error: false, message: { pinned: streams.unpin(db, currentUser(req).id, listingId) } });
  });

  // A deleted camera (or folder of cameras) closes its viewers; the listings router does the delete.
  router.get('/listing/delete/:id', (_req, res, next) => {
    res.on('finish', () => relays.closeMissing((id) => streams.listingExists(db, id)));
    next();
  });

  return router;
}
