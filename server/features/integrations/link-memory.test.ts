import { describe, expect, it } from 'vitest';
import { LinkMemory, backoffDelayMs, backoffOf, backoffRules } from './link-memory.js';

const failure = { status: 400, message: '401: the service refused the credentials' };

describe('card back-off after a refusal', () => {
  it('waits the refresh interval times 2, 4, 8, then 16 at most; after three refusals of the credentials, only Retry runs it', () => {
    const minute = 60_000;
    expect([1, 2].map((n) => backoffDelayMs({ refusals: n, credentialRefusals: n }, minute))).toEqual([2 * minute, 4 * minute]);
    expect(backoffDelayMs({ refusals: 3, credentialRefusals: 3 }, minute)).toBeNull();
    // A rate limit is not a wrong password: it keeps trying, at most 16 intervals apart.
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelayMs({ refusals: n, credentialRefusals: 0 }, minute))).toEqual([2, 4, 8, 16, 16, 16].map((f) => f * minute));
    // A rate limit in between does not reset what the service counts against the password.
    expect(backoffDelayMs({ refusals: 4, credentialRefusals: 3 }, minute)).toBeNull();
  });

  it('answers the refusal while the link waits, forgets it on success, and starts afresh when the settings change', () => {
    let now = 1_000_000;
    const memory = new LinkMemory(() => now);
    const refused = memory.refused('link', 'v1', 401, failure, 30_000);
    expect(refused).toMatchObject({ refusals: 1, kind: 'credentials', nextAt: now + 60_000, ...failure });
    expect(backoffOf(refused, now)).toEqual({ refusals: 1, reason: 'credentials', nextAttemptAt: new Date(now + 60_000).toISOString(), retryAfterSeconds: 60 });
    expect(memory.waiting('link', 'v1')).toBe(refused);
    now += 60_000;
    expect(memory.waiting('link', 'v1')).toBeNull();
    expect(memory.refused('link', 'v1', 403, failure, 30_000).refusals).toBe(2);
    expect(memory.waiting('link', 'v2')).toBeNull();
    memory.keep('link', 'v2', 'SID=1');
    memory.refused('link', 'v2', 429, failure, 30_000);
    memory.succeeded('link', 'v2');
    expect(memory.waiting('link', 'v2')).toBeNull();
    expect(memory.kept('link', 'v2')).toBe('SID=1');
    expect(memory.kept('link', 'v3')).toBeNull();
  });

  /**
   * The services' lockouts as their source has them (tests/fixtures/SOURCES.md): AdGuard Home
   * blocks after 5 failed sign-ins within a minute of the first; qBittorrent bans after 5 failed
   * sign-ins in a row, however far apart. A card asked every second never gets there on its own,
   * whatever its refresh interval.
   */
  it.each([1, 5, 30, 60, 300, 3600])('never reaches the AdGuard Home or qBittorrent lockout on its own, asked every second, at a %i s refresh interval', (seconds) => {
    let now = 0;
    const memory = new LinkMemory(() => now);
    const attempts: number[] = [];
    const horizon = Math.min(seconds * 200, 3 * 86_400) * 1000;
    for (; now <= horizon; now += 1000) {
      if (memory.waiting('link', 'v1')) continue;
      attempts.push(now);
      memory.refused('link', 'v1', 401, failure, seconds * 1000);
    }
    expect(attempts).toHaveLength(backoffRules.automaticRefusals);
    // qBittorrent: fewer than 5 in a row. AdGuard Home: fewer than 5 within a minute of the first.
    expect(attempts.length).toBeLessThan(5);
    for (const first of attempts) expect(attempts.filter((at) => at >= first && at <= first + 60_000).length).toBeLessThan(5);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(2 * seconds * 1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(4 * seconds * 1000);
  });
});
