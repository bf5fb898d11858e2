// One deadline per card run (issue 26 item 8): every call a package makes gets what is left of
// the run's time, a call that runs out says which call it was, and a logout in a `finally` still
// goes out, so Pi-hole's few API sessions are not leaked. Real runtime processes, the built-in
// Pi-hole package, and the fake Pi-hole slowed down on one path.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { credentials, startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { RuntimePool, runnerDeadlineMs } from '../../server/features/integrations/runtime/pool.js';
import { defaultRunnerDir, runThrough } from '../../server/features/integrations/runtime/run-integration.js';
import { integrationMessages } from '../../shared/messages.js';

let services: HomelabServices;
let pool: RuntimePool | null = null;

beforeAll(async () => {
  services = await startHomelabServices();
});
afterEach(() => {
  pool?.stop();
  pool = null;
});
afterAll(async () => {
  await services.close();
});

function piholeCard(timeoutMs: number) {
  pool = new RuntimePool({ runnerDir: defaultRunnerDir(), warmPerApp: 0, timeoutMs });
  return runThrough(pool, join(process.cwd(), 'resources/integrations/com.pihole'), {
    kind: 'initialize',
    config: { ...credentials.pihole, version: '6' },
    appUrl: `${services.url('pihole')}/admin/`,
    userName: 'tester',
  });
}

describe('one deadline per card run', () => {
  it('names the call that ran out of time, and still gives the Pi-hole session back', async () => {
    // The summary takes most of the time; the blocking state never comes in time.
    services.slowDown('/pihole/api/stats/summary', 1200);
    services.slowDown('/pihole/api/dns/blocking', 60_000);
    const before = services.requests.length;
    const outcome = await piholeCard(3000);

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    // Not the pool's generic "took longer than … and was stopped", but the package's own failure.
    expect(outcome.error).not.toBe(integrationMessages.timedOut);
    expect(outcome.status).toBe(400);
    expect(outcome.error).toBe(`no answer in time from GET ${services.url('pihole')}/api/dns/blocking (a card's calls have 2.5 s together)`);
    const made = services.requests.slice(before);
    expect(made).toEqual(['POST /pihole/api/auth', 'GET /pihole/api/stats/summary', 'GET /pihole/api/dns/blocking', 'DELETE /pihole/api/auth']);
  });

  it('keeps the margin inside the pool limit', () => {
    expect(runnerDeadlineMs(10_000)).toBe(9500);
    expect(runnerDeadlineMs(3000)).toBe(2500);
    expect(runnerDeadlineMs(1000)).toBe(800);
  });
});
