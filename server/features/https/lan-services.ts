import type { IncomingMessage, RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import { lanAddresses, lanInterfaces, type InterfaceTable } from '../../net/lan-addresses.js';
import type { KeyProtector } from '../../secrets/secret-box.js';
import { startMdnsAdvertiser, type MdnsAdvertiser } from '../mdns/mdns-advertiser.js';
import { loadOrCreateCa } from './ca-store.js';
import { certificateNames, dnsHostname, hearthLocalName } from './certificate-names.js';
import { certificateFacts, issueServerCertificate, serverCertificateDue, type CertificateFacts, type Issued } from './certificates.js';
import { listenHttps, type HttpsListener } from './https-listener.js';
import { lanServicesPlan, type HttpsMode } from './lan-plan.js';
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
  const plan = lanServicesPlan(options.host, options.httpsMode);
  const { state, network, log } = options;
  const now = () => new Date(options.clock());
  let ca: Issued | null = null;
  let leaf: CertificateFacts | null = null;
  let listener: HttpsListener | null = null;
  let mdns: MdnsAdvertiser | null = null;
  let seenInterfaces = '';

  const wantedNames = () => certificateNames(lanAddresses(network.interfaces()), network.hostname(), options.host);

  async function issue(reason: string): Promise<Issued | null> {
    if (!ca) return null;
    const names = wantedNames();
    const certificate = await issueServerCertificate(ca, names, now());
    leaf = await certificateFacts(certificate.certPem);
    state.names = names.dns;
    if (reason !== 'none yet') log(`Hearth issued a new HTTPS certificate (${reason}) for ${[...names.dns, ...names.ips].join(', ')}`);
    return certificate;
  }

  if (plan.https) {
    try {
      const loaded = await loadOrCreateCa({ dataDir: options.dataDir, protector: options.protector, now: now(), machineName: dnsHostname(network.hostname()) ?? 'this computer' });
      if (loaded.made) log('Hearth made its certificate authority for HTTPS on the LAN: devices trust it once, from "Trust Hearth on your phone".');
      ca = loaded;
      const certificate = await issue('none yet');
      if (certificate) {
        listener = await listenHttps({ handler: options.handler, onUpgrade: options.onUpgrade, host: options.host, port: options.httpsPort, certificate, caPem: ca.certPem });
        const facts = await certificateFacts(ca.certPem);
        state.https = { port: listener.port, caPem: ca.certPem, caName: facts.commonName, caFingerprint: facts.fingerprint, caNotAfter: facts.notAfter };
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
    if (!plan.mdns || key === seenInterfaces) return;
    seenInterfaces = key;
    mdns ??= startMdnsAdvertiser({
      service: { instance: `Hearth on ${dnsHostname(network.hostname()) ?? 'this computer'}`, hostName: hearthLocalName, httpPort: options.httpPort, httpsPort: state.https?.port ?? null },
      log,
      ...(options.mdnsPort ? { port: options.mdnsPort } : {}),
    });
    mdns.update(interfaces);
  }
  advertise();

  async function check(): Promise<void> {
    try {
      advertise();
      if (!listener || !ca) return;
      const reason = serverCertificateDue(leaf, wantedNames(), now());
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
