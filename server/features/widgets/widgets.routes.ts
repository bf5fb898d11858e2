import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { widgetAddSchema, widgetAreaSchema, widgetConfigSaveSchema, widgetNotFoundMessage, widgetOrderSchema } from '../../../shared/contracts/widgets.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as widgets from './widgets.service.js';
import { listServiceLinks } from './service-links.js';

function widgetId(req: Request): string {
  const value = req.params.widgetId;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(widgetNotFoundMessage);
  return id;
}

/** Issue 44: the signed-in user's widgets, per area ("home" or one of their pages). */
export function widgetRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get('/widgets', (req, res) => {
    // parse() reads an absent value as {}: the default area is given here instead.
    const area = parse(widgetAreaSchema, typeof req.query.area === 'string' ? req.query.area : 'home');
    res.json({ error: false, message: widgets.listWidgets(db, currentUser(req).id, area) });
  });

  // The links a service widget may show (its settings' list); before /widgets/:widgetId.
  router.get('/widgets/services', (req, res) => {
    res.json({ error: false, message: listServiceLinks(db, currentUser(req).id) });
  });

  router.post('/widgets', (req, res) => {
    res.json({ error: false, message: widgets.addWidget(db, currentUser(req).id, parse(widgetAddSchema, req.body)) });
  });

  // Before /widgets/:widgetId so "order" is never read as an id.
  router.put('/widgets/order', (req, res) => {
    res.json({ error: false, message: widgets.reorderWidgets(db, currentUser(req).id, parse(widgetOrderSchema, req.body)) });
  });

  router.put('/widgets/:widgetId', (req, res) => {
    const id = widgetId(req);
    const body = parse(widgetConfigSaveSchema, req.body);
    res.json({ error: false, message: widgets.saveWidgetConfig(db, currentUser(req).id, id, body.config) });
  });

  router.delete('/widgets/:widgetId', (req, res) => {
    widgets.removeWidget(db, currentUser(req).id, widgetId(req));
    res.json({ error: false, message: 'The widget was removed.' });
  });

  return router;
}
