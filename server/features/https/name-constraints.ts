import type { CertificateNames } from './certificates.js';

/**
 * The names a CA may vouch for (RFC 5280 §4.2.1.10, permitted subtrees only): DNS names with every
 * name under them, and IP ranges as CIDR. A client refuses any certificate below the CA that
 * names something else, so Hearth's CA key cannot be turned into a certificate for a bank.
 */
export interface NameConstraints {
  dns: string[];
  ips: string[];
}

export const nameConstraintsOid = '2.5.29.30';

/** Names only a home network answers: mDNS, RFC 8375's home.arpa and ICANN's reserved .internal. */
export const homeSuffixes = ['local', 'home.arpa', 'internal'];

/**
 * Ranges no one reaches from the internet: private, link-local and loopback addresses of both
 * families, plus shared address space (100.64/10, where Tailscale and carrier NAT number
 * machines) and the benchmarking range 198.18/15, which Hearth's own LAN tests run in.
 */
export const homeRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8', '100.64.0.0/10', '198.18.0.0/15', 'fc00::/7', 'fe80::/10', '::1/128'];

/** What a new CA is limited to: home-network names and ranges, and the machine's own host names. */
export function homeConstraints(hostNames: readonly string[]): NameConstraints {
  return { dns: [...new Set([...homeSuffixes, ...hostNames.map((name) => name.toLowerCase())])], ips: [...homeRanges] };
}

/** An IPv4 or IPv6 address as its bytes (4 or 16), or null. */
export function ipBytes(text: string): number[] | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) {
    const parts = text.split('.').map(Number);
    return parts.every((part) => part <= 255) ? parts : null;
  }
  if (!/^[0-9a-f:]+$/i.test(text) || text.split('::').length > 2) return null;
  const [left = '', right = ''] = text.includes('::') ? text.split('::') : [text, ''];
  const groups = (side: string) => (side === '' ? [] : side.split(':'));
  const missing = 8 - groups(left).length - groups(right).length;
  if (missing < 0 || (!text.includes('::') && missing !== 0)) return null;
  const all = [...groups(left), ...Array<string>(missing).fill('0'), ...groups(right)];
  if (all.some((group) => group.length === 0 || group.length > 4)) return null;
  return all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]);
}

/** A CIDR range as its address bytes (host bits cleared) and mask bytes. */
export function cidrBytes(cidr: string): { address: number[]; mask: number[] } {
  const [text = '', bitsText = ''] = cidr.split('/');
  const address = ipBytes(text);
  const bits = Number(bitsText);
  if (!address || bitsText === '' || !Number.isInteger(bits) || bits < 0 || bits > address.length * 8) throw new Error(`Not a CIDR range: ${cidr}`);
  const mask = address.map((_, i) => (0xff << (8 - Math.max(0, Math.min(8, bits - i * 8)))) & 0xff);
  return { address: address.map((byte, i) => byte & mask[i]!), mask };
}

function inRange(ip: string, cidr: string): boolean {
  const bytes = ipBytes(ip.replace(/^\[|\]$/g, ''));
  const range = cidrBytes(cidr);
  return bytes !== null && bytes.length === range.address.length && bytes.every((byte, i) => (byte & range.mask[i]!) === range.address[i]);
}

function underName(name: string, base: string): boolean {
  const lower = name.toLowerCase();
  return lower === base || lower.endsWith(`.${base}`);
}

/**
 * The names of `wanted` that a CA with `constraints` may vouch for, and those it may not. A CA
 * without constraints (made before they existed) keeps every name; a type the constraints do
 * not list is not limited, as RFC 5280 says.
 */
export function withinConstraints(wanted: CertificateNames, constraints: NameConstraints | null): { names: CertificateNames; left: string[] } {
  if (!constraints) return { names: wanted, left: [] };
  const dnsOk = (name: string) => constraints.dns.length === 0 || constraints.dns.some((base) => underName(name, base));
  const ipOk = (ip: string) => constraints.ips.length === 0 || constraints.ips.some((cidr) => inRange(ip, cidr));
  return {
    names: { dns: wanted.dns.filter(dnsOk), ips: wanted.ips.filter(ipOk) },
    left: [...wanted.dns.filter((name) => !dnsOk(name)), ...wanted.ips.filter((ip) => !ipOk(ip))],
  };
}
