import { Router, type Request } from 'express';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { incidentSaveSchema, statusPageSaveSchema } from '../../../../shared/contracts/status-pages.js';
import { statusPageMessages as m } from '../../../../shared/messages.js';
import * as service from './status-pages.service.js';

const idOf = (req: Request, name: string, message: string): string => {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(message);
  return id;
};

/** The owner's side of status pages: pages and their incident posts. `changed` refreshes the public snapshots. */
export function statusPageRoutes(ctx: AppContext, changed: () => void): Router {
  const router = Router();
  const pageId = (req: Request) => idOf(req, 'id', m.notFound);

  router.get('/monitoring/status-pages', (req, res) => {
    res.json({ error: false, message: { items: service.listPages(ctx, currentUser(req).id) } });
  });

  router.post('/monitoring/status-pages', (req, res) => {
    const page = service.createPage(ctx, currentUser(req), parse(statusPageSaveSchema, req.body));
    changed();
    res.json({ error: false, message: { page, text: m.saved } });
  });

  router.get('/monitoring/status-pages/:id', (req, res) => {
    res.json({ error: false, message: service.pageView(ctx, service.ownPage(ctx, currentUser(req).id, pageId(req))) });
  });

  router.put('/monitoring/status-pages/:id', (req, res) => {
    const user = currentUser(req);
    const id = pageId(req);
    service.ownPage(ctx, user.id, id);
    const page = service.editPage(ctx, user, id, parse(statusPageSaveSchema, req.body));
    changed();
    res.json({ error: false, message: { page, text: m.saved } });
  });

  router.delete('/monitoring/status-pages/:id', (req, res) => {
    service.removePage(ctx, currentUser(req).id, pageId(req));
    changed();
    res.json({ error: false, message: m.deleted });
  });

  router.post('/monitoring/status-pages/:id/incidents', (req, res) => {
    const user = currentUser(req);
    const id = pageId(req);
    service.ownPage(ctx, user.id, id);
    const incident = service.postIncident(ctx, user.id, id, parse(incidentSaveSchema, req.body));
    changed();
    res.json({ error: false, message: { incident, text: m.incidentSaved } });
  });

  router.put('/monitoring/status-pages/:id/incidents/:incidentId', (req, res) => {
    const user = currentUser(req);
    const id = pageId(req);
    service.ownPage(ctx, user.id, id);
    const incident = service.editIncident(ctx, user.id, id, idOf(req, 'incidentId', m.incidentNotFound), parse(incidentSaveSchema, req.body));
    changed();
    res.json({ error: false, message: { incident, text: m.incidentSaved } });
  });

  router.delete('/monitoring/status-pages/:id/incidents/:incidentId', (req, res) => {
    service.removeIncident(ctx, currentUser(req).id, pageId(req), idOf(req, 'incidentId', m.incidentNotFound));
    changed();
    res.json({ error: false, message: m.incidentDeleted });
  });

  return router;
}
