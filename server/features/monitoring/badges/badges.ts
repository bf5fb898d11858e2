import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { monitors, type MonitorRow } from '../../../db/schema/index.js';
import type { MonitorHealth } from '../../../../shared/contracts/monitoring.js';
import { foldBuckets } from '../history-view.js';
import type { BadgeColour } from './badge-svg.js';

/** A badge token: 24 random bytes, URL-safe (32 characters). The URL is public; only its holder finds the monitor. */
export const newBadgeToken = (): string => randomBytes(24).toString('base64url');

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Turns the badge on with a new token (also what "make a new address" does) or off; undefined for another user's monitor. */
export function setBadgeToken(db: Db, userId: string, monitorId: string, on: boolean): MonitorRow | undefined {
  const token = on ? newBadgeToken() : null;
  return db
    .update(monitors)
    .set({ badgeToken: token, badgeHash: token ? hashOf(token) : null })
    .where(and(eq(monitors.id, monitorId), eq(monitors.userId, userId)))
    .returning()
    .get();
}

/** The monitor whose badge has `token`: found by the token's hash, then compared in constant time. */
export function monitorOfBadge(db: Db, token: string): MonitorRow | undefined {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const row = db.select().from(monitors).where(eq(monitors.badgeHash, hashOf(token))).get();
  const saved = row?.badgeToken ? Buffer.from(row.badgeToken) : null;
  const given = Buffer.from(token);
  return saved && saved.length === given.length && timingSafeEqual(saved, given) ? row : undefined;
}

/** What a status badge says: the card's health in a word and its colour. */
export function statusFace(health: MonitorHealth): { value: string; colour: BadgeColour } {
  if (health === 'up') return { value: 'up', colour: 'up' };
  if (health === 'down') return { value: 'down', colour: 'down' };
  if (health === 'degraded') return { value: 'degraded', colour: 'warn' };
  return { value: health, colour: 'grey' };
}

/** The share of checks that passed in the last `days` days, or null before any was rolled up. */
export function uptimeOver(db: Db, monitorId: string, days: number, now: number): number | null {
  const { up, total } = foldBuckets(db, monitorId, now, now, 1, [now - days * 86_400_000]);
  return total[0] ? (up[0] ?? 0) / total[0] : null;
}

/** An uptime as a badge shows it: two decimals below 100%, green from 99%, amber from 95%. */
export function uptimeFace(ratio: number | null): { value: string; colour: BadgeColour } {
  if (ratio === null) return { value: 'no data', colour: 'grey' };
  const percent = ratio * 100;
  const value = percent >= 100 ? '100%' : `${(Math.floor(percent * 100) / 100).toFixed(2)}%`;
  return { value, colour: percent >= 99 ? 'up' : percent >= 95 ? 'warn' : 'down' };
}
