import { lookup } from 'node:dns/promises';
import { asksForLocalNetwork } from './local-network.js';
import { isIP } from 'node:net';
import type { ServerConfig } from '../config.js';
import { refused, type RouteOrigin } from '../http/errors.js';
import { messages } from '../../shared/messages.js';

/**
 * Where the server may connect on a user's behalf (integration calls, camera probes and relays,
 * pings, wake-on-LAN). The network is the point: LAN and internet addresses are open to every
 * account. This computer itself (loopback, and "every interface" addresses that reach it) is
 * where services trust whoever connects, Hearth's own port included, so only super admins may
 * aim at it, unless the administrator lets everyone (HEARTH_LOOPBACK_TARGETS=everyone, for a
 * household whose services run beside Hearth and whose members are all trusted).
 */
export interface ReachPolicy {
  loopback: boolean;
  /** The OS asks the user before Hearth reaches the LAN (macOS 15+): an unreachable LAN host may be that. */
  localNetworkPrompt?: boolean;
}

export type LoopbackTargets = 'admins' | 'everyone';

export function parseLoopbackTargets(value: string | undefined): LoopbackTargets {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'admins') return 'admins';
  if (text === 'everyone') return 'everyone';
  throw new Error(`Invalid HEARTH_LOOPBACK_TARGETS ${JSON.stringify(value)}: use admins (the default) or everyone.`);
}

export function reachPolicy(user: { isSuperAdmin: boolean }, config: Pick<ServerConfig, 'loopbackTargets'> & Partial<Pick<ServerConfig, 'machine'>>): ReachPolicy {
  const loopback = user.isSuperAdmin || config.loopbackTargets === 'everyone';
  return config.machine && asksForLocalNetwork(config.machine) ? { loopback, localNetworkPrompt: true } : { loopback };
}

/** True for an address that is this computer: 127.0.0.0/8, ::1, the unspecified addresses, and IPv4 in IPv6 forms of those. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').toLowerCase().split('%')[0] ?? '';
  if (isIP(plain) === 4) return plain.startsWith('127.') || plain === '0.0.0.0';
  if (isIP(plain) !== 6) return false;
  if (plain === '::1' || plain === '::') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1] ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped) return isLoopbackAddress(mapped);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(plain);
  if (hex) return isLoopbackAddress(`${parseInt(hex[1]!, 16) >> 8}.${parseInt(hex[1]!, 16) & 255}.${parseInt(hex[2]!, 16) >> 8}.${parseInt(hex[2]!, 16) & 255}`);
  return false;
}

/** A host name that always means this computer, whatever DNS says (RFC 6761). */
export function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain';
}

/** The host of a URL or a bare host (a device's IP), without brackets. */
function hostOf(target: string): string | null {
  const url = URL.parse(target);
  if (url && url.hostname) return url.hostname.replace(/^\[|\]$/g, '');
  const bare = target.trim();
  return bare ? bare : null;
}

/**
 * The same rule without a DNS lookup, for code that cannot wait (a socket being authorized): a
 * loopback address or name in the target itself. Names resolving to loopback were refused when
 * the target was saved.
 */
export function refusesLiteral(target: string, policy: ReachPolicy): boolean {
  if (policy.loopback) return false;
  const host = hostOf(target);
  return host !== null && (isLoopbackName(host) || isLoopbackAddress(host));
}

/**
 * Refuses (400 on the original's routes, 403 on Hearth's own: see `refused`) when `policy` does
 * not allow loopback and `target` (a URL or a host) is, or resolves to, this computer. A name that does not resolve is let through: the call itself will
 * fail and say so. The runtime checks every address again as it connects (a name may resolve
 * differently by then), this is the early, clear answer.
 */
export async function checkReach(target: string, policy: ReachPolicy, origin: RouteOrigin): Promise<void> {
  if (policy.loopback) return;
  const host = hostOf(target);
  if (!host) return;
  if (isLoopbackName(host) || isLoopbackAddress(host)) throw refused(origin, messages.loopbackRefused);
  if (isIP(host)) return;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((entry) => isLoopbackAddress(entry.address))) throw refused(origin, messages.loopbackRefused);
}
