import { isIP } from 'node:net';
import type { CertificateNames } from './certificates.js';

/** The name Hearth advertises on the LAN over mDNS, and puts in every server certificate. */
export const hearthLocalName = 'hearth.local';

const label = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The machine's host name as a DNS name (lower case, no ".local"), or null when it is not one. */
export function dnsHostname(hostname: string): string | null {
  const name = hostname.trim().toLowerCase().replace(/\.local\.?$/, '');
  return name.split('.').every((part) => label.test(part)) ? name : null;
}

/**
 * What the server certificate covers: hearth.local, the machine's host name and hostname.local,
 * every LAN address, and the address Hearth is bound to when that is one address rather than all.
 */
export function certificateNames(lanAddresses: readonly string[], hostname: string, boundHost: string): CertificateNames {
  const host = dnsHostname(hostname);
  const dns = [hearthLocalName, ...(host ? [host, `${host.split('.')[0]}.local`] : [])];
  const specific = isIP(boundHost) && boundHost !== '0.0.0.0' && boundHost !== '::' ? [boundHost] : [];
  return { dns: [...new Set(dns)], ips: [...new Set([...lanAddresses, ...specific])] };
}
