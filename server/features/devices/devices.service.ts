import type { Db } from '../../db/client.js';
import type { NetworkDeviceRow, UserRow } from '../../db/schema/index.js';
import type { DeviceSaveBody, NetworkDevice } from '../../../shared/contracts/devices.js';
import { messages } from '../../../shared/messages.js';
import { newId } from '../../ids.js';
import { notFound, refused, type RouteOrigin } from '../../http/errors.js';
import * as repo from './devices.repo.js';

export function toDevice(row: NetworkDeviceRow): NetworkDevice {
  return {
    _id: row.id,
    deviceName: row.deviceName,
    deviceIp: row.deviceIp,
    deviceMac: row.deviceMac,
    supportsWol: row.supportsWol,
    broadcastAddress: row.broadcastAddress,
    broadcastPort: row.broadcastPort,
    wakeEveryInterface: row.wakeEveryInterface,
    virtualDevice: row.virtualDevice,
    checkPort: row.checkPort,
    deviceIcon: row.deviceIcon,
    isAlive: row.isAlive,
    lastSeenAt: row.lastSeenAt,
    lastCheckedAt: row.lastCheckedAt,
    sortOrder: row.sortOrder,
  };
}

/** Both lists answer from the database at once: no scan, no waiting for pings. */
export function deviceList(db: Db, userId: string): NetworkDevice[] {
  return repo.listDevices(db, userId).map(toDevice);
}

export function deviceDetail(db: Db, userId: string, id: string): NetworkDevice {
  const row = repo.findDevice(db, userId, id);
  if (!row) throw notFound(messages.deviceNotFound);
  return toDevice(row);
}

/** Creates or updates; answers the original's texts ("Device saved" / "Device updated"). */
export function saveDevice(db: Db, userId: string, body: DeviceSaveBody): { message: string; device: NetworkDevice } {
  const now = new Date().toISOString();
  const { deviceId, ...fields } = body;
  if (deviceId) {
    const existing = repo.findDevice(db, userId, deviceId);
    if (!existing) throw notFound(messages.deviceNotFound);
    // A new address (or way to check it) means the stored status no longer says anything about it.
    const moved = existing.deviceIp !== fields.deviceIp || existing.checkPort !== fields.checkPort;
    repo.updateDevice(db, userId, deviceId, { ...fields, ...(moved ? { isAlive: false, lastSeenAt: null, lastCheckedAt: null } : {}), updatedAt: now });
    return { message: messages.deviceUpdated, device: deviceDetail(db, userId, deviceId) };
  }
  const row = repo.insertDevice(db, { id: newId(), userId, ...fields, createdAt: now, updatedAt: now });
  return { message: messages.deviceSaved, device: toDevice(row) };
}

export function removeDevice(db: Db, userId: string, id: string): void {
  if (!repo.deleteDevice(db, userId, id)) throw notFound(messages.deviceNotFound);
}

/**
 * Wake and scan reach the LAN, so they need what the screens need: host mode and the user's
 * network devices flag. The server refuses them itself rather than trusting a hidden button.
 */
export function requireDeviceFeature(user: UserRow, isHostMode: boolean, origin: RouteOrigin): void {
  if (!isHostMode || !user.networkdevices) throw refused(origin, messages.devicesNeedHostMode);
}
