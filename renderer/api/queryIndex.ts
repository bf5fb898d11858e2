import { QueryObserver, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';

/** How the list is asked for: the same options every card's own query would carry. */
export interface ListQuery<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T[]>;
  staleTime?: number;
  refetchInterval?: number;
}

/**
 * One list query's items by key, for every card on screen at once: one query observer and one
 * lookup table however many cards there are. A card's own useQuery would cost an observer each
 * (created in its render, subscribed in its effects), and a search of the whole list per card on
 * every answer. Cards read it with useSyncExternalStore(index.subscribe, () => index.get(key)).
 * The first item of a key wins.
 */
export class QueryIndex<T> {
  private readonly listeners = new Set<() => void>();
  private observer: QueryObserver<T[], Error, T[], T[], QueryKey> | null = null;
  private stopObserving: (() => void) | null = null;
  private items: T[] | undefined;
  private byKey = new Map<string, T>();

  constructor(
    private readonly client: QueryClient,
    private readonly options: ListQuery<T>,
    private readonly keyOf: (item: T) => string,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.observer) {
      this.observer = new QueryObserver(this.client, this.options);
      this.stopObserving = this.observer.subscribe((result) => this.take(result.data));
      this.take(this.observer.getCurrentResult().data);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopObserving?.();
      this.observer = null;
      this.stopObserving = null;
    };
  };

  get(key: string): T | undefined {
    // Before the first card subscribes (its first render), read what the cache already holds, so
    // a card coming back into view shows its state at once.
    if (!this.observer) this.index(this.client.getQueryData<T[]>(this.options.queryKey));
    return this.byKey.get(key);
  }

  private take(items: T[] | undefined): void {
    if (this.index(items)) this.listeners.forEach((notify) => notify());
  }

  private index(items: T[] | undefined): boolean {
    if (items === this.items) return false;
    this.items = items;
    const byKey = new Map<string, T>();
    for (const item of items ?? []) if (!byKey.has(this.keyOf(item))) byKey.set(this.keyOf(item), item);
    this.byKey = byKey;
    return true;
  }
}

const indexes = new WeakMap<QueryClient, Map<string, QueryIndex<unknown>>>();

/** The one index of `name` for this query client, made on first use. */
export function sharedIndex<T>(client: QueryClient, name: string, make: () => QueryIndex<T>): QueryIndex<T> {
  let named = indexes.get(client);
  if (!named) {
    named = new Map();
    indexes.set(client, named);
  }
  let index = named.get(name) as QueryIndex<T> | undefined;
  if (!index) {
    index = make();
    named.set(name, index as QueryIndex<unknown>);
  }
  return index;
}
