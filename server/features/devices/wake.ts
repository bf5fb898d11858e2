import type { Db } from '../../db/client.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findDevice } from './devices.repo.js';
import type { DeviceMonitor } from './device-monitor.js';

/**
 * Sends the magic packet (6 x 0xFF, then the MAC 16 times: 102 bytes) to the device's broadcast
 * address and port with `wake_on_lan`, which sends it three times 100 ms apart.
 */
export async function sendMagicPacket(mac: string, address: string, port: number): Promise<void> {
  const { default: wol } = await import('wake_on_lan');
  await new Promise<void>((resolve, reject) => {
    wol.wake(mac, { address, port }, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Wakes one of the user's devices and starts the follow-up that reports whether it came up.
 * Refuses a device without wake-on-LAN rather than sending to whatever address it holds.
 */
export async function wakeDevice(db: Db, monitor: DeviceMonitor, userId: string, id: string): Promise<void> {
  const row = findDevice(db, userId, id);
  if (!row) throw notFound(messages.deviceNotFound);
  if (!row.supportsWol || !row.deviceMac || !row.broadcastAddress) throw badRequest(messages.wakeNotSupported);
  try {
    await sendMagicPacket(row.deviceMac, row.broadcastAddress, row.broadcastPort);
  } catch {
    throw badRequest(messages.magicPacketFailed);
  }
  monitor.followWake(row);
}
