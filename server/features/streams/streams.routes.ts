import { checkReach, reachPolicy } from '../../net/reach.js';
import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { pinSchema, streamSaveSchema, type StreamProbe, type StreamSaved } from '../../../shared/contracts/streams.js';
import { messages } from '../../../shared/messages.js';
import type { UserRow } from '../../db/schema/index.js';
import { currentUser } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { toListing } from '../listings/listing-view.js';
import type { CameraHealth } from './camera-health.js';
import { cameraStatus } from './camera-status.js';
import type { Previews } from './previews.js';
import { probeCamera } from './probe.js';
import type { ProbeBudget } from './probe-budget.js';
import type { FfmpegProcesses } from './ffmpeg.js';
import type { Relays } from './relays.js';
import * as streams from './streams.service.js';

export interface StreamParts {
  relays: Relays;
  previews: Previews;
  health: CameraHealth;
  probes: ProbeBudget;
  ffmpeg: FfmpegProcesses;
}

function idParam(req: Request, name: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.streamNotFound);
  return id;
}

export function streamRoutes(ctx: AppContext, parts: StreamParts): Router {
  const router = Router();
  const { db, listingCache } = ctx;
  const { relays, previews, health, probes, ffmpeg } = parts;

  /** Reads the camera within the caller's share of the probe caps; what it finds is remembered. */
  const probe = async (user: UserRow, url: string): Promise<{ found: StreamProbe } | { refused: string }> => {
    const taken = probes.take(user.id);
    if (taken.refused !== undefined) return { refused: taken.refused };
    try {
      const found = await probeCamera(ffmpeg, url, reachPolicy(user, ctx.config));
      health.record(url, found.ok, found.ok ? null : found.text);
      return { found };
    } finally {
      taken.release();
    }
  };

  router.get(['/listing/folder/stream/list', '/listing/folder/:id/stream/list'], (req, res) => {
    const folderId = req.params.id ? idParam(req, 'id') : null;
    res.json({ error: false, message: streams.streamList(db, currentUser(req).id, folderId) });
  });

  router.get('/listing/stream/preview/:id', async (req, res) => {
    const user = currentUser(req);
    const { row, url } = streams.ownCamera(db, ctx.secrets, user.id, idParam(req, 'id'));
    const reach = reachPolicy(user, ctx.config);
    await checkReach(url, reach, 'original');
    const grab = await previews.grab(row.id, url, reach);
    if (!grab.jpeg) {
      // Why, in plain words: the card shows it instead of a blank "No preview". A camera that
      // redirected to where its owner may not reach is refused as its own address would be.
      res.status(grab.failure === messages.loopbackRefused ? 400 : 502).json({ error: true, message: grab.failure });
      return;
    }
    res.type('image/jpeg').set('Cache-Control', 'private, max-age=30').send(grab.jpeg);
  });

  // No id ("undefined": the add form of the original client) reads as a new stream: no listing.
  router.get('/listing/stream/:id', (req, res) => {
    const id = normaliseId(req.params.id);
    const listing = id ? toListing(streams.ownStream(db, currentUser(req).id, id)) : null;
    res.json({ error: false, message: { listing } });
  });

  router.post('/listing/save/stream', async (req, res) => {
    const body = parse(streamSaveSchema, req.body);
    const user = currentUser(req);
    const userId = user.id;
    // ffmpeg connects to the camera for the user: the reach rule, before anything is stored.
    await checkReach(body.linkURL, reachPolicy(user, ctx.config), 'original');
    let saved: ReturnType<typeof streams.saveStream>;
    try {
      saved = streams.saveStream(db, ctx.secrets, userId, body);
    } finally {
      listingCache.invalidate(userId);
    }
    previews.forget(saved.listing._id);
    if (saved.url !== saved.previousUrl) relays.closeListing(saved.listing._id);
    // Saved first: a camera that is offline now is still kept; the probe only says what it found.
    const outcome = await probe(user, saved.url);
    const found = 'found' in outcome ? outcome.found : { ok: false, codec: null, text: outcome.refused };
    const answer: StreamSaved = { listing: saved.listing, probe: found };
    res.json({ error: false, message: messages.streamSaved, data: answer });
  });

  // Beyond the spec: every camera of the user in any folder, for the tray's quick preview.
  router.get('/stream/cameras', (req, res) => {
    res.json({ error: false, message: streams.allCameras(db, currentUser(req).id) });
  });

  // Beyond the spec: what Hearth knows of each camera now (live, retrying and why, unreachable…).
  router.get('/stream/status', (req, res) => {
    const user = currentUser(req);
    const reach = reachPolicy(user, ctx.config);
    const items = streams.ownCameraUrls(db, ctx.secrets, user.id).map(({ id, url }) => cameraStatus(id, url, reach, relays, health));
    res.json({ error: false, message: { items } });
  });

  // Checks one camera now (the manage list's Check): within the probe caps, else 429 saying so.
  router.post('/stream/check/:id', async (req, res) => {
    const user = currentUser(req);
    const userId = user.id;
    const { row, url } = streams.ownCamera(db, ctx.secrets, userId, idParam(req, 'id'));
    await checkReach(url, reachPolicy(user, ctx.config), 'hearth');
    const outcome = await probe(user, url);
    if ('refused' in outcome) throw new HttpError(429, outcome.refused);
    res.json({ error: false, message: cameraStatus(row.id, url, reachPolicy(user, ctx.config), relays, health) });
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
