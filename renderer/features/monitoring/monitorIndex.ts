import { QueryObserver, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { MonitorKind, MonitorSummary } from '../../../shared/contracts/monitoring.js';

/** How the summary is asked for: the same options every card's query would carry. */
export interface SummaryQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction<MonitorSummary[]>;
  staleTime: number;
}

/**
 * The monitoring summary by card, for every card on screen at once: one query observer and one
 * lookup table however many cards there are (a home of 500 cards would otherwise run 500
 * observers, each searching the whole list on every answer).
 */
export class MonitorIndex {
  private readonly listeners = new Set<() => void>();
  private observer: QueryObserver<MonitorSummary[], Error, MonitorSummary[], MonitorSummary[], QueryKey> | null = null;
  private stopObserving: (() => void) | null = null;
  private items: MonitorSummary[] | undefined;
  private byCard = new Map<string, MonitorSummary>();

  constructor(
    private readonly client: QueryClient,
    private readonly options: SummaryQuery,
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

  monitorOf(kind: MonitorKind, targetId: string): MonitorSummary | undefined {
    // Before the first card subscribes (its first render), read what the cache already holds, so
    // a card coming back into view shows its status at once.
    if (!this.observer) this.index(this.client.getQueryData<MonitorSummary[]>(this.options.queryKey));
    return this.byCard.get(`${kind}:${targetId}`);
  }

  private take(items: MonitorSummary[] | undefined): void {
    if (this.index(items)) this.listeners.forEach((notify) => notify());
  }

  private index(items: MonitorSummary[] | undefined): boolean {
    if (items === this.items) return false;
    this.items = items;
    this.byCard = new Map((items ?? []).map((item) => [`${item.kind}:${item.targetId}`, item]));
    return true;
  }
}
