import type { ServerConfig } from '../../config.js';
import type { ReachPolicy } from '../../net/reach.js';
import type { ListingRow, MonitorRow, NetworkDeviceRow, UserRow } from '../../db/schema/index.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { monitorMessages as m } from '../../../shared/messages.js';
import { checkTargetText, isCheckKind } from '../../../shared/contracts/monitor-checks.js';

/**
 * What a monitor watches and whether it may run now. The checks themselves come from the
 * features that own the targets: devices ping through the devices feature's monitor (which saves
 * and pushes liveness as the devices screen shows it), cameras through the streams feature.
 */
export interface TargetProbes {
  pingDevice(row: NetworkDeviceRow): Promise<{ alive: boolean; time: number | 'unknown' }>;
  /** Null when the camera could not be checked now (the probe caps are full): no result, not a failure. */
  checkCamera(userId: string, listingId: string, reach: ReachPolicy): Promise<{ ok: boolean; reason: string | null; latencyMs: number | null } | null>;
  /** Whether the link's container is running and healthy (the Docker feature asks its engine). */
  checkContainer(listing: ListingRow): Promise<{ ok: boolean; message: string; latencyMs: number | null }>;
}

/** What a container binding names: `name` on its host, or the label selector. */
export function containerText(listing: Pick<ListingRow, 'containerName' | 'containerLabel'> | null): string {
  return listing?.containerName ?? (listing?.containerLabel ? `label ${listing.containerLabel}` : '');
}

export const isBound = (listing: Pick<ListingRow, 'containerName' | 'containerLabel'> | null): boolean => Boolean(listing?.containerName || listing?.containerLabel);

/** The address a link's check calls: its local URL when it has one (Hearth runs on the LAN), else its URL. */
export function linkAddress(listing: Pick<ListingRow, 'localUrl' | 'listingUrl'>): string | null {
  for (const candidate of [listing.localUrl, listing.listingUrl]) {
    const url = candidate ? normaliseUrl(candidate) : null;
    if (url) return url;
  }
  return null;
}

/** A camera's host and port only: its URL often holds a user name and password. */
export function cameraHost(url: string | null): string {
  const parsed = url ? URL.parse(url) : null;
  return parsed ? `${parsed.protocol}//${parsed.host}` : '';
}

export interface TargetRows {
  listing: ListingRow | null;
  device: NetworkDeviceRow | null;
}

type Watched = Pick<MonitorRow, 'kind' | 'name' | 'checkTarget'>;

export function targetName(monitor: Watched, rows: TargetRows): string {
  if (isCheckKind(monitor.kind)) return monitor.name ?? '';
  return (monitor.kind === 'device' ? rows.device?.deviceName : rows.listing?.listingName) ?? '';
}

/** What the summary shows as "what is checked". */
export function targetText(monitor: Watched, rows: TargetRows): string {
  const { kind } = monitor;
  if (isCheckKind(kind)) return checkTargetText(monitor.checkTarget);
  if (kind === 'device') return rows.device?.deviceIp ?? '';
  if (kind === 'camera') return cameraHost(rows.listing?.listingUrl ?? null);
  if (kind === 'container') return containerText(rows.listing);
  return rows.listing ? (linkAddress(rows.listing) ?? '') : '';
}

/** Why a monitor does not run now, or null when it does. */
export function pauseReason(monitor: Pick<MonitorRow, 'enabled' | 'kind'>, owner: Pick<UserRow, 'camerafeed' | 'networkdevices'>, config: Pick<ServerConfig, 'isHostMode'>, rows: TargetRows): string | null {
  if (!monitor.enabled) return m.pausedDisabled;
  if (monitor.kind === 'device') {
    if (!config.isHostMode) return m.pausedHostMode;
    if (!owner.networkdevices) return m.pausedFeature('Network Devices');
    if (!rows.device?.deviceIp) return m.deviceNoAddress;
  }
  if (monitor.kind === 'camera' && !owner.camerafeed) return m.pausedFeature('Stream Hub');
  if (monitor.kind === 'link' && (!rows.listing || !linkAddress(rows.listing))) return m.linkNotMonitorable;
  if (monitor.kind === 'container' && !isBound(rows.listing)) return m.containerNotBound;
  return null;
}
