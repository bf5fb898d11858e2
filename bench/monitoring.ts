// Health checks: 500 targets at 60 s against local fakes (CPU and memory of the server over a
// long run), and 90 days of history for 500 targets written through a fake clock (database
// size, one card's 90-day read). Everything runs on 127.0.0.1 or in a temp folder.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db/client.js';
import { createAccount } from '../server/features/auth/auth.service.js';
import { insertListing } from '../server/features/listings/listings.repo.js';
import { DayBuckets, bucketMs, bucketsPerDay, dayMs, dayOf, encodeDay } from '../server/features/monitoring/history-codec.js';
import { HistoryStore } from '../server/features/monitoring/history-store.js';
import { saveDayRow } from '../server/features/monitoring/history.repo.js';
import { monitorHistory } from '../server/features/monitoring/history-view.js';
import { insertMonitor } from '../server/features/monitoring/monitors.repo.js';
import { rssMiB } from './child.js';
import { login, median, raw, record, withHearth } from './common.js';

const targets = 500;
const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU seconds the process has used (all its threads, living or ended), from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** 500 small web services on one port: /t/{n} answers a page with a few milliseconds of jitter. */
export async function startFakes(): Promise<{ origin: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits += 1;
    const delay = (hits * 7) % 5;
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service OK</body></html>'), delay);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function post(url: string, token: string, path: string, body: unknown): Promise<{ data?: { _id: string } }> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { data?: { _id: string } };
}

/** The long run: the real scheduler and checks in a spawned server, CPU and RSS from /proc. */
async function liveRun(): Promise<void> {
  const minutes = Number(process.env.BENCH_MONITOR_MINUTES ?? 30);
  const fakes = await startFakes();
  try {
    await withHearth('monitoring', async (hearth) => {
      const pid = hearth.process.pid ?? 0;
      const token = await login(hearth.url);
      for (let i = 0; i < targets; i++) {
        const saved = await post(hearth.url, token, '/listing/save/link', { linkName: `Service ${i}`, linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL: `${fakes.origin}/t/${i}`, showOnFeatured: false, showInSidebar: false });
        await post(hearth.url, token, '/monitoring/save', { kind: 'link', targetId: saved.data?._id ?? '', intervalSeconds: 60, timeoutSeconds: 10, failureThreshold: 2 });
      }
      // A minute for the first round (every save checks at once) and the heap to settle.
      await new Promise((done) => setTimeout(done, 60_000));
      const rssStart = rssMiB(pid);
      const cpuStart = cpuSeconds(pid);
      const hitsStart = fakes.hits();
      const started = performance.now();
      const samples: number[] = [];
      while (performance.now() - started < minutes * 60_000) {
        await new Promise((done) => setTimeout(done, 30_000));
        samples.push(rssMiB(pid));
      }
      const seconds = (performance.now() - started) / 1000;
      const share = ((cpuSeconds(pid) - cpuStart) / seconds) * 100;
      const checks = fakes.hits() - hitsStart;
      const growth = rssMiB(pid) - rssStart;
      raw.monitoringLive = { minutes, seconds, cpuPercent: share, checks, checksPerSecond: checks / seconds, rssStart, rssSamples: samples, rssGrowth: growth };
      console.log(`health checks: ${checks} checks in ${seconds.toFixed(0)} s (${(checks / seconds).toFixed(2)}/s), server CPU ${share.toFixed(2)}% of a core, RSS ${rssStart.toFixed(1)} -> ${(rssStart + growth).toFixed(1)} MiB`);
      record(`health checks: ${targets} targets at 60 s, server CPU over ${minutes} min (scheduler + checks + history)`, `${share.toFixed(2)}% of a core (${(checks / seconds).toFixed(1)} checks/s)`, '< 2% of a core', share < 2 && checks / seconds > (targets / 60) * 0.95);
      record(`health checks: server RSS growth over ${minutes} min`, `${growth.toFixed(1)} MiB (${rssStart.toFixed(1)} at start)`, '< 20 MB', growth * 1024 * 1024 < 20_000_000);
    });
  } finally {
    await fakes.close();
  }
}

