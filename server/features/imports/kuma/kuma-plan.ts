import { checkTargetText } from '../../../../shared/contracts/monitor-checks.js';
import type { KumaMonitorPreview, KumaPreview } from '../../../../shared/contracts/imports-kuma.js';
import type { MonitorKind } from '../../../../shared/contracts/monitoring.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import type { Db } from '../../../db/client.js';
import { refusesLiteral, type ReachPolicy } from '../../../net/reach.js';
import { userChannels } from '../../monitoring/alerts/alerts.repo.js';
import { newPushToken, monitorOfToken } from '../../monitoring/checks/push.js';
import { countUserMonitors, userMonitorContexts } from '../../monitoring/monitors.repo.js';
import { planChannel, type PlannedChannel } from './kuma-channels.js';
import { mapMonitor, type PlannedCheck } from './kuma-monitors.js';
import type { KumaBackup } from './kuma.parse.js';

export interface PlannedMonitor {
  preview: KumaMonitorPreview;
  check: PlannedCheck | null;
  timeoutSeconds: number;
  failureThreshold: number;
  /** The Kuma notifications it alerts that end up as Hearth channels (new or already here). */
  notificationIds: number[];
}

/** What an apply adds, entry by entry; the preview shows it and the apply writes it. */
export interface KumaPlan {
  version: string;
  monitors: PlannedMonitor[];
  channels: PlannedChannel[];
  /** Kuma notification id → the user's channel already here that stands for it. */
  existingChannel: Map<number, string>;
  leftOutParts: string[];
}

/** The same check twice is the same kind, name and target. */
const keyOf = (kind: MonitorKind, name: string, target: string) => JSON.stringify([kind, name, target]);

function targetText(check: PlannedCheck): string {
  if (check.via === 'link') return check.url;
  if (check.via === 'device') return check.host;
  return checkTargetText(check.target);
}

/** The user's checks as keys, so a second apply (or a check added by hand) is not added again. */
function existingMonitors(db: Db, userId: string): Set<string> {
  const keys = new Set<string>();
  for (const { monitor, listing, device } of userMonitorContexts(db, userId)) {
    if (monitor.kind === 'link' && listing) keys.add(keyOf('link', listing.listingName, listing.listingUrl ?? ''));
    else if (monitor.kind === 'device' && device) keys.add(keyOf('device', device.deviceName, device.deviceIp ?? ''));
    else if (monitor.checkTarget) keys.add(keyOf(monitor.kind, monitor.name ?? '', checkTargetText(monitor.checkTarget)));
  }
  return keys;
}

/**
 * The one plan preview and apply share, made against what is stored now: each notification as
 * a channel, each monitor as a check, or left out with the reason; the links between them kept
 * where both sides are imported (or already here).
 */
export function planKuma(db: Db, userId: string, backup: KumaBackup, options: { policy: ReachPolicy; monitorCap: number; devicesOn: boolean }): KumaPlan {
  const { policy, monitorCap: cap } = options;
  const channelKeys = new Map(userChannels(db, userId).map((row) => [`${row.kind}|${row.name}`, row.id]));
  const taken = new Set(channelKeys.keys());
  const existingChannel = new Map<number, string>();
  const channels = backup.notifications.map((notification) => {
    const planned = planChannel(notification, policy, taken);
    const key = `${planned.preview.kind}|${planned.preview.name}`;
    const here = channelKeys.get(key);
    if (planned.preview.leftOut === m.channelAlreadyHere && here) existingChannel.set(notification.id, here);
    if (planned.preview.leftOut === null) taken.add(key);
    return planned;
  });
  const alerting = new Map<number, string>();
  for (const planned of channels) if (planned.preview.leftOut === null || existingChannel.has(planned.preview.kumaId)) alerting.set(planned.preview.kumaId, planned.preview.name);

  const groups = new Map(backup.monitors.filter((k) => k.type === 'group').map((k) => [k.id, k.name]));
  const present = existingMonitors(db, userId);
  const tokens = new Set<string>();
  // Kuma's push token is kept when it fits Hearth's and no other check holds it, so the job only needs Hearth's address.
  const pushToken = (token: string) => {
    const fits = /^[A-Za-z0-9_-]{20,100}$/.test(token) && !tokens.has(token) && !monitorOfToken(db, token);
    const kept = fits ? token : newPushToken();
    tokens.add(kept);
    return kept;
  };
  let room = cap - countUserMonitors(db, userId);
  const monitors = backup.monitors.map((k): PlannedMonitor => {
    const mapped = mapMonitor(k, k.parent !== null ? (groups.get(k.parent) ?? null) : null, pushToken);
    const name = k.name.slice(0, 100);
    const target = mapped.check ? targetText(mapped.check) : '';
    const key = mapped.kind ? keyOf(mapped.kind, name, target) : '';
    let leftOut = mapped.leftOut;
    if (leftOut === null && present.has(key)) leftOut = m.alreadyHere;
    else if (leftOut === null && mapped.address && refusesLiteral(mapped.address, policy)) leftOut = m.loopback;
    else if (leftOut === null && room <= 0) leftOut = m.tooMany(cap);
    if (leftOut === null) {
      room -= 1;
      present.add(key);
    }
    const linked = k.notificationIds.filter((id) => alerting.has(id));
    return {
      preview: {
        kumaId: k.id,
        name,
        kumaType: k.type || '(none)',
        kind: mapped.kind,
        target,
        intervalSeconds: mapped.intervalSeconds,
        channels: linked.map((id) => alerting.get(id) ?? ''),
        enabled: k.active,
        notes: leftOut !== null ? [] : mapped.kind === 'device' && !options.devicesOn ? [...mapped.notes, m.pingPaused] : mapped.notes,
        leftOut,
      },
      check: leftOut === null ? mapped.check : null,
      timeoutSeconds: mapped.timeoutSeconds,
      failureThreshold: mapped.failureThreshold,
      notificationIds: linked,
    };
  });

  const tags = [...new Set(backup.monitors.flatMap((k) => k.tags.map((tag) => tag.name)))];
  const leftOutParts = [m.statusPages, ...(tags.length > 0 ? [m.tags(tags)] : []), ...(backup.proxies > 0 ? [m.proxies] : [])];
  if (monitors.some((planned) => planned.check && planned.notificationIds.length === 0)) leftOutParts.push(m.noLinksAlertAll);
  return { version: backup.version, monitors, channels, existingChannel, leftOutParts };
}

export function previewOf(id: string, plan: KumaPlan): KumaPreview {
  const monitors = plan.monitors.map((planned) => planned.preview);
  const channels = plan.channels.map((planned) => planned.preview);
  const added = monitors.filter((preview) => preview.leftOut === null);
  return {
    id,
    version: plan.version,
    monitors,
    channels,
    leftOutParts: plan.leftOutParts,
    counts: {
      monitors: added.length,
      channels: channels.filter((preview) => preview.leftOut === null).length,
      links: added.filter((preview) => preview.kind === 'link').length,
      leftOut: monitors.length + channels.length - added.length - channels.filter((preview) => preview.leftOut === null).length,
    },
  };
}
