import type { IncomingMessage, RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import { lanAddresses, lanInterfaces, type InterfaceTable } from '../../net/lan-addresses.js';
import type { KeyProtector } from '../../secrets/secret-box.js';
import type { MdnsAdvertiser } from '../mdns/mdns-advertiser.js';
import { certificateNames, dnsHostname, hearthLocalName } from './certificate-names.js';
import type { CertificateFacts, Issued } from './certificates.js';
import type { HttpsListener } from './https-listener.js';
import { lanServicesPlan, type HttpsMode } from './lan-plan.js';
import { withinConstraints, type NameConstraints } from './name-constraints.js';
import type { LanState } from './lan-state.js';

/** Where the machine's addresses and name come from: the OS, or a test's table. */
export interface NetworkView {
  interfaces(): InterfaceTable;
  hostname(): string;
}

export interface LanServicesOptions {
  host: string;
  httpPort: number;
  httpsPort: number;
  httpsMode: HttpsMode;
  /** Whether to advertise over mDNS while sharing (HEARTH_MDNS). */
  mdns: boolean;
  dataDir: string;
  protector: KeyProtector | null;
  handler: RequestListener;
  onUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  network: NetworkView;
  state: LanState;
  clock: () => number;
  log: (line: string) => void;
  /** How often addresses and certificate expiry are checked (default 30 s). */
  checkIntervalMs?: number;
  /** The mDNS port (5353; tests inside a namespace keep it). */
  mdnsPort?: number;
}

export interface LanServices {
  /** Checks addresses and expiry now: issues a new certificate and re-advertises when needed. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * HTTPS with Hearth's own CA and mDNS, while Hearth shares on the LAN. Failures here are logged
 * and leave plain http serving: a taken port 7443 must not stop the dashboard.
 */
export async function startLanServices(options: LanServicesOptions): Promise<LanServices> {
  const plan = lanServicesPlan(options.host, options.httpsMode, options.mdns);
  // The X.509 and mDNS libraries load only when Hearth shares on the LAN: a loopback start stays fast.
  const certificates = plan.https ? await import('./certificates.js') : null;
  const mdnsModule = plan.mdns ? await import('../mdns/mdns-advertiser.js') : null;
  const { state, network, log } = options;
  state.host = options.host;
  state.mdns = plan.mdns;
  const now = () => new Date(options.clock());
  let ca: Issued | null = null;
  let leaf: CertificateFacts | null = null;
  let listener: HttpsListener | null = null;
  let mdns: MdnsAdvertiser | null = null;
  let seenInterfaces = '';

  // What the CA may vouch for (null: a CA made before constraints, which vouches for anything).
  let constraints: NameConstraints | null = null;
  const machineNames = () => certificateNames(lanAddresses(network.interfaces()), network.hostname(), options.host);
  // A name the CA may not vouch for (a host name changed since it was made, a public address)
  // is left out: one such name would make clients refuse the whole certificate.
  const wantedNames = () => withinConstraints(machineNames(), constraints);

  async function issue(reason: string): Promise<Issued | null> {
    if (!ca || !certificates) return null;
    const { names, left } = wantedNames();
    const certificate = await certificates.issueServerCertificate(ca, names, now());
    leaf = await certificates.certificateFacts(certificate.certPem);
    state.names = names.dns;
    state.ips = names.ips;
    if (reason !== 'none yet') log(`Hearth issued a new HTTPS certificate (${reason}) for ${[...names.dns, ...names.ips].join(', ')}`);
    if (left.length > 0) log(`Hearth's HTTPS certificate leaves out ${left.join(', ')}: its certificate authority vouches only for home-network names and addresses.`);
    return certificate;
  }

  if (certificates) {
    try {
      const { loadOrCreateCa } = await import('./ca-store.js');
      const { listenHttps } = await import('./https-listener.js');
      const loaded = await loadOrCreateCa({ dataDir: options.dataDir, protector: options.protector, now: now(), machineName: dnsHostname(network.hostname()) ?? 'this computer', hostNames: machineNames().dns });
      if (loaded.made) log('Hearth made its certificate authority for HTTPS on the LAN: devices trust it once, from "Trust Hearth on your phone".');
      ca = loaded;
      constraints = certificates.caConstraints(ca.certPem);
      const certificate = await issue('none yet');
      if (certificate) {
        listener = await listenHttps({ handler: options.handler, onUpgrade: options.onUpgrade, host: options.host, port: options.httpsPort, certificate, caPem: ca.certPem });
        const facts = await certificates.certificateFacts(ca.certPem);
        state.https = { port: listener.port, caPem: ca.certPem, caDer: facts.der, caName: facts.commonName, caFingerprint: facts.fingerprint, caNotAfter: facts.notAfter };
        const shown = options.host === '0.0.0.0' || options.host === '::' ? hearthLocalName : options.host.includes(':') ? `[${options.host}]` : options.host;
        log(`Hearth serves HTTPS on https://${shown}:${listener.port}`);
      }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      log(`Hearth serves plain http only: HTTPS could not start on port ${options.httpsPort} (${detail})`);
    }
  }

  function advertise(): void {
    const interfaces = lanInterfaces(network.interfaces());
    state.addresses = interfaces.map((iface) => iface.address);
    const key = JSON.stringify(interfaces);
    if (!mdnsModule || key === seenInterfaces) return;
    seenInterfaces = key;
    mdns ??= mdnsModule.startMdnsAdvertiser({
      service: { instance: `Hearth on ${dnsHostname(network.hostname()) ?? 'this computer'}`, hostName: hearthLocalName, httpPort: options.httpPort, httpsPort: state.https?.port ?? null },
      log,
      ...(options.mdnsPort ? { port: options.mdnsPort } : {}),
    });
    mdns.update(interfaces);
    log(`Hearth advertises hearth.local over mDNS on ${state.addresses.join(', ') || 'no LAN address yet'}`);
  }
  advertise();

  async function check(): Promise<void> {
    try {
      advertise();
      if (!listener || !ca || !certificates) return;
      const reason = certificates.serverCertificateDue(leaf, wantedNames().names, now());
      if (!reason) return;
      const certificate = await issue(reason);
      if (certificate) listener.useCertificate(certificate, ca.certPem);
    } catch (error) {
      log(`Hearth could not renew its HTTPS certificate: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // One check at a time; a tick during a check joins it.
  let refreshing: Promise<void> | null = null;
  const refresh = () =>
    (refreshing ??= check().finally(() => {
      refreshing = null;
    }));

  // Wi-Fi and DHCP change addresses; the certificate and the advertisement follow.
  const timer = plan.https || plan.mdns ? setInterval(() => void refresh(), options.checkIntervalMs ?? 30_000) : null;
  timer?.unref();

  return {
    refresh,
    async close() {
      if (timer) clearInterval(timer);
      await refreshing;
      await Promise.all([listener?.close(), mdns?.close()]);
      state.https = null;
    },
  };
}
