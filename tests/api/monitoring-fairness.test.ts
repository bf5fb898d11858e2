// Health checks shared between users (issue 39): one user's 300 monitors aimed at a host that
// never answers cannot stall another user's checks, an account's monitors are capped, and a
// monitor Hearth has not checked in time reads "late", never up. The scheduler's timers fire
// only when the test moves its clock; the checks themselves are real HTTP to 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, startTestServer, type TestServer } from '../helpers/server.js';
import { makeLink } from '../helpers/listings.js';
import { monitor, monitorBody, summaries } from '../helpers/monitoring.js';
import { until } from '../helpers/until.js';
import { startMonitorTargets, startSilentHost, type MonitorTargets, type SilentHost } from '../fixtures/monitor-targets.js';
import { monitorLimits, type MonitorSummary } from '../../shared/contracts/monitoring.js';
import { monitorMessages as m } from '../../shared/messages.js';
import { TestClock } from '../helpers/test-clock.js';

const slots = 4;
const clock = new TestClock();
let server: TestServer;
let quick: MonitorTargets;
let silent: SilentHost;
let ann: string;
let bob: string;

beforeAll(async () => {
  [quick, silent] = await Promise.all([startMonitorTargets(), startSilentHost()]);
  server = await startTestServer({ clock: clock.now, monitorClock: clock, monitorConcurrency: slots });
  [ann, bob] = await Promise.all([createUser(server, 'ann'), createUser(server, 'bob')]);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([quick.close(), silent.close()]);
});

const summaryOf = async (token: string, id: string): Promise<MonitorSummary> => {
  const found = (await summaries(server, token)).find((s) => s._id === id);
  if (!found) throw new Error(`no summary for ${id}`);
  return found;
};
const hits = (path: string) => quick.hits.get(path) ?? 0;

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

describe("one user's flood of slow checks", () => {
  let bobMonitor = '';
  let annQuick = '';
  let flood: { status: number; message: unknown }[] = [];

  it('is capped: an account past its monitors is refused with a message that says so', async () => {
    // Bob watches one service every 30 s; Ann one quick service, then 300 on a host that never answers.
    bobMonitor = (await monitor(server, bob, 'link', (await makeLink(server, bob, { linkName: 'Bob NAS', linkURL: `${quick.origin}/ok?bob` }))._id, { intervalSeconds: 30, timeoutSeconds: 5 })).summary._id;
    annQuick = (await monitor(server, ann, 'link', (await makeLink(server, ann, { linkName: 'Ann router', linkURL: `${quick.origin}/status/200` }))._id, { intervalSeconds: 60, timeoutSeconds: 5 })).summary._id;
    await until('the first checks', async () => (await summaryOf(bob, bobMonitor)).health === 'up' && (await summaryOf(ann, annQuick)).health === 'up');
    const links = await inBatches(Array.from({ length: 300 }, (_, i) => i), 20, (i) => makeLink(server, ann, { linkName: `Slow ${i}`, linkURL: `http://127.0.0.1:${silent.port}/${i}`, showOnFeatured: false }));
    flood = await inBatches(links, 20, async (link) => {
      const answer = await call(server, 'POST', '/monitoring/save', { token: ann, body: monitorBody('link', link._id, { intervalSeconds: 60, timeoutSeconds: 59 }) });
      return { status: answer.status, message: answer.body.message };
    });
    expect(flood.filter((a) => a.status === 200)).toHaveLength(monitorLimits.perUser - 1);
    const refused = flood.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(300 - (monitorLimits.perUser - 1));
    expect(new Set(refused.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 409, message: m.tooManyMonitors(monitorLimits.perUser) })]));
    expect(await summaries(server, ann)).toHaveLength(monitorLimits.perUser);
  });

  it("holds half the check slots, and another user's monitor is checked every interval while it hangs", async () => {
    // Ann's 199 due checks: two hang on the silent host (her half of the 4 slots), the rest wait.
    await until("Ann's checks hanging", () => silent.open() >= slots / 2);
    for (let round = 1; round <= 3; round++) {
      clock.advance(30_000);
      await until(`Bob's check, round ${round}`, () => hits('/ok') === 1 + round);
      expect(await summaryOf(bob, bobMonitor)).toMatchObject({ health: 'up', lastCheckedAt: expect.any(String) as string });
      expect(silent.accepted()).toBe(slots / 2);
    }
    const bobSeen = await summaryOf(bob, bobMonitor);
    expect(clock.time - Date.parse(bobSeen.lastCheckedAt ?? '')).toBeLessThan(30_000);
  });

  it('leaves a monitor that is not checked in time reading "late", never up', async () => {
    // Ann's own quick monitor waits behind her flood: its last result, 90 s old, is overdue.
    const late = await summaryOf(ann, annQuick);
    expect(late).toMatchObject({ health: 'late', message: m.late(1, null) });
    expect(hits('/status/200')).toBe(1);
    // The flood's monitors, never checked, are late too once their first result is overdue (60 + 59 + 15 s).
    for (const round of [4, 5]) {
      clock.advance(30_000);
      await until(`Bob's check, round ${round}`, () => hits('/ok') === 1 + round);
    }
    const annAll = await summaries(server, ann);
    expect(annAll.map((s) => s.health).filter((h) => h !== 'late')).toEqual([]);
    expect(annAll.find((s) => s.lastCheckedAt === null)?.message).toBe(m.late(null, null));
    expect((await summaryOf(bob, bobMonitor)).health).toBe('up');
  });
});