/** A day of buckets as checks every minute leave them: 5 up, the odd failure, 10-60 ms. */
function syntheticDay(seed: number): DayBuckets {
  const day = new DayBuckets();
  let x = seed;
  const random = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < bucketsPerDay; i++) {
    const down = random() < 0.01 ? 1 + Math.floor(random() * 5) : 0;
    const base = 10 + Math.floor(random() * 40);
    day.set(i, { up: 5 - Math.min(5, down), down: Math.min(5, down), min: base, avg: base + Math.floor(random() * 5), max: base + Math.floor(random() * 20) });
  }
  return day;
}

/**
 * 90 days (and one more, to be pruned) of history for 500 targets through a fake clock: the
 * finished days as the job stores them (compressed buckets), the last two days through the real
 * path, every result recorded and rolled up every 5 minutes, then the pruning job.
 */
async function retentionRun(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-history-'));
  const database = await openDatabase(dir, resolve('dist/server/migrations'));
  try {
    const { db, sqlite } = database;
    const userId = (await createAccount(db, { fullName: 'Bench', username: 'bench', passwordDigest: '0'.repeat(32), isSuperAdmin: true })).id;
    const ids: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < targets; i++) {
        const listing = insertListing(db, { id: `l${i}`, userId, listingType: 'link', listingName: `Service ${i}`, listingUrl: `http://127.0.0.1/t/${i}`, createdAt: '2030', updatedAt: '2030' });
        ids.push(insertMonitor(db, { id: `monitor-${String(i).padStart(4, '0')}-x`, userId, kind: 'link', listingId: listing.id, intervalSeconds: 60, timeoutSeconds: 10, createdAt: '2030', updatedAt: '2030' }).id);
      }
    });
    const now = Date.UTC(2031, 0, 1, 12, 0, 0);
    const fullFrom = dayOf(now) - 91;
    const liveFrom = now - 2 * dayMs - 12 * 3_600_000;
    const started = performance.now();
    for (let day = fullFrom; day < dayOf(liveFrom); day++) {
      db.transaction(() => {
        ids.forEach((id, i) => saveDayRow(db, id, day, encodeDay(syntheticDay(day * 1000 + i), true)));
      });
    }
    const store = new HistoryStore(db);
    let x = 7;
    const random = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let t = liveFrom; t < now; t += bucketMs) {
      for (let minute = 0; minute < 5; minute++) {
        for (const [i, id] of ids.entries()) {
          const at = t + minute * 60_000 + ((i * 120) % 60_000);
          const ok = random() > 0.01;
          store.record(id, { at, ok, latencyMs: ok ? 10 + Math.floor(random() * 50) : null, status: ok ? 200 : 503 });
        }
      }
      store.rollup(t + bucketMs);
      store.prune(t + bucketMs);
    }
    const pruned = store.prune(now);
    const simulateSeconds = (performance.now() - started) / 1000;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = ['hearth.db', 'hearth.db-wal'].reduce((sum, name) => {
      try {
        return sum + statSync(join(dir, name)).size;
      } catch {
        return sum;
      }
    }, 0);
    const mb = bytes / 1e6;
    const days = sqlite.prepare('SELECT COUNT(*) AS n FROM monitor_days').get() as { n: number };
    const results = sqlite.prepare('SELECT COUNT(*) AS n FROM monitor_results').get() as { n: number };

    // One card's 90-day history: the range read, the fold into 3-hour steps and the four uptimes.
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const id of ids.filter((_, i) => i % 10 === 0)) {
        const t0 = performance.now();
        const history = monitorHistory(db, store, id, '90d', now);
        times.push(performance.now() - t0);
        if (history.points.t.length < 700) throw new Error(`90-day history of ${id} has ${history.points.t.length} points`);
      }
    }
    const read = median(times);
    const p95 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? Number.NaN;
    raw.monitoringRetention = { simulateSeconds, bytes, dayRows: days.n, resultRows: results.n, pruned, readMs: times };
    console.log(`history: ${days.n} day rows, ${results.n} hour rows, ${mb.toFixed(1)} MB after 90 days x ${targets} targets (simulated in ${simulateSeconds.toFixed(0)} s); pruned ${JSON.stringify(pruned)}`);
    record(`health checks: database size after 90 days x ${targets} targets (simulated, fake clock)`, `${mb.toFixed(1)} MB`, '< 100 MB', mb < 100);
    record("health checks: one card's 90-day history read (median / p95 of 150)", `${read.toFixed(2)} / ${p95.toFixed(2)} ms`, '< 5 ms', read < 5);
  } finally {
    database.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function monitoringBench(): Promise<void> {
  await retentionRun();
  await liveRun();
}
