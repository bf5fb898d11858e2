import { hearthLocalName } from './certificate-names.js';
import { isLoopback } from './lan-plan.js';
import type { LanState } from './lan-state.js';
import { lanMessages } from '../../../shared/messages.js';

/**
 * The names and addresses a device can reach Hearth at, and why the machine's others cannot:
 * hearth.local only while it is advertised over mDNS, a LAN address only while Hearth listens
 * on it (on every address, or on that one). The trust screen and Phones & HTTPS show these.
 */
export function listeningHosts(state: Pick<LanState, 'host' | 'mdns' | 'addresses'>): { names: string[]; addresses: string[]; notes: string[] } {
  const everywhere = state.host === '0.0.0.0' || state.host === '::';
  const loopback = isLoopback(state.host);
  const addresses = everywhere ? state.addresses : state.addresses.filter((address) => address === state.host);
  // Bound to one address the machine's table does not list (a loopback address, say): that one answers.
  if (!everywhere && state.host && !addresses.includes(state.host)) addresses.push(state.host);
  const notes: string[] = [];
  if (!state.mdns) notes.push(loopback ? lanMessages.hearthLocalNotShared : lanMessages.hearthLocalOff);
  const silent = state.addresses.filter((address) => !addresses.includes(address));
  if (silent.length > 0) notes.push(loopback ? lanMessages.addressesNotShared(silent, state.host) : lanMessages.addressesNotBound(silent, state.host));
  return { names: state.mdns ? [hearthLocalName] : [], addresses, notes };
}
