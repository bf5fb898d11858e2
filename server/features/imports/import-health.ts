import type { ImportHealthPreview } from '../../../shared/contracts/imports.js';
import { defaultsFor } from '../../../shared/contracts/monitoring.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { importHealthMessages as m } from '../../../shared/messages.js';
import type { NewMonitorRow } from '../../db/schema/index.js';
import { newId } from '../../ids.js';
import { refusesLiteral, type ReachPolicy } from '../../net/reach.js';
import { isRecord } from './import-tree.js';

/**
 * A peer's status check on an entry (issue 41 item 3): Homepage `siteMonitor` and `ping`, Dashy
 * `statusCheck`, Homarr's status checker. The import offers each as a Hearth health check on
 * the imported link. A link's health check calls the link's own address, so where the file
 * checked another address, or pinged, the preview says what Hearth checks instead.
 */
export interface ParsedHealth {
  /** The file's own word for it, as the preview names it. */
  from: 'siteMonitor' | 'ping' | 'statusCheck' | 'status checker';
  /** The address (or, for ping, the host) the file checks; null: the entry's own address. */
  address: string | null;
  statusMin: number;
  statusMax: number;
  /** The file accepts any certificate (Dashy's statusCheckAllowInsecure). */
  insecure: boolean;
}

const { statusMin, statusMax } = defaultsFor('link');
/** Ping only asks whether the host answers: the nearest HTTP check takes any status. */
const anyStatus = { statusMin: 100, statusMax: 599 };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Status codes as a file writes them (200, '200', '200, 403'); the valid ones only. */
function codesOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return parts.map((part) => Number(typeof part === 'string' ? part.trim() : part)).filter((n) => Number.isInteger(n) && n >= 100 && n <= 599);
}

/** Homepage: `siteMonitor: <url>` is an HTTP check; `ping: <host>` (its older name for it, and now an ICMP ping). */
export function homepageHealth(service: Record<string, unknown>): ParsedHealth | null {
  const site = text(service.siteMonitor);
  if (site) return { from: 'siteMonitor', address: site, statusMin, statusMax, insecure: false };
  const ping = text(service.ping);
  if (ping) return { from: 'ping', address: ping, ...anyStatus, insecure: false };
  return null;
}

/** Dashy: an item's `statusCheck`, or `appConfig.statusCheck` for every item that does not turn it off. */
export function dashyHealth(item: Record<string, unknown>, everyItem: boolean): ParsedHealth | null {
  const on = item.statusCheck === true || (everyItem && item.statusCheck !== false);
  if (!on) return null;
  // Dashy counts 2xx and 3xx as up, and the accepted codes besides.
  const codes = codesOf(item.statusCheckAcceptCodes);
  return {
    from: 'statusCheck',
    address: text(item.statusCheckUrl),
    statusMin: Math.min(statusMin, ...codes),
    statusMax: Math.max(statusMax, ...codes),
    insecure: item.statusCheckAllowInsecure === true,
  };
}

/** Homarr 0.x: `network.enabledStatusChecker` with the codes it counts as up (`okStatus`, before that `statusCodes`), calling the app's `url`. */
export function homarrHealth(app: Record<string, unknown>): ParsedHealth | null {
  const network = isRecord(app.network) ? app.network : null;
  if (network?.enabledStatusChecker !== true) return null;
  const codes = codesOf(network.okStatus ?? network.statusCodes);
  const range = codes.length > 0 ? { statusMin: Math.min(...codes), statusMax: Math.max(...codes) } : { statusMin, statusMax };
  return { from: 'status checker', address: text(app.url), ...range, insecure: false };
}

/** How Hearth's check differs from the file's, in plain words; null when it is the same check. */
export function healthNote(health: ParsedHealth, linkUrl: string): string | null {
  const notes: string[] = [];
  if (health.from === 'ping') {
    notes.push(m.pingAsHttp(health.address ?? ''));
  } else if (health.address !== null && normaliseUrl(health.address) !== linkUrl) {
    notes.push(m.otherAddress(health.address));
  }
  if (health.insecure && linkUrl.startsWith('https:')) notes.push(m.insecureNotCarried);
  return notes.length > 0 ? notes.join(' ') : null;
}

/**
 * Plans the health checks of one import, entry by entry, with the reason one is not added: the
 * user unticked "Add health checks", the link points at this computer (only an administrator
 * may check it, as on the health check form), or the account's health checks are at their cap.
 */
export class HealthPlanner {
  private room: number;
  private readonly unticked: string[] = [];

  /** `existing`: the health checks the account has now; `cap`: the most it may have. */
  constructor(
    private readonly on: boolean,
    private readonly policy: ReachPolicy,
    private readonly cap: number,
    existing: number,
  ) {
    this.room = cap - existing;
  }

  plan(name: string, health: ParsedHealth | null, linkUrl: string): ImportHealthPreview | null {
    if (!health) return null;
    if (!this.on) this.unticked.push(name);
    const leftOut = !this.on ? m.notTicked : refusesLiteral(linkUrl, this.policy) ? m.loopback : this.room <= 0 ? m.tooMany(this.cap) : null;
    if (leftOut === null) this.room -= 1;
    return { from: health.from, kind: 'link', target: linkUrl, statusMin: health.statusMin, statusMax: health.statusMax, note: healthNote(health, linkUrl), leftOut };
  }

  warnings(): string[] {
    return this.unticked.length > 0 ? [m.notTickedWarning(this.unticked)] : [];
  }
}

/** The monitor an import adds for a link's planned health check: the health check form's defaults with the file's status codes. */
export function healthMonitor(plan: ImportHealthPreview, userId: string, listingId: string, now: string): NewMonitorRow {
  const defaults = defaultsFor('link');
  return {
    id: newId(),
    userId,
    kind: 'link',
    listingId,
    deviceId: null,
    enabled: true,
    intervalSeconds: defaults.intervalSeconds,
    timeoutSeconds: defaults.timeoutSeconds,
    method: defaults.method,
    statusMin: plan.statusMin,
    statusMax: plan.statusMax,
    keyword: null,
    failureThreshold: defaults.failureThreshold,
    tlsFingerprint: null,
    createdAt: now,
    updatedAt: now,
  };
}
