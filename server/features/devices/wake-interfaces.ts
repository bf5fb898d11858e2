import { createSocket } from 'node:dgram';
import { networkInterfaces } from 'node:os';

/** One address of os.networkInterfaces(); `family` was the number 4 in Node 18.0-18.3. */
export interface InterfaceAddress {
  address: string;
  netmask: string;
  family: string | number;
  internal: boolean;
}

export interface DirectedBroadcast {
  /** The interface's name (eth0, "Ethernet 2", en0). */
  name: string;
  /** Its own address: the packet is sent from it, so it leaves through that interface. */
  local: string;
  /** The subnet's broadcast address (address | ~netmask). */
  broadcast: string;
}

const toInt = (ip: string): number => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0) >>> 0;
const toIp = (n: number): string => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');

/**
 * Every IPv4 subnet this machine is on, with its directed broadcast address: a magic packet sent
 * there reaches the sleeping machines of that subnet, where 255.255.255.255 leaves through one
 * interface only. Loopback is skipped, and so are /31 and /32 links (a VPN's point-to-point
 * address), which have no broadcast address.
 */
export type InterfaceList = Readonly<Record<string, readonly InterfaceAddress[] | undefined>>;

export function directedBroadcasts(interfaces: InterfaceList): DirectedBroadcast[] {
  const found: DirectedBroadcast[] = [];
  const seen = new Set<string>();
  for (const [name, addresses] of Object.entries(interfaces)) {
    for (const info of addresses ?? []) {
      if ((info.family !== 'IPv4' && info.family !== 4) || info.internal) continue;
      const mask = toInt(info.netmask);
      // A mask of /31 or /32 leaves fewer than two host bits.
      if ((~mask >>> 0) < 3) continue;
      const broadcast = toIp((toInt(info.address) | ~mask) >>> 0);
      const key = `${name} ${broadcast}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ name, local: info.address, broadcast });
    }
  }
  return found;
}

/** 6 x 0xFF, then the MAC's six bytes 16 times: 102 bytes. */
export function magicPacket(mac: string): Buffer {
  const bytes = Buffer.from(mac.replace(/[:-]/g, ''), 'hex');
  if (bytes.length !== 6) throw new Error(`not a MAC address: ${mac}`);
  return Buffer.concat([Buffer.alloc(6, 0xff), ...Array.from({ length: 16 }, () => bytes)]);
}

/** How many times each packet goes out, this far apart (a lost datagram is never resent). */
const repeats = 3;
const spacingMs = 100;

async function sendFrom(target: DirectedBroadcast, packet: Buffer, port: number): Promise<void> {
  const socket = createSocket('udp4');
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind({ address: target.local, port: 0 }, () => resolve());
    });
    socket.setBroadcast(true);
    for (let i = 0; i < repeats; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
      await new Promise<void>((resolve, reject) => socket.send(packet, port, target.broadcast, (error) => (error ? reject(error) : resolve())));
    }
  } finally {
    socket.close();
  }
}

/**
 * Sends the magic packet on every interface's directed broadcast at once. Answers where it went;
 * throws only when it could go nowhere (no interface, or every send failed).
 */
export async function wakeOnEveryInterface(mac: string, port: number, interfaces: InterfaceList = networkInterfaces()): Promise<DirectedBroadcast[]> {
  const packet = magicPacket(mac);
  const targets = directedBroadcasts(interfaces);
  const results = await Promise.allSettled(targets.map((target) => sendFrom(target, packet, port)));
  const sent = targets.filter((_, i) => results[i]?.status === 'fulfilled');
  if (sent.length === 0) throw new Error(targets.length === 0 ? 'no network interface with a broadcast address' : 'every send failed');
  return sent;
}
