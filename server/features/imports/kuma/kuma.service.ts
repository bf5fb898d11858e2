import { builtinIcon } from '../../../../shared/contracts/icons.js';
import type { KumaImportResult, KumaPreview } from '../../../../shared/contracts/imports-kuma.js';
import { kumaImportMessages as m } from '../../../../shared/messages.js';
import type { AppContext } from '../../../context.js';
import type { MonitorRow, NewMonitorRow } from '../../../db/schema/index.js';
import { newId } from '../../../ids.js';
import type { ReachPolicy } from '../../../net/reach.js';
import { insertDevice } from '../../devices/devices.repo.js';
import { insertListing, nextSortOrder } from '../../listings/listings.repo.js';
import { sealChannelValue } from '../../monitoring/alerts/alert-sender.js';
import { insertChannel, linkMonitorChannels } from '../../monitoring/alerts/alerts.repo.js';
import { pushHashOf } from '../../monitoring/checks/push.js';
import { insertMonitor } from '../../monitoring/monitors.repo.js';
import { folderNamed } from '../imports.repo.js';
import { planKuma, previewOf, type KumaPlan, type PlannedMonitor } from './kuma-plan.js';
import type { KumaBackup } from './kuma.parse.js';

export interface KumaOptions {
  policy: ReachPolicy;
  /** The most health checks the account may have. */
  monitorCap: number;
  /** Ping checks run (host mode, and the account's Network Devices on); else they are added paused. */
  devicesOn: boolean;
}

export function previewKuma(ctx: AppContext, userId: string, id: string, backup: KumaBackup, options: KumaOptions): KumaPreview {
  return previewOf(id, planKuma(ctx.db, userId, backup, options));
}

/** The "Uptime Kuma" folder at the root that holds the HTTP checks' links: the user's own if they have one. */
function kumaFolder(ctx: AppContext, userId: string, now: string): string {
  const existing = folderNamed(ctx.db, userId, null, m.folderName);
  if (existing) return existing.id;
  return insertListing(ctx.db, {
    id: newId(),
    userId,
    parentId: null,
    listingType: 'category',
    listingName: m.folderName,
    listingIcon: builtinIcon('folder'),
    inSidebar: false,
    onFeatured: true,
    homeDisplay: 'section',
    sortOrder: nextSortOrder(ctx.db, userId, null),
    createdAt: now,
    updatedAt: now,
  }).id;
}

/** The monitor row (and the link or device it watches) for one planned check. */
function writeMonitor(ctx: AppContext, userId: string, planned: PlannedMonitor, folder: () => string, now: string): MonitorRow | null {
  const { check, preview } = planned;
  if (!check || !preview.kind) return null;
  const row: NewMonitorRow = {
    id: newId(),
    userId,
    kind: preview.kind,
    listingId: null,
    deviceId: null,
    enabled: preview.enabled,
    intervalSeconds: preview.intervalSeconds,
    timeoutSeconds: planned.timeoutSeconds,
    failureThreshold: planned.failureThreshold,
    createdAt: now,
    updatedAt: now,
  };
  if (check.via === 'link') {
    const parentId = folder();
    const link = insertListing(ctx.db, {
      id: newId(),
      userId,
      parentId,
      listingType: 'link',
      listingName: preview.name,
      listingUrl: check.url,
      listingIcon: builtinIcon('link'),
      inSidebar: false,
      onFeatured: false,
      sortOrder: nextSortOrder(ctx.db, userId, parentId),
      createdAt: now,
      updatedAt: now,
    });
    return insertMonitor(ctx.db, { ...row, listingId: link.id, method: check.method, statusMin: check.statusMin, statusMax: check.statusMax, keyword: check.keyword });
  }
  if (check.via === 'device') {
    const device = insertDevice(ctx.db, { id: newId(), userId, deviceName: preview.name, deviceIp: check.host, deviceIcon: builtinIcon('device'), createdAt: now, updatedAt: now });
    return insertMonitor(ctx.db, { ...row, deviceId: device.id });
  }
  const pushHash = check.target.kind === 'push' ? pushHashOf(check.target.token) : null;
  return insertMonitor(ctx.db, { ...row, name: preview.name, checkTarget: check.target, pushHash });
}

/**
 * Writes the plan in one transaction, planned again inside it so it is the plan of what is
 * stored at that moment (a second apply finds everything already here and adds nothing).
 * Channel addresses and secrets are sealed; each monitor keeps the channels Kuma linked it to.
 */
export function applyKuma(ctx: AppContext, userId: string, backup: KumaBackup, options: KumaOptions): { result: KumaImportResult; monitors: MonitorRow[] } {
  const now = new Date(ctx.clock()).toISOString();
  return ctx.db.transaction(() => {
    const plan: KumaPlan = planKuma(ctx.db, userId, backup, options);
    const channelIds = new Map(plan.existingChannel);
    for (const planned of plan.channels) {
      const { preview } = planned;
      if (preview.leftOut !== null || !preview.kind) continue;
      const row = insertChannel(ctx.db, {
        id: newId(),
        userId,
        kind: preview.kind,
        name: preview.name,
        urlSealed: sealChannelValue(ctx, planned.url),
        secretSealed: planned.secret ? sealChannelValue(ctx, planned.secret) : null,
        chatId: preview.kind === 'telegram' ? planned.chatId : null,
        options: JSON.stringify(planned.options),
        enabled: preview.enabled,
        createdAt: now,
        updatedAt: now,
      });
      channelIds.set(preview.kumaId, row.id);
    }
    let folderId: string | null = null;
    const folder = () => (folderId ??= kumaFolder(ctx, userId, now));
    const monitors: MonitorRow[] = [];
    for (const planned of plan.monitors) {
      const row = writeMonitor(ctx, userId, planned, folder, now);
      if (!row) continue;
      monitors.push(row);
      linkMonitorChannels(ctx.db, row.id, planned.notificationIds.flatMap((id) => channelIds.get(id) ?? []));
    }
    const preview = previewOf('', plan);
    const added = { monitors: monitors.length, channels: preview.counts.channels, links: preview.counts.links };
    const message = added.monitors + added.channels === 0 ? m.nothingToImport : m.imported(added.monitors, added.channels, preview.counts.leftOut);
    return { result: { message, added, leftOut: preview.counts.leftOut }, monitors };
  });
}
