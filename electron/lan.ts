import type { NetworkInterfaceInfo } from 'node:os';

/** The shape of `os.networkInterfaces()`, passed in so the choice stays a pure function. */
export type InterfaceTable = Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>;

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
 * IPv4 addresses other devices on the LAN can reach this machine on: not loopback, not
 * link-local, not container bridges. Private ranges come first; duplicates are dropped.
 */
export function lanAddresses(interfaces: InterfaceTable): string[] {
  const found = new Set<string>();
  for (const [name, entries] of Object.entries(interfaces)) {
    if (!entries || virtualInterface.test(name)) continue;
    for (const entry of entries) {
      if (entry.family !== 'IPv4' || entry.internal || isLinkLocal(entry.address)) continue;
      found.add(entry.address);
    }
  }
  const addresses = [...found];
  return [...addresses.filter(isPrivate), ...addresses.filter((address) => !isPrivate(address))];
}

/** `http://<address>:<port>` for each LAN address. */
export function lanUrls(interfaces: InterfaceTable, port: number): string[] {
  return lanAddresses(interfaces).map((address) => `http://${address}:${port}`);
}
