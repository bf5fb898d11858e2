import type { StatusIncidentRow, StatusPageRow } from '../../../db/schema/index.js';
import type { MonitorHealth, MonitorSummary } from '../../../../shared/contracts/monitoring.js';
import type { PublicMonitor, PublicStatusPage } from '../../../../shared/contracts/status-pages.js';
import { incidentHtml } from './incident-text.js';

/** The word the public reads for each health; "late" and "pending" both mean no fresh answer. */
export const publicHealthLabel: Record<MonitorHealth, string> = {
  up: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
  late: 'No recent check',
  pending: 'No data yet',
  paused: 'Paused',
  maintenance: 'Maintenance',
};

/** Shown incidents: every open one, and those resolved within the last 14 days. */
const resolvedShownMs = 14 * 86_400_000;

function publicMonitor(summary: MonitorSummary, index: number, showAddresses: boolean): PublicMonitor {
  const shown: PublicMonitor = {
    // A check of its own may have no name; its target text would be the address, so it gets a number.
    name: summary.name.trim() || `Monitor ${index + 1}`,
    health: summary.health,
    label: publicHealthLabel[summary.health],
    uptime24h: summary.uptime24h,
    bar: summary.bar,
  };
  // The last message often quotes the address ("connect ECONNREFUSED 10.0.0.5:443"): it goes with the addresses.
  if (showAddresses) return { ...shown, target: summary.target, ...(summary.message ? { message: summary.message } : {}) };
  return shown;
}

function overallOf(all: PublicMonitor[]): PublicStatusPage['overall'] {
  // A paused monitor is one the owner stopped watching: it says nothing about the rest.
  const monitors = all.filter((m) => m.health !== 'paused');
  const healths = new Set(monitors.map((m) => m.health));
  if (healths.has('down')) return { health: 'down', text: monitors.every((m) => m.health === 'down') ? 'Major outage' : 'Partial outage' };
  if (healths.has('degraded') || healths.has('late')) return { health: 'degraded', text: 'Some systems are degraded' };
  if (healths.has('maintenance')) return { health: 'maintenance', text: 'Maintenance in progress' };
  if (monitors.length > 0 && monitors.every((m) => m.health === 'up')) return { health: 'up', text: 'All systems operational' };
  return { health: 'unknown', text: monitors.length === 0 ? 'No monitors on this page yet' : 'Waiting for checks' };
}

/**
 * What the public sees of a page, built from the owner's monitor summaries: names, states and
 * uptime only, unless the owner chose to show addresses. The HTML is drawn from this alone, so
 * the page and its JSON can leak nothing the other does not.
 */
export function publicPage(page: StatusPageRow, summaries: Map<string, MonitorSummary>, incidents: StatusIncidentRow[], now: number): PublicStatusPage {
  let index = 0;
  let barEndsAt = new Date(now).toISOString();
  const groups = page.groups.map((group) => ({
    name: group.name,
    monitors: group.monitorIds.flatMap((id) => {
      const summary = summaries.get(id);
      if (!summary) return [];
      barEndsAt = summary.barEndsAt;
      return [publicMonitor(summary, index++, page.showAddresses)];
    }),
  }));
  const shownIncidents = incidents
    .filter((i) => i.resolvedAt === null || now - i.resolvedAt < resolvedShownMs)
    .map((i) => ({ title: i.title, html: incidentHtml(i.body, i.format), severity: i.severity, createdAt: new Date(i.createdAt).toISOString(), resolvedAt: i.resolvedAt === null ? null : new Date(i.resolvedAt).toISOString() }));
  return {
    title: page.title,
    description: page.description,
    overall: overallOf(groups.flatMap((g) => g.monitors)),
    groups,
    incidents: shownIncidents,
    barEndsAt,
    builtAt: new Date(now).toISOString(),
  };
}
