import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { totpImportSchema, totpReorderSchema, totpSaveSchema } from '../../../shared/contracts/totp.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as totp from './totp.service.js';

/** The signed-in user, once the authenticator feature is known to be on for them. */
function user(req: Request) {
  const me = currentUser(req);
  totp.requireFeature(me);
  return me;
}

function idParam(req: Request, name: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.totpNotFound);
  return id;
}

/** spec-features §7 "TOTP", plus /totp/import for QR exports and backup files. */
export function totpRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/totp/list', async (req, res) => {
    res.json({ error: false, message: { items: await totp.listEntries(ctx, user(req).id) } });
  });

  router.post('/totp/save', async (req, res) => {
    const me = user(req);
    const result = await totp.save(ctx, me.id, parse(totpSaveSchema, req.body));
    res.json({ error: false, message: result.message, data: result.data });
  });

  router.post('/totp/reorder', (req, res) => {
    totp.reorder(ctx, user(req).id, parse(totpReorderSchema, req.body).items);
    res.json({ error: false, message: messages.totpReordered });
  });

  router.post('/totp/import', (req, res) => {
    const result = totp.importEntries(ctx, user(req).id, parse(totpImportSchema, req.body).entries);
    res.json({ error: false, message: result });
  });

  router.get('/totp/delete/:authId', (req, res) => {
    totp.remove(ctx, user(req).id, idParam(req, 'authId'));
    res.json({ error: false, message: messages.totpDeleted });
  });

  router.get('/totp/:authId', (req, res) => {
    res.json({ error: false, message: totp.details(ctx, user(req).id, idParam(req, 'authId')) });
  });

  return router;
}
