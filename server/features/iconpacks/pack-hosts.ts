import { BlockList, isIP } from 'node:net';

/** One entry of the icon-pack allow-list (the original's host plus HEARTH_ICONPACK_HOSTS). */
export interface AllowedHost {
  /** Lowercased host name or IP address, IPv6 without brackets. */
  hostname: string;
  /** The one port allowed; null for the default ports (names) or any port (IP addresses). */
  port: string | null;
}

/** Reads "name", "name:port", "1.2.3.4", "1.2.3.4:port", "[::1]" or "[::1]:port"; null if none of those. */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]/\s]+))(?::(\d{1,5}))?$/i.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const hostname = match[1] ?? match[2] ?? '';
  if (match[1] && isIP(hostname) !== 6) return null;
  const port = match[3] ?? null;
  if (port !== null && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { hostname, port };
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The URL's port as text, the scheme's default filled in. */
function portOf(url: URL): string {
  return url.port || (defaultPorts[url.protocol] ?? '');
}

/**
 * Whether an icon pack may be fetched from this URL: http(s), no credentials, and a host on the
 * list. A listed name allows its scheme's default port unless it names another; a listed IP
 * address (the administrator named that very machine) allows any port unless it names one.
 */
export function isAllowedPackUrl(url: URL, allowed: readonly AllowedHost[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return allowed.some((entry) => {
    if (entry.hostname !== hostname) return false;
    if (entry.port !== null) return portOf(url) === entry.port;
    return isIP(hostname) !== 0 || url.port === '';
  });
}

/** The allow-list as a person reads it: ["icons.getastroluma.com", "127.0.0.1:8080"]. */
export function allowedHostNames(allowed: readonly AllowedHost[]): string[] {
  return allowed.map((h) => `${isIP(h.hostname) === 6 ? `[${h.hostname}]` : h.hostname}${h.port ? `:${h.port}` : ''}`);
}

/** The allow-list in a sentence: "icons.getastroluma.com, 127.0.0.1". */
export function describeAllowedHosts(allowed: readonly AllowedHost[]): string {
  return allowedHostNames(allowed).join(', ');
}

/** Addresses that are not on the public internet: this machine, the LAN, link-local, multicast, reserved. */
const nonPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  nonPublic.addSubnet(net, bits, 'ipv6');
}

/** Whether an address is private, loopback, link-local or otherwise not a public internet host. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return nonPublic.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
