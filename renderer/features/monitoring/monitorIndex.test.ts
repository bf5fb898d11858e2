import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { MonitorIndex, type SummaryQuery } from './monitorIndex.js';

const key = ['monitoring', 'summary'];
let asked = 0;
const options: SummaryQuery = {
  queryKey: key,
  queryFn: () => {
    asked += 1;
    return Promise.resolve([]);
  },
  staleTime: 30_000,
};

function summary(kind: MonitorSummary['kind'], targetId: string, health: MonitorSummary['health']): MonitorSummary {
  return {
    _id: `${kind}-${targetId}`,
    kind,
    targetId,
    name: targetId,
    target: 'http://127.0.0.1/',
    health,
    message: null,
    lastCheckedAt: null,
    latencyMs: null,
    uptime24h: null,
    bar: [],
    barEndsAt: '2026-11-27T00:00:00.000Z',
    dueBy: null,
    certExpiresAt: null,
    intervalSeconds: 60,
  };
}

describe('MonitorIndex', () => {
  it('reads what the cache holds before any card subscribes', () => {
    const client = new QueryClient();
    client.setQueryData(key, [summary('link', 'a', 'up')]);
    const index = new MonitorIndex(client, options);
    expect(index.monitorOf('link', 'a')?.health).toBe('up');
    expect(index.monitorOf('device', 'a')).toBeUndefined();
  });

  it('tells every subscribed card once per new answer, and finds each card by kind and id', () => {
    const client = new QueryClient();
    client.setQueryData(key, [summary('link', 'a', 'up')]);
    const index = new MonitorIndex(client, options);
    let calls = 0;
    const stops = [index.subscribe(() => (calls += 1)), index.subscribe(() => (calls += 1))];
    expect(index.monitorOf('link', 'a')?.health).toBe('up');
    calls = 0;

    client.setQueryData(key, [summary('link', 'a', 'down'), summary('device', 'b', 'up')]);
    expect(calls).toBe(2);
    expect(index.monitorOf('link', 'a')?.health).toBe('down');
    expect(index.monitorOf('device', 'b')?.health).toBe('up');
    expect(client.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(1);

    expect(asked).toBe(0);
    stops.forEach((stop) => stop());
    expect(client.getQueryCache().find({ queryKey: key })?.getObserversCount()).toBe(0);
    client.setQueryData(key, [summary('link', 'a', 'paused')]);
    expect(calls).toBe(2);
    expect(index.monitorOf('link', 'a')?.health).toBe('paused');
  });
});
