import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { monitors, type MonitorRow } from '../../../db/schema/index.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import type { CheckResult } from '../link-check.js';
import { failed } from './tcp-check.js';

/** A push token: 32 random bytes, URL-safe. The cron job's URL is its only credential. */
export const newPushToken = (): string => randomBytes(32).toString('base64url');

/** The token as stored for finding its monitor: a hash, so the lookup itself compares no secret. */
export const pushHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Down when no push came within the interval and the grace (the monitor's timeout) since the
 * last one, or since the monitor was saved; null (nothing new) while pushes come in time.
 */
export function pushLapsed(monitor: Pick<MonitorRow, 'intervalSeconds' | 'timeoutSeconds' | 'lastPushAt' | 'updatedAt'>, now: number): CheckResult | null {
  const saved = Date.parse(monitor.updatedAt);
  const since = Math.max(monitor.lastPushAt ?? Number.NEGATIVE_INFINITY, Number.isFinite(saved) ? saved : Number.NEGATIVE_INFINITY);
  const windowSeconds = monitor.intervalSeconds + monitor.timeoutSeconds;
  if (Number.isFinite(since) && now - since <= windowSeconds * 1000) return null;
  return failed(m.pushMissing(windowSeconds));
}

/** The push monitor holding `token`, compared in constant time; undefined for any other. */
export function monitorOfToken(db: Db, token: string): MonitorRow | undefined {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = db.select().from(monitors).where(eq(monitors.pushHash, pushHashOf(token))).get();
  const saved = row?.checkTarget?.kind === 'push' ? Buffer.from(row.checkTarget.token) : null;
  const given = Buffer.from(token);
  return saved && saved.length === given.length && timingSafeEqual(saved, given) ? row : undefined;
}

export interface PushReport {
  ok: boolean;
  message: string;
}

/** What the job said: `status=down` (or `status=fail`) with an optional `msg` (up to 200 characters). */
export function reportOf(query: Record<string, unknown>): PushReport {
  const status = typeof query.status === 'string' ? query.status.toLowerCase() : 'up';
  const msg = typeof query.msg === 'string' ? query.msg.trim().slice(0, 200) : '';
  const ok = status !== 'down' && status !== 'fail';
  return { ok, message: msg || (ok ? m.pushReceived : m.pushReportedDown) };
}

/**
 * GET or POST /push/:token, open to anyone holding the token (a cron job on another machine):
 * records the push and answers 200; 404 for a token no monitor has.
 */
export function pushRoutes(db: Db, received: (row: MonitorRow, report: PushReport) => string): Router {
  const router = Router();
  const push: RequestHandler = (req, res) => {
    const row = monitorOfToken(db, String(req.params.token));
    if (!row) return void res.status(404).json({ error: true, message: m.checkNotFound });
    res.json({ error: false, message: received(row, reportOf(req.query)) });
  };
  router.get('/push/:token', push);
  router.post('/push/:token', push);
  return router;
}
