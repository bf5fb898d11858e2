import type { Router } from 'express';
import type { AppContext } from '../../../context.js';
import type { MonitorSummary } from '../../../../shared/contracts/monitoring.js';
import type { UserRow } from '../../../db/schema/index.js';
import { findUserById } from '../../auth/users.repo.js';
import { publicPage } from './public-model.js';
import { SnapshotCache } from './snapshot-cache.js';
import * as repo from './status-pages.repo.js';
import { statusPublicRoutes } from './status-pages.public.js';
import { statusPageRoutes } from './status-pages.routes.js';

export interface StatusPageDeps {
  /** Every monitor summary of `owner` (the same the status screen shows). */
  summariesOf(owner: UserRow): MonitorSummary[];
  /** Registers a listener for any monitor's change of what its card shows. */
  onMonitorChange(listener: () => void): void;
}

/**
 * Public status pages (issue 46 item 2): the owner's routes (behind the session) and the public
 * ones (open), sharing one snapshot cache that monitor changes and page edits refresh.
 */
export function statusPagesFeature(ctx: AppContext, deps: StatusPageDeps): { routes: Router; publicRoutes: Router } {
  const cache = new SnapshotCache({
    pageBySlug: (slug) => repo.pageBySlug(ctx.db, slug),
    customDomains: () => repo.customDomains(ctx.db),
    build: (page) => {
      const owner = findUserById(ctx.db, page.userId);
      const summaries = new Map((owner ? deps.summariesOf(owner) : []).map((s) => [s._id, s]));
      return publicPage(page, summaries, repo.pageIncidents(ctx.db, page.id), ctx.clock());
    },
  });
  deps.onMonitorChange(() => cache.monitorsChanged());
  ctx.onRestored(() => cache.pagesChanged());
  return { routes: statusPageRoutes(ctx, () => cache.pagesChanged()), publicRoutes: statusPublicRoutes(cache) };
}
