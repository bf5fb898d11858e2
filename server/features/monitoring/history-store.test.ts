// Check history through a fake clock: every result kept for 48 hours, 5-minute buckets after
// that for 90 days, pruned by the job, on a real SQLite file with the real migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../db/client.js';
import { monitorDays, monitorIncidents, monitorResults } from '../../db/schema/index.js';
import { createAccount } from '../auth/auth.service.js';
import { insertListing } from '../listings/listings.repo.js';
import { bucketMs, dayMs, dayOf, decodeDay, hourMs, isFinalDay } from './history-codec.js';
import { HistoryStore } from './history-store.js';
import { closeIncident, openIncident } from './history.repo.js';
import { foldBuckets, monitorHistory, uptimeBar } from './history-view.js';
import { insertMonitor } from './monitors.repo.js';

let dir: string;
let database: OpenDatabase;
let monitorId: string;
let other: string;
// A Monday at 00:00 UTC, far enough from any real "now".
const t0 = Date.UTC(2030, 0, 7);
const minute = 60_000;

async function setUp(): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'hearth-history-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../db/migrations'));
  const userId = (await createAccount(database.db, { fullName: 'A', username: 'a', passwordDigest: '0'.repeat(32), isSuperAdmin: false })).id;
  const link = (id: string) => insertListing(database.db, { id, userId, listingType: 'link', listingName: id, listingUrl: 'https://example.org', createdAt: '2030', updatedAt: '2030' });
  const make = (id: string) => insertMonitor(database.db, { id, userId, kind: 'link', listingId: link(`l-${id}`).id, intervalSeconds: 60, timeoutSeconds: 5, createdAt: '2030', updatedAt: '2030' }).id;
  monitorId = make('m1');
  other = make('m2');
}

beforeAll(setUp);
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('check history with a fake clock', () => {
  it('keeps every result, folds finished 5-minute periods into buckets and leaves the open one alone', () => {
    const store = new HistoryStore(database.db);
    // One check a minute for 12 minutes: minutes 0-4 up (10..14 ms), 5-9 down, 10-11 up.
    for (let i = 0; i < 12; i++) store.record(monitorId, { at: t0 + i * minute + 1000, ok: i < 5 || i >= 10, latencyMs: i < 5 ? 10 + i : i >= 10 ? 50 : null, status: i < 5 || i >= 10 ? 200 : 503 });
    store.record(other, { at: t0 + 1000, ok: true, latencyMs: 7, status: 200 });

    expect(store.results(monitorId, t0, t0 + 12 * minute)).toHaveLength(12);
    const written = store.rollup(t0 + 12 * minute);
    // Two finished periods for m1, one for m2; minutes 10-11 are still open.
    expect(written).toBe(3);
    const day = decodeDay(database.db.select().from(monitorDays).all().find((r) => r.monitorId === monitorId)?.data ?? Buffer.alloc(0));
    expect(day.get(0)).toEqual({ up: 5, down: 0, min: 10, avg: 12, max: 14 });
    expect(day.get(1)).toEqual({ up: 0, down: 5, min: null, avg: null, max: null });
    expect(day.get(2)).toEqual({ up: 0, down: 0, min: null, avg: null, max: null });

    // The next run picks up where the last stopped: the third period, once it is over.
    expect(store.rollup(t0 + 14 * minute)).toBe(0);
    expect(store.rollup(t0 + 15 * minute)).toBe(1);
    expect(decodeDay(database.db.select().from(monitorDays).all().find((r) => r.monitorId === monitorId)?.data ?? Buffer.alloc(0)).get(2)).toEqual({ up: 2, down: 0, min: 50, avg: 50, max: 50 });
  });

  it('stores a day plainly while it runs and compressed once it is over', () => {
    const store = new HistoryStore(database.db);
    const row = () => database.db.select().from(monitorDays).all().find((r) => r.monitorId === monitorId && r.day === dayOf(t0));
    expect(isFinalDay(row()?.data ?? Buffer.alloc(0))).toBe(false);
    store.rollup(t0 + dayMs + bucketMs);
    const final = row()?.data ?? Buffer.alloc(0);
    expect(isFinalDay(final)).toBe(true);
    expect(final.length).toBeLessThan(400);
    expect(decodeDay(final).get(0)).toEqual({ up: 5, down: 0, min: 10, avg: 12, max: 14 });
  });

  it('prunes results after 48 hours, buckets after 90 days and incidents that ended before that', () => {
    const store = new HistoryStore(database.db);
    openIncident(database.db, monitorId, t0 + 5 * minute, 'Answered HTTP 503, expected 200-399.');
    closeIncident(database.db, monitorId, t0 + 10 * minute);

    // 47 hours later every result is still there; 49 hours later the first hour's are gone.
    store.prune(t0 + 47 * hourMs);
    expect(store.results(monitorId, t0, t0 + hourMs)).toHaveLength(12);
    store.prune(t0 + 49 * hourMs);
    expect(store.results(monitorId, t0, t0 + hourMs)).toHaveLength(0);
    expect(database.db.select().from(monitorResults).all()).toHaveLength(0);

    // The buckets stay: the day's uptime is still known from them.
    expect(foldBuckets(database.db, monitorId, t0, t0 + dayMs, dayMs).folded.up).toEqual([7]);

    store.prune(t0 + 90 * dayMs);
    expect(database.db.select().from(monitorDays).all().length).toBeGreaterThan(0);
    expect(database.db.select().from(monitorIncidents).all()).toHaveLength(1);
    store.prune(t0 + 91 * dayMs + minute);
    expect(database.db.select().from(monitorDays).all()).toHaveLength(0);
    expect(database.db.select().from(monitorIncidents).all()).toHaveLength(0);
  });

  it('answers the detail view and the card bar from the same data', () => {
    const store = new HistoryStore(database.db);
    const start = t0 + 200 * dayMs;
    // Two days of checks every minute, one failing period of 10 minutes on the second day.
    for (let i = 0; i < 2 * 1440; i++) {
      const at = start + i * minute + 500;
      const failing = i >= 1440 + 600 && i < 1440 + 610;
      store.record(other, { at, ok: !failing, latencyMs: failing ? null : 20 + (i % 5), status: failing ? 500 : 200 });
    }
    const now = start + 2 * dayMs;
    store.rollup(now);
    const history = monitorHistory(database.db, store, other, '7d', now);
    expect(history.uptime['24h']).toBeCloseTo(1430 / 1440, 5);
    expect(history.uptime['7d']).toBeCloseTo(2870 / 2880, 5);
    expect(history.points.t).toHaveLength(576);
    expect(history.points.down.reduce((a, b) => a + b, 0)).toBe(10);
    const day = monitorHistory(database.db, store, other, '24h', now);
    // The last day from every result (48 hours are kept): one point per check.
    expect(day.points.t).toHaveLength(1440);
    const { bar, uptime24h } = uptimeBar(database.db, other, now);
    expect(bar).toHaveLength(48);
    expect(uptime24h).toBeCloseTo(1430 / 1440, 5);
    expect(bar.filter((slot) => slot !== null && slot < 1)).toHaveLength(1);
  });
});
