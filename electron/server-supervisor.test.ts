import { describe, expect, it } from 'vitest';
import type { SupervisedServer } from './server-supervisor.js';
import { createSupervisor, restartDelay, stableAfterMs } from './server-supervisor.js';

class FakeServer implements SupervisedServer {
  private listener: ((error: Error) => void) | null = null;
  constructor(readonly databaseConnected = true) {}
  onFailure(listener: (error: Error) => void): void {
    this.listener = listener;
  }
  fail(message: string): void {
    this.listener?.(new Error(message));
  }
}

/** A manual clock: scheduled work runs only when the test moves time on. */
function harness(starts: (() => FakeServer | Error)[]) {
  let now = 0;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const shown: { reason: string; attempt: number; delayMs: number }[] = [];
  const recovered: FakeServer[] = [];
  const supervisor = createSupervisor<FakeServer>({
    restart: () => {
      const next = starts.shift();
      if (!next) return Promise.reject(new Error('no more starts'));
      const result = next();
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
    showRestarting: (state) => shown.push(state),
    recovered: (server) => recovered.push(server),
    log: () => undefined,
    now: () => now,
    schedule: (run, ms) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
  });
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
      timer.cancelled = true;
      timer.run();
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { supervisor, shown, recovered, advance, timers };
}

describe('server supervisor', () => {
  it('backs off 1, 2, 5, 10, then 30 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => restartDelay(n))).toEqual([1000, 2000, 5000, 10_000, 30_000, 30_000, 30_000]);
  });

  it('restarts a server that stopped serving, says so meanwhile, and goes back to Hearth', async () => {
    const first = new FakeServer();
    const second = new FakeServer();
    const { supervisor, shown, recovered, advance } = harness([() => second]);
    supervisor.watch(first);
    first.fail('EMFILE');
    expect(shown).toEqual([{ reason: 'stopped serving (EMFILE)', attempt: 1, delayMs: 1000 }]);
    expect(supervisor.restarting).toBe(true);
    await advance(999);
    expect(recovered).toEqual([]);
    await advance(1);
    expect(recovered).toEqual([second]);
    expect(supervisor.restarting).toBe(false);
    // A failure of the old server after the restart changes nothing.
    first.fail('late');
    expect(shown).toHaveLength(1);
  });

  it('keeps trying with longer waits while starts fail, once at a time', async () => {
    const ok = new FakeServer();
    const { supervisor, shown, recovered, advance } = harness([() => new Error('EADDRINUSE'), () => new Error('EADDRINUSE'), () => ok]);
    supervisor.failed('stopped answering the window');
    supervisor.failed('again');
    expect(shown).toHaveLength(1);
    await advance(1000);
    expect(shown.at(-1)).toMatchObject({ attempt: 2, delayMs: 2000 });
    expect(shown.at(-1)?.reason).toContain('the restart failed: EADDRINUSE');
    await advance(2000);
    expect(shown.at(-1)).toMatchObject({ attempt: 3, delayMs: 5000 });
    await advance(5000);
    expect(recovered).toEqual([ok]);
  });

  it('retries a database that would not open, and only goes back to Hearth once it opens', async () => {
    const down = new FakeServer(false);
    const stillDown = new FakeServer(false);
    const up = new FakeServer(true);
    const { supervisor, shown, recovered, advance } = harness([() => stillDown, () => up]);
    supervisor.watch(down);
    expect(shown[0]).toEqual({ reason: 'could not open its database', attempt: 1, delayMs: 1000 });
    await advance(1000);
    expect(recovered).toEqual([]);
    expect(shown.at(-1)).toMatchObject({ attempt: 2 });
    await advance(2000);
    expect(recovered).toEqual([up]);
  });

  it('starts the back-off again after a server that served for a minute', async () => {
    const a = new FakeServer();
    const b = new FakeServer();
    const { supervisor, shown, advance } = harness([() => b]);
    supervisor.watch(a);
    a.fail('one');
    await advance(1000);
    await advance(stableAfterMs);
    b.fail('two');
    expect(shown.at(-1)).toMatchObject({ attempt: 1, delayMs: 1000 });
  });

  it('does nothing more once stopped', async () => {
    const a = new FakeServer();
    const { supervisor, recovered, advance } = harness([() => new FakeServer()]);
    supervisor.watch(a);
    a.fail('x');
    supervisor.stop();
    await advance(10_000);
    expect(recovered).toEqual([]);
  });
});
