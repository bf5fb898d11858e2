import { describe, expect, it } from 'vitest';
import { monitorMessages as m } from '../messages.js';
import { lateGraceMs, resultDueBy, summaryAt, type MonitorSummary } from './monitoring.js';

const at = Date.parse('2030-01-01T12:00:00Z');

function summary(overrides: Partial<MonitorSummary>): MonitorSummary {
  return {
    _id: 'm1',
    kind: 'link',
    targetId: 't1',
    name: 'NAS',
    target: 'http://nas.home/',
    health: 'up',
    message: null,
    lastCheckedAt: new Date(at).toISOString(),
    latencyMs: 12,
    uptime24h: 1,
    bar: [],
    barEndsAt: new Date(at).toISOString(),
    certExpiresAt: null,
    intervalSeconds: 30,
    dueBy: new Date(at + 40_000 + lateGraceMs).toISOString(),
    ...overrides,
  };
}

describe('a late monitor', () => {
  it('is due its next result an interval plus a timeout (plus the grace) after the last one, or after its save', () => {
    expect(resultDueBy({ lastCheckedAt: at, savedAt: at - 3_600_000, intervalSeconds: 30, timeoutSeconds: 10 })).toBe(at + 40_000 + lateGraceMs);
    expect(resultDueBy({ lastCheckedAt: null, savedAt: at, intervalSeconds: 60, timeoutSeconds: 5 })).toBe(at + 65_000 + lateGraceMs);
    // Saved (changed) after its last result: the new settings' first check is what is awaited.
    expect(resultDueBy({ lastCheckedAt: at - 600_000, savedAt: at, intervalSeconds: 60, timeoutSeconds: 5 })).toBe(at + 65_000 + lateGraceMs);
    expect(resultDueBy({ lastCheckedAt: null, savedAt: Number.NaN, intervalSeconds: 60, timeoutSeconds: 5 })).toBeNull();
  });

  it('reads "late", never up, once its result is overdue, saying for how long and what the last check found', () => {
    const up = summary({});
    const dueBy = Date.parse(up.dueBy ?? '');
    expect(summaryAt(up, dueBy)).toBe(up);
    expect(summaryAt(up, dueBy + 1)).toMatchObject({ health: 'late', message: m.late(0, null) });
    expect(summaryAt(up, at + 244_000)).toMatchObject({ health: 'late', message: m.late(4, null) });
    const down = summary({ health: 'down', message: 'No answer within 10 seconds.' });
    expect(summaryAt(down, at + 120_000)).toMatchObject({ health: 'late', message: m.late(2, 'No answer within 10 seconds.') });
    expect(summaryAt(summary({ health: 'pending', lastCheckedAt: null }), at + 120_000).message).toBe(m.late(null, null));
  });

  it('is never said of a paused monitor', () => {
    const paused = summary({ health: 'paused', dueBy: null, message: m.pausedDisabled });
    expect(summaryAt(paused, at + 86_400_000)).toBe(paused);
  });
});
