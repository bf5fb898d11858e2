import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../context.js';
import { currentUser } from '../../../http/auth.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { normaliseId } from '../../../../shared/contracts/ids.js';
import { badgeDays, badgeOf, badgeSaveSchema } from '../../../../shared/contracts/monitoring-badges.js';
import type { MonitorSummary } from '../../../../shared/contracts/monitoring.js';
import { monitorMessages, outsideViewMessages as m } from '../../../../shared/messages.js';
import { ownMonitor } from '../monitors.repo.js';
import { badgeSvg, type BadgeColour } from './badge-svg.js';
import { monitorOfBadge, setBadgeToken, statusFace, uptimeFace, uptimeOver } from './badges.js';

function ownId(req: Request): string {
  const id = normaliseId(typeof req.params.id === 'string' ? req.params.id : undefined);
  if (!id) throw notFound(monitorMessages.monitorNotFound);
  return id;
}

/** The owner's switch: read, turn on or off, and make a new address (the old one stops at once). */
export function badgeOwnerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/monitoring/monitor/:id/badge', (req, res) => {
    const row = ownMonitor(ctx.db, currentUser(req).id, ownId(req));
    if (!row) throw notFound(monitorMessages.monitorNotFound);
    res.json({ error: false, message: badgeOf(row.badgeToken) });
  });

  router.post('/monitoring/monitor/:id/badge', (req, res) => {
    const id = ownId(req);
    const { enabled } = parse(badgeSaveSchema, req.body);
    const user = currentUser(req);
    const existing = ownMonitor(ctx.db, user.id, id);
    if (!existing) throw notFound(monitorMessages.monitorNotFound);
    // Turning on a badge that is on keeps its address: the README's embed must not break.
    const row = enabled && existing.badgeToken ? existing : setBadgeToken(ctx.db, user.id, id, enabled);
    res.json({ error: false, message: badgeOf(row?.badgeToken ?? null) });
  });

  router.post('/monitoring/monitor/:id/badge/regenerate', (req, res) => {
    const row = setBadgeToken(ctx.db, currentUser(req).id, ownId(req), true);
    if (!row) throw notFound(monitorMessages.monitorNotFound);
    res.json({ error: false, message: badgeOf(row.badgeToken) });
  });
  return router;
}

function sendSvg(res: Response, status: number, label: string, value: string, colour: BadgeColour): void {
  // Cached a minute by browsers and image proxies (GitHub's camo): the state changes no faster.
  res.status(status).set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' }).send(badgeSvg(label, value, colour));
}

function labelOf(query: unknown, fallback: string): string {
  if (typeof query !== 'string') return fallback;
  if (query.length > 40) throw badRequest(m.badgeLabelTooLong);
  return query.trim() || fallback;
}

/**
 * The public badges, open without a session: the token is the only credential. They say the
 * monitor's name (or ?label=) and its state, never its address.
 */
export function badgePublicRoutes(ctx: AppContext, { summaryOf, clock }: { summaryOf: (monitorId: string) => MonitorSummary; clock: () => number }): Router {
  const router = Router();
  router.get('/badge/:token/status.svg', (req, res) => {
    const row = monitorOfBadge(ctx.db, String(req.params.token));
    if (!row) return void sendSvg(res, 404, 'badge', 'not found', 'grey');
    const summary = summaryOf(row.id);
    const face = statusFace(summary.health);
    sendSvg(res, 200, labelOf(req.query.label, summary.name || 'status'), face.value, face.colour);
  });

  router.get('/badge/:token/uptime.svg', (req, res) => {
    const days = Number(typeof req.query.days === 'string' ? req.query.days : '30');
    if (!(badgeDays as readonly number[]).includes(days)) throw badRequest(m.badgeDaysInvalid);
    const row = monitorOfBadge(ctx.db, String(req.params.token));
    if (!row) return void sendSvg(res, 404, 'badge', 'not found', 'grey');
    const face = uptimeFace(uptimeOver(ctx.db, row.id, days, clock()));
    sendSvg(res, 200, labelOf(req.query.label, `uptime ${days === 1 ? '24h' : `${days}d`}`), face.value, face.colour);
  });
  return router;
}
