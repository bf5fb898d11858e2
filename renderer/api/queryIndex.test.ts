import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QueryIndex, sharedIndex } from './queryIndex.js';

interface Bound {
  listingId: string;
  name: string;
}

describe('one list query indexed for every card', () => {
  it("reads the cache before anyone subscribes, and the first item of a key wins", () => {
    const client = new QueryClient();
    client.setQueryData(['links'], [
      { listingId: 'a', name: 'first' },
      { listingId: 'a', name: 'second' },
      { listingId: 'b', name: 'other' },
    ] satisfies Bound[]);
    const index = new QueryIndex<Bound>(client, { queryKey: ['links'], queryFn: () => Promise.resolve([]) }, (b) => b.listingId);
    expect(index.get('a')?.name).toBe('first');
    expect(index.get('b')?.name).toBe('other');
    expect(index.get('c')).toBeUndefined();
  });

  it('asks once for many subscribers and tells each of them about the answer', async () => {
    const client = new QueryClient();
    let asked = 0;
    const index = new QueryIndex<Bound>(
      client,
      {
        queryKey: ['links'],
        queryFn: () => {
          asked += 1;
          return Promise.resolve([{ listingId: 'a', name: 'bound' }]);
        },
      },
      (b) => b.listingId,
    );
    let told = 0;
    const stops = Array.from({ length: 40 }, () => index.subscribe(() => (told += 1)));
    await expect.poll(() => index.get('a')?.name).toBe('bound');
    expect(asked).toBe(1);
    expect(told).toBe(40);
    stops.forEach((stop) => stop());
  });

  it('keeps one index per name and query client', () => {
    const client = new QueryClient();
    const make = () => new QueryIndex<Bound>(client, { queryKey: ['links'], queryFn: () => Promise.resolve([]) }, (b) => b.listingId);
    const first = sharedIndex(client, 'links', make);
    expect(sharedIndex(client, 'links', make)).toBe(first);
    expect(sharedIndex(new QueryClient(), 'links', make)).not.toBe(first);
  });
});
