import { describe, expect, it } from 'vitest';
import type { StatusPageRow } from '../../../db/schema/index.js';
import type { PublicStatusPage } from '../../../../shared/contracts/status-pages.js';
import { maxAgeMs, minRebuildMs, SnapshotCache } from './snapshot-cache.js';

function setup() {
  const clock = { now: 1_000_000 };
  let builds = 0;
  const row = { id: 'p', slug: 'home', title: 'Home' } as StatusPageRow;
  const cache = new SnapshotCache(
    {
      pageBySlug: (slug) => (slug === 'home' ? row : undefined),
      customDomains: () => [{ domain: 'status.example.test', slug: 'home' }],
      build: (page): PublicStatusPage => {
        builds++;
        return { title: `${page.title} ${builds}`, description: '', overall: { health: 'up', text: 'ok' }, groups: [], incidents: [], barEndsAt: new Date(0).toISOString(), builtAt: new Date(0).toISOString() };
      },
    },
    () => clock.now,
  );
  return { cache, clock, builds: () => builds };
}

describe('the status page snapshots', () => {
  it('builds once and serves the same bytes and ETag while nothing changes, up to the maximum age', () => {
    const { cache, clock, builds } = setup();
    const first = cache.get('home');
    clock.now += maxAgeMs - 1;
    expect(cache.get('home')).toBe(first);
    expect(builds()).toBe(1);
    clock.now += 1;
    expect(cache.get('home')?.html.tag).not.toBe(first?.html.tag);
    expect(builds()).toBe(2);
  });

  it('rebuilds after a monitor change, but at most once a second', () => {
    const { cache, clock, builds } = setup();
    cache.get('home');
    cache.monitorsChanged();
    expect(builds()).toBe(1);
    cache.get('home');
    expect(builds()).toBe(1);
    clock.now += minRebuildMs;
    cache.get('home');
    cache.get('home');
    expect(builds()).toBe(2);
  });

  it('drops every snapshot at once when a page is edited', () => {
    const { cache, builds } = setup();
    cache.get('home');
    cache.pagesChanged();
    cache.get('home');
    expect(builds()).toBe(2);
  });

  it('answers null for an unknown slug, and finds a page by its exact domain only', () => {
    const { cache } = setup();
    expect(cache.get('nope')).toBeNull();
    expect(cache.slugOfDomain('STATUS.example.test.')).toBe('home');
    expect(cache.slugOfDomain('example.test')).toBeUndefined();
    expect(cache.slugOfDomain('a.status.example.test')).toBeUndefined();
  });
});
