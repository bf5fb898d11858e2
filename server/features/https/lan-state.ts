/** What the trust screen and the redirect need to know about HTTPS; filled in once the listeners run. */
export interface LanState {
  httpPort: number;
  /** The address the listeners are bound to (0.0.0.0 or :: for every one). */
  host: string;
  /** Whether hearth.local is advertised over mDNS now. */
  mdns: boolean;
  /** null while HTTPS does not run. */
  https: { port: number; caPem: string; caDer: Buffer; caName: string; caFingerprint: string; caNotAfter: Date } | null;
  /** The machine's LAN addresses (what phones connect to). */
  addresses: string[];
  /** The DNS names in the server certificate (hearth.local, the host name, hostname.local). */
  names: string[];
  /** The IP addresses in the server certificate. */
  ips: string[];
  /** Whether LAN browsers asking for a page over http are sent to https (an admin's choice). */
  redirect: boolean;
}

export function emptyLanState(): LanState {
  return { httpPort: 0, host: '', mdns: false, https: null, addresses: [], names: [], ips: [], redirect: false };
}
