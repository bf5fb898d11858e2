import { isIP } from 'node:net';
import type { Machine } from '../config.js';
import { localNetworkMessages } from '../../shared/messages.js';

/**
 * macOS 15 (Darwin 24) and later ask once before an app connects to the local network (Info.plist
 * NSLocalNetworkUsageDescription says why). If the user says no, every connection to a LAN
 * address fails at once with "No route to host" (EHOSTUNREACH), exactly like a host that is
 * down: only the kind of address tells them apart, so Hearth names the setting then.
 */
export function asksForLocalNetwork(machine: Pick<Machine, 'platform' | 'release'>): boolean {
  if (machine.platform !== 'darwin') return false;
  return Number(machine.release.split('.')[0]) >= 24;
}

/** RFC 1918, link-local, CGNAT-free private ranges of IPv4, and IPv6 unique-local and link-local addresses. */
export function isLocalNetworkAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (version === 6) return /^f[cd][0-9a-f]{2}:/i.test(address) || /^fe[89ab][0-9a-f]:/i.test(address);
  return false;
}

const unreachableCodes = new Set(['EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The message for a connection that failed, when the OS's Local Network permission may be the
 * reason (`prompts`: asksForLocalNetwork of this machine); else null.
 */
export function localNetworkBlocked(prompts: boolean, code: string, address: string | undefined): string | null {
  if (!prompts || !unreachableCodes.has(code) || !address || !isLocalNetworkAddress(address)) return null;
  return localNetworkMessages.blocked;
}
