import type { NetworkInterfaceInfo } from 'node:os';

/** The shape of `os.networkInterfaces()`, passed in so the choice stays a pure function. */
export type InterfaceTable = Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>;

/** One IPv4 address other devices on the LAN can reach this machine on, with its interface. */
export interface LanInterface {
  name: string;
  address: string;
  netmask: string;
}

// Bridges for containers and VMs: their addresses can't be reached from a phone on the LAN.
const virtualInterface = /^(docker|br-|veth|virbr|vboxnet|vmnet|cni|flannel|podman|lxcbr|lxdbr)/i;

function isLinkLocal(address: string): boolean {
  return address.startsWith('169.254.');
}

function isPrivate(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * The IPv4 interfaces other devices on the LAN can reach this machine on: not loopback, not
 * link-local, not container bridges. Private ranges come first; an address is listed once.
 */
export function lanInterfaces(interfaces: InterfaceTable): LanInterface[] {
  const found = new Map<string, LanInterface>();
  for (const [name, entries] of Object.entries(interfaces)) {
    if (!entries || virtualInterface.test(name)) continue;
    for (const entry of entries) {
      if (entry.family !== 'IPv4' || entry.internal || isLinkLocal(entry.address) || found.has(entry.address)) continue;
      found.set(entry.address, { name, address: entry.address, netmask: entry.netmask });
    }
  }
  const all = [...found.values()];
  return [...all.filter((entry) => isPrivate(entry.address)), ...all.filter((entry) => !isPrivate(entry.address))];
}

/** The addresses of lanInterfaces(), in the same order. */
export function lanAddresses(interfaces: InterfaceTable): string[] {
  return lanInterfaces(interfaces).map((entry) => entry.address);
}

/** Whether two IPv4 addresses are on the same subnet under `netmask`. */
export function sameSubnet(a: string, b: string, netmask: string): boolean {
  const bits = (text: string) => text.split('.').reduce((value, part) => ((value << 8) | Number(part)) >>> 0, 0);
  const mask = bits(netmask);
  return ((bits(a) & mask) >>> 0) === ((bits(b) & mask) >>> 0);
}
