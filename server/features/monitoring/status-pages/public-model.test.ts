import { describe, expect, it } from 'vitest';
import type { StatusIncidentRow, StatusPageRow } from '../../../db/schema/index.js';
import type { MonitorHealth, MonitorSummary } from '../../../../shared/contracts/monitoring.js';
import { publicPage } from './public-model.js';

const now = Date.parse('2026-11-28T22:00:00Z');

function summary(id: string, name: string, health: MonitorHealth): MonitorSummary {
  return { _id: id, kind: 'tcp', targetId: id, name, target: '10.0.0.5:22', health, message: health === 'down' ? 'connect ECONNREFUSED 10.0.0.5:22' : null, lastCheckedAt: null, latencyMs: 3, uptime24h: 0.5, bar: [1, 0, null], barEndsAt: new Date(now).toISOString(), certExpiresAt: null, intervalSeconds: 60, dueBy: null };
}

function pageRow(showAddresses: boolean, monitorIds: string[]): StatusPageRow {
  return { id: 'p', userId: 'u', slug: 's', title: 'T', description: '', groups: [{ name: 'G', monitorIds }], customDomain: null, showAddresses, createdAt: '', updatedAt: '' };
}

const incident = (resolvedAt: number | null, title: string): StatusIncidentRow => ({ id: title, pageId: 'p', title, body: 'x', format: 'text', severity: 'minor', createdAt: now - 30 * 86_400_000, resolvedAt });

describe('what the public sees of a page', () => {
  const summaries = new Map([
    ['a', summary('a', 'NAS', 'down')],
    ['b', summary('b', '', 'up')],
  ]);

  it('leaves out the address and the last error unless the page shows addresses', () => {
    const hidden = publicPage(pageRow(false, ['a', 'b']), summaries, [], now);
    expect(JSON.stringify(hidden)).not.toContain('10.0.0.5');
    const shown = publicPage(pageRow(true, ['a']), summaries, [], now);
    expect(shown.groups[0]?.monitors[0]).toMatchObject({ target: '10.0.0.5:22', message: 'connect ECONNREFUSED 10.0.0.5:22' });
  });

  it('numbers a monitor without a name, and skips ids that are not the owner’s monitors (any more)', () => {
    const model = publicPage(pageRow(false, ['a', 'gone', 'b']), summaries, [], now);
    expect(model.groups[0]?.monitors.map((m) => m.name)).toEqual(['NAS', 'Monitor 2']);
  });

  it('sums up the page: a partial outage, operational, maintenance; paused monitors do not count', () => {
    const of = (...healths: MonitorHealth[]) => publicPage(pageRow(false, healths.map((_, i) => String(i))), new Map(healths.map((h, i) => [String(i), summary(String(i), `M${i}`, h)])), [], now).overall;
    expect(of('down', 'up')).toEqual({ health: 'down', text: 'Partial outage' });
    expect(of('down', 'down')).toEqual({ health: 'down', text: 'Major outage' });
    expect(of('up', 'paused')).toEqual({ health: 'up', text: 'All systems operational' });
    expect(of('up', 'maintenance')).toEqual({ health: 'maintenance', text: 'Maintenance in progress' });
    expect(of().text).toBe('No monitors on this page yet');
  });

  it('keeps open incidents and those resolved in the last 14 days', () => {
    const model = publicPage(pageRow(false, []), summaries, [incident(null, 'open'), incident(now - 3 * 86_400_000, 'recent'), incident(now - 20 * 86_400_000, 'old')], now);
    expect(model.incidents.map((i) => i.title)).toEqual(['open', 'recent']);
  });
});
