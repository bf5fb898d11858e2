import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { calendarMessages as m, calendarSourceSaveSchema, parseRange } from '../../../shared/contracts/calendar.js';
import * as service from './calendar.service.js';
import { listSources } from './calendar.repo.js';

const first = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : value);

function sourceId(req: Request): string {
  const value = req.params.id;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id || id.length > 200) throw notFound(m.sourceNotFound);
  return id;
}

/** The calendar widget's answer and the calendars a user adds to it (issue 44 item 5). */
export function calendarRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/calendar', async (req, res) => {
    const user = currentUser(req);
    const range = parseRange(first(req.query.from), first(req.query.to));
    if ('message' in range) throw badRequest(range.message);
    res.json({ error: false, message: await service.calendar(ctx, user, range) });
  });

  router.get('/calendar/sources', (req, res) => {
    const user = currentUser(req);
    res.json({ error: false, message: { items: listSources(ctx.db, user.id).map(service.sourceView) } });
  });

  router.post('/calendar/sources', async (req, res) => {
    const user = currentUser(req);
    const row = await service.addSource(ctx, user, parse(calendarSourceSaveSchema, req.body));
    res.status(201).json({ error: false, message: { source: service.sourceView(row), text: m.sourceSaved } });
  });

  router.delete('/calendar/sources/:id', (req, res) => {
    service.removeSource(ctx, currentUser(req), sourceId(req));
    res.json({ error: false, message: m.sourceDeleted });
  });

  return router;
}
