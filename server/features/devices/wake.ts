import type { Db } from '../../db/client.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findDevice } from './devices.repo.js';
import type { DeviceMonitor } from './device-monitor.js';
import { networkInterfaces } from 'node:os';
import { wakeOnEveryInterface, type InterfaceList } from './wake-interfaces.js';

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
export async function wakeDevice(db: Db, monitor: DeviceMonitor, userId: string, id: string, interfaces: () => InterfaceList = networkInterfaces): Promise<void> {
  const row = findDevice(db, userId, id);
  if (!row) throw notFound(messages.deviceNotFound);
  const { deviceMac: mac, broadcastAddress: address } = row;
  if (!row.supportsWol || !mac || (!address && !row.wakeEveryInterface)) throw badRequest(messages.wakeNotSupported);
  const sends: Promise<unknown>[] = [];
  if (address) sends.push(sendMagicPacket(mac, address, row.broadcastPort));
  if (row.wakeEveryInterface) sends.push(wakeOnEveryInterface(mac, row.broadcastPort, interfaces()));
  // One way out is enough: a laptop off its wired LAN still wakes what its Wi-Fi reaches.
  const results = await Promise.allSettled(sends);
  if (!results.some((result) => result.status === 'fulfilled')) throw badRequest(messages.magicPacketFailed);
  monitor.followWake(row);
}
