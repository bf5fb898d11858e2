import { networkInterfaces } from 'node:os';
import type { ScanInterface } from '../../../shared/contracts/devices.js';

/** A scan sweeps at most this many addresses (a /22); larger networks are refused. */
export const maxScanAddresses = 1024;

const toInt = (ip: string): number => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
const toIp = (n: number): string => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

/** The host addresses of a subnet (no network or broadcast address), or null when too large. */
export function subnetHosts(address: string, prefix: number): string[] | null {
  const size = 2 ** (32 - prefix);
  if (prefix < 0 || prefix > 32 || size > maxScanAddresses) return null;
  const network = toInt(address) - (toInt(address) % size);
  if (size <= 2) return Array.from({ length: size }, (_, i) => toIp(network + i));
  return Array.from({ length: size - 2 }, (_, i) => toIp(network + 1 + i));
}

/** The machine's own IPv4 networks (not loopback), with the real netmask of each. */
export function scanInterfaces(): ScanInterface[] {
  const found: ScanInterface[] = [];
  for (const [name, addresses] of Object.entries(networkInterfaces())) {
    for (const info of addresses ?? []) {
      if (info.family !== 'IPv4' || info.internal || !info.cidr) continue;
      const prefix = Number(info.cidr.split('/')[1]);
      found.push({ name, address: info.address, cidr: info.cidr, size: 2 ** (32 - prefix) });
    }
  }
  return found;
}
