import type { QueryClient } from '@tanstack/react-query';
import type { MonitorKind, MonitorSummary } from '../../../shared/contracts/monitoring.js';
import { QueryIndex, type ListQuery } from '../../api/queryIndex.js';

/** How the summary is asked for: the same options every card's query would carry. */
export type SummaryQuery = ListQuery<MonitorSummary> & { staleTime: number };

/**
 * The monitoring summary by card, for every card on screen at once (a home of 500 cards would
 * otherwise run 500 observers, each searching the whole list on every answer).
 */
export class MonitorIndex extends QueryIndex<MonitorSummary> {
  constructor(client: QueryClient, options: SummaryQuery) {
    super(client, options, (item) => `${item.kind}:${item.targetId}`);
  }

  monitorOf(kind: MonitorKind, targetId: string): MonitorSummary | undefined {
    return this.get(`${kind}:${targetId}`);
  }
}
