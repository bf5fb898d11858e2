import { describe, expect, it } from 'vitest';
import { nextDue, phaseOf, Scheduler, type Clock } from './scheduler.js';

/** A clock that moves only when told, firing due timers in order. */
class FakeClock implements Clock {
  time = 1_000_000_000_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 1;
  now = () => this.time;
  setTimer = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  };
  clearTimer = (id: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== id);
  };
  /** Moves time forward, firing every timer on the way; lets promises settle between. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.run();
      await settle();
    }
    this.time = end;
    await settle();
  }
}

/** Lets every promise chain that is ready run to its end (a macrotask comes after all microtasks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const ids = (n: number) => Array.from({ length: n }, (_, i) => `monitor-${i}`);

describe('the check scheduler', () => {
  it('spreads monitors over their interval instead of running them together', async () => {
    const clock = new FakeClock();
    const started: number[] = [];
    const scheduler = new Scheduler(clock, 1000, () => Promise.resolve(void started.push(clock.now())), () => undefined);
    for (const id of ids(500)) scheduler.set(id, 60_000, 'ann');
    await clock.advance(60_000);
    expect(started).toHaveLength(500);
    // Per second of the minute, about 500 / 60 ≈ 8 start; never a herd.
    const perSecond = new Map<number, number>();
    for (const at of started) perSecond.set(Math.floor((at % 60_000) / 1000), (perSecond.get(Math.floor((at % 60_000) / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThan(25);
    expect(perSecond.size).toBeGreaterThan(50);
    scheduler.stop();
  });

  it('keeps each monitor on its phase, once per interval', async () => {
    const clock = new FakeClock();
    const runs = new Map<string, number[]>();
    const scheduler = new Scheduler(clock, 10, (id) => Promise.resolve(void runs.set(id, [...(runs.get(id) ?? []), clock.now()])), () => undefined);
    scheduler.set('a', 30_000, 'ann');
    scheduler.set('b', 3_600_000, 'ann');
    await clock.advance(3 * 3_600_000);
    const a = runs.get('a') ?? [];
    expect(a.length).toBe(360);
    expect(new Set(a.map((t) => t % 30_000))).toEqual(new Set([phaseOf('a', 30_000)]));
    expect(runs.get('b')).toHaveLength(3);
    expect(nextDue('a', 30_000, clock.now()) - clock.now()).toBeLessThanOrEqual(30_000);
    scheduler.stop();
  });

  it('runs at most the cap at once, and a target that hangs does not delay the others', async () => {
    const clock = new FakeClock();
    const finished: string[] = [];
    let hang: () => void = () => undefined;
    const scheduler = new Scheduler(
      clock,
      2,
      (id) =>
        id === 'hangs'
          ? new Promise<void>((resolve) => (hang = resolve))
          : Promise.resolve().then(() => void finished.push(id)),
      () => undefined,
    );
    scheduler.set('hangs', 60_000, 'ann', true);
    for (const id of ids(20)) scheduler.set(id, 60_000, 'ann', true);
    await settle();
    expect(scheduler.peak).toBe(2);
    await clock.advance(1000);
    expect(finished).toHaveLength(20);
    expect(scheduler.inFlight).toBe(1);
    // Due again while it still hangs: not started twice.
    await clock.advance(60_000);
    expect(finished).toHaveLength(40);
    expect(scheduler.inFlight).toBe(1);
    hang();
    scheduler.stop();
  });

  it('forgets a removed monitor and stops on stop()', async () => {
    const clock = new FakeClock();
    const runs: string[] = [];
    const scheduler = new Scheduler(clock, 4, (id) => Promise.resolve(void runs.push(id)), () => undefined);
    scheduler.set('kept', 60_000, 'ann');
    scheduler.set('gone', 60_000, 'ann');
    scheduler.remove('gone');
    await clock.advance(60_000);
    expect(runs).toEqual(['kept']);
    scheduler.stop();
    await clock.advance(120_000);
    expect(runs).toEqual(['kept']);
  });

  it("keeps half the slots for other users: one user's flood of hanging checks cannot delay another's check", async () => {
    const clock = new FakeClock();
    const hanging: (() => void)[] = [];
    const bobRuns: number[] = [];
    const scheduler = new Scheduler(clock, 4, (id) => (id.startsWith('bob') ? Promise.resolve(void bobRuns.push(clock.now())) : new Promise<void>((resolve) => hanging.push(resolve))), () => undefined);
    scheduler.set('bob-1', 30_000, 'bob');
    for (const id of ids(300)) scheduler.set(id, 60_000, 'ann', true);
    await settle();
    // Ann's 300 due checks hang in 2 of the 4 slots; the other 2 stay free for Bob.
    expect(scheduler.inFlightOf('ann')).toBe(2);
    await clock.advance(90_000);
    expect(bobRuns).toHaveLength(3);
    expect(bobRuns.map((at) => at % 30_000)).toEqual([phaseOf('bob-1', 30_000), phaseOf('bob-1', 30_000), phaseOf('bob-1', 30_000)]);
    expect(scheduler.inFlightOf('ann')).toBe(2);
    for (const release of hanging) release();
    scheduler.stop();
  });

  it('lets a lone user use every slot', async () => {
    const clock = new FakeClock();
    const scheduler = new Scheduler(clock, 4, () => new Promise<void>(() => undefined), () => undefined);
    for (const id of ids(10)) scheduler.set(id, 60_000, 'ann', true);
    await settle();
    expect(scheduler.inFlightOf('ann')).toBe(4);
    scheduler.stop();
  });

  it('takes due checks round robin by user, whatever order they came in', async () => {
    const clock = new FakeClock();
    const order: string[] = [];
    const scheduler = new Scheduler(clock, 1, (id) => Promise.resolve(void order.push(id)), () => undefined);
    for (const id of ['a1', 'a2', 'a3', 'a4']) scheduler.set(id, 60_000, 'ann', true);
    for (const id of ['b1', 'b2']) scheduler.set(id, 60_000, 'bob', true);
    scheduler.set('c1', 60_000, 'cat', true);
    await settle();
    // a1 took the one slot at once; then each user in turn while they have checks waiting.
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    scheduler.stop();
  });
});
