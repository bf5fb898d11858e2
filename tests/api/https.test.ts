import { lanMessages } from '../../shared/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createServer as createTlsServer, type PeerCertificate } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { statSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import type { NetworkInterfaceInfo } from 'node:os';
import { call, loginAdmin, createUser, startTestServer, type TestServer } from '../helpers/server.js';
import { until } from '../helpers/until.js';
import type { TrustInfo } from '../../shared/contracts/https.js';
import { caFiles } from '../../server/features/https/ca-store.js';
import { readKey } from '../../server/features/https/ca-key-file.js';
import { issueServerCertificate, type CertificateNames } from '../../server/features/https/certificates.js';

/**
 * HTTPS in-process, on 127.0.0.0/8 only: the server is bound to 127.0.0.2 with HTTPS forced on
 * (HEARTH_HTTPS=on) and a network view whose LAN card has that address, so the certificate's IP
 * name is one a test may connect to. Real LAN addresses are tested inside a network namespace
 * (lan-sharing-netns.test.ts).
 */
const host = '127.0.0.2';
const dayMs = 86_400_000;
const card = (address: string): NetworkInterfaceInfo => ({ address, netmask: '255.0.0.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: `${address}/8` });
let interfaces: Record<string, NetworkInterfaceInfo[]> = { eth0: [card(host)] };
const network = { interfaces: () => interfaces, hostname: () => 'den-pc' };

/** A TLS handshake that trusts Hearth's CA and nothing else; answers the server's certificate. */
function handshake(port: number, caPem: string, servername: string | undefined, verify = true): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, ca: [caPem], ...(servername ? { servername } : {}), rejectUnauthorized: verify });
    socket.once('secureConnect', () => {
      const peer = socket.getPeerCertificate();
      socket.end();
      resolve(peer);
    });
    socket.once('error', reject);
  });
}

/** A GET over HTTPS to `name` (sent to 127.0.0.2), verifying the certificate for that name. */
async function httpsGet(port: number, caPem: string, name: string, path: string): Promise<number> {
  const { request: httpsRequest } = await import('node:https');
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host, port, path, ca: [caPem], servername: name.match(/^[\d.]+$/) ? undefined : name, headers: { host: name }, agent: false, lookup: (_h, _o, done) => done(null, [{ address: host, family: 4 }]) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });
}

describe('HTTPS with Hearth\'s own CA', () => {
  let server: TestServer;
  let now = Date.now();
  let httpsPort = 0;
  let caPem = '';

  beforeAll(async () => {
    server = await startTestServer({ host, https: 'on', httpsPort: 0, network, clock: () => now, lanCheckIntervalMs: 50 });
    httpsPort = Number(new URL(server.httpsUrl ?? '').port);
    const res = await fetch(`${server.url}/api/v1/https/ca.crt`);
    caPem = await res.text();
  });
  afterAll(() => server?.stop());

  it('serves the CA certificate to anyone, over plain http', async () => {
    const res = await fetch(`${server.url}/api/v1/https/ca.crt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-x509-ca-cert');
    expect(res.headers.get('content-disposition')).toContain('hearth-ca.crt');
    expect(caPem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(statSync(caFiles(server.dataDir).key).mode & 0o777).toBe(0o600);
  });

  it('offers the same CA as an iOS configuration profile', async () => {
    const res = await fetch(`${server.url}/api/v1/https/ca.mobileconfig`);
    expect(res.headers.get('content-type')).toContain('application/x-apple-aspen-config');
    const body = await res.text();
    const der = caPem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(body).toContain('<string>com.apple.security.root</string>');
    expect(body.replace(/\s/g, '')).toContain(`<data>${der}</data>`);
  });

  it('tells the trust screen the fingerprint, the addresses and where HTTPS is', async () => {
    const res = await call<TrustInfo>(server, 'GET', '/https/trust');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({
      https: true,
      httpsPort,
      trustUrls: [`http://${host}:${server.port}/trust`],
      // Bound to a loopback address, Hearth does not advertise hearth.local, so it is not offered.
      httpsUrls: [`https://${host}:${httpsPort}/`],
      notListening: [lanMessages.hearthLocalNotShared],
      caName: 'Hearth on den-pc',
      redirect: false,
    });
    expect(res.body.message.caFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it.each(['hearth.local', 'den-pc', 'den-pc.local', host])('a client trusting only Hearth\'s CA connects to %s', async (name) => {
    expect(await httpsGet(httpsPort, caPem, name, '/api/v1/health')).toBe(200);
  });

  /** The cipher and protocol a client offering only `ciphers` (and at most `maxVersion`) gets, or the handshake's error. */
  function negotiate(options: { ciphers?: string; maxVersion?: 'TLSv1.2' }): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect({ host, port: httpsPort, ca: [caPem], servername: 'hearth.local', ...options });
      socket.once('secureConnect', () => {
        resolve(`${socket.getProtocol() ?? ''} ${socket.getCipher().standardName}`);
        socket.end();
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code ?? error.message}`));
    });
  }

  it.each([
    ['CBC with SHA-1', 'ECDHE-ECDSA-AES128-SHA'],
    ['CBC with SHA-256', 'ECDHE-ECDSA-AES128-SHA256'],
    ['CCM8', 'ECDHE-ECDSA-AES128-CCM8'],
    ['CCM', 'ECDHE-ECDSA-AES256-CCM'],
    ['ARIA', 'ECDHE-ECDSA-ARIA128-GCM-SHA256'],
  ])('refuses a TLS 1.2 client that offers only %s', async (_name, cipher) => {
    expect(await negotiate({ ciphers: cipher, maxVersion: 'TLSv1.2' })).toMatch(/^refused: /);
  });

  it('speaks TLS 1.2 with ECDHE and AES-GCM or ChaCha20-Poly1305, and TLS 1.3 as before', async () => {
    expect(await negotiate({ ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256', maxVersion: 'TLSv1.2' })).toBe('TLSv1.2 TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256');
    expect(await negotiate({ ciphers: 'ECDHE-ECDSA-AES256-GCM-SHA384', maxVersion: 'TLSv1.2' })).toBe('TLSv1.2 TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384');
    expect(await negotiate({ ciphers: 'ECDHE-ECDSA-CHACHA20-POLY1305', maxVersion: 'TLSv1.2' })).toBe('TLSv1.2 TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256');
    expect(await negotiate({})).toMatch(/^TLSv1\.3 TLS_(AES_256_GCM_SHA384|AES_128_GCM_SHA256|CHACHA20_POLY1305_SHA256)$/);
    expect(await negotiate({ ciphers: 'TLS_CHACHA20_POLY1305_SHA256' })).toBe('TLSv1.3 TLS_CHACHA20_POLY1305_SHA256');
  });

  it('is refused by a client that does not trust the CA, and for a name not in the certificate', async () => {
    const { request: httpsRequest } = await import('node:https');
    const untrusted = new Promise<string>((resolve) => {
      const req = httpsRequest({ host, port: httpsPort, path: '/', agent: false }, () => resolve('connected'));
      req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
    expect(await untrusted).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/);
    await expect(httpsGet(httpsPort, caPem, 'bank.example', '/')).rejects.toThrow(/altnames|Hostname/i);
  });

  /**
   * What a client trusting only Hearth's CA makes of a certificate the test signs with the CA's
   * own key for `names`, served by a TLS server the test runs on 127.0.0.1.
   */
  async function verdictOn(names: CertificateNames, servername: string): Promise<string> {
    const ca = { certPem: caPem, keyPem: readKey(caFiles(server.dataDir).key, null) };
    const leaf = await issueServerCertificate(ca, names, new Date());
    const forged = createTlsServer({ key: leaf.keyPem, cert: `${leaf.certPem.trim()}\n${caPem.trim()}\n` }, (socket) => socket.end());
    await new Promise<void>((resolve) => forged.listen(0, '127.0.0.1', resolve));
    try {
      return await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: (forged.address() as AddressInfo).port, ca: [caPem], servername, checkServerIdentity: () => undefined });
        socket.once('secureConnect', () => {
          resolve('verified');
          socket.destroy();
        });
        // Node names this OpenSSL error UNSPECIFIED; its message is OpenSSL's own.
        socket.once('error', (error: Error) => resolve(error.message));
      });
    } finally {
      await new Promise((resolve) => forged.close(resolve));
    }
  }

  it('has a CA that vouches only for home-network names and addresses, even with its own key', async () => {
    expect(await verdictOn({ dns: ['bank.example'], ips: [] }, 'bank.example')).toBe('permitted subtree violation');
    expect(await verdictOn({ dns: ['hearth.local.bank.example'], ips: [] }, 'hearth.local.bank.example')).toBe('permitted subtree violation');
    expect(await verdictOn({ dns: ['hearth.local'], ips: ['203.0.113.5'] }, 'hearth.local')).toBe('permitted subtree violation');
    expect(await verdictOn({ dns: ['hearth.local'], ips: ['2001:db8::5'] }, 'hearth.local')).toBe('permitted subtree violation');
    // The same signing for the names Hearth issues for verifies: the refusals are the constraints.
    expect(await verdictOn({ dns: ['hearth.local', 'den-pc', 'den-pc.local', 'nas.home.arpa'], ips: ['127.0.0.2', '192.168.1.20', '10.1.2.3', '172.20.0.1', '100.100.1.2', 'fe80::1', 'fd00::2'] }, 'hearth.local')).toBe('verified');
  });

  it('leaves an address its CA may not vouch for out of the server certificate, which keeps verifying', async () => {
    interfaces = { eth0: [card(host)], wlan0: [card('127.0.0.4')], wan0: [card('203.0.113.9')] };
    const peer = await until('a certificate naming 127.0.0.4', async () => {
      const seen = await handshake(httpsPort, caPem, 'hearth.local');
      return seen.subjectaltname?.includes('IP Address:127.0.0.4') ? seen : null;
    });
    expect(peer.subjectaltname).not.toContain('203.0.113.9');
    expect(server.logs.some((line) => line.includes('leaves out 203.0.113.9'))).toBe(true);
    interfaces = { eth0: [card(host)] };
  });

  it('re-issues the certificate when an address changes, and renews it 30 days before it expires', async () => {
    const first = await handshake(httpsPort, caPem, 'hearth.local');
    interfaces = { eth0: [card(host)], wlan0: [card('127.0.0.3')] };
    const readdressed = await until('a certificate naming the new address', async () => {
      const peer = await handshake(httpsPort, caPem, 'hearth.local');
      return peer.subjectaltname?.includes('IP Address:127.0.0.3') ? peer : null;
    });
    expect(readdressed.serialNumber).not.toBe(first.serialNumber);
    expect(readdressed.valid_to).toBe(first.valid_to);

    // 368 days on, 29 are left: renewed. Its validity starts at the fake "now", two days after the
    // real clock, so this look does not verify dates.
    now += 368 * dayMs;
    const renewed = await until('a renewed certificate', async () => {
      const peer = await handshake(httpsPort, caPem, 'hearth.local', false);
      return peer.serialNumber !== readdressed.serialNumber ? peer : null;
    });
    expect(Date.parse(renewed.valid_to)).toBeGreaterThan(Date.parse(readdressed.valid_to));
    expect(Date.parse(renewed.valid_from)).toBeGreaterThan(Date.now());
    expect(new X509Certificate(renewed.raw).verify(new X509Certificate(caPem).publicKey)).toBe(true);
    expect(server.logs.some((line) => line.includes('(it expires soon)'))).toBe(true);
  });

  it('lets only the super admin read and change the redirect setting, with a 400 for a bad body', async () => {
    const admin = await loginAdmin(server);
    const user = await createUser(server, 'mira');
    expect((await call(server, 'GET', '/https/settings')).status).toBe(401);
    expect((await call(server, 'POST', '/https/settings', { token: user, body: { redirect: true } })).status).toBe(403);
    const bad = await call(server, 'POST', '/https/settings', { token: admin, body: { redirect: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Say whether to redirect: true or false.');
    const saved = await call(server, 'POST', '/https/settings', { token: admin, body: { redirect: true } });
    expect(saved.body.message).toBe('HTTPS settings saved.');
    expect((await call<TrustInfo>(server, 'GET', '/https/settings', { token: admin })).body.message.redirect).toBe(true);
  });

  it('keeps loopback on plain http even with the redirect on (the desktop window)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host, port: server.port, path: '/tasks', headers: { 'sec-fetch-dest': 'document' }, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.once('error', reject);
      req.end();
    });
    expect(status).not.toBe(307);
  });
});

describe('HTTPS while not sharing on the LAN', () => {
  it('does not run on loopback by default, and says why the CA cannot be downloaded', async () => {
    const server = await startTestServer({ network });
    try {
      expect(server.httpsUrl).toBeNull();
      const res = await call(server, 'GET', '/https/ca.crt');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Hearth serves HTTPS only while it shares on your home network: turn on "Share on LAN" first.');
      expect((await call<TrustInfo>(server, 'GET', '/https/trust')).body.message.https).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('keeps serving plain http when the HTTPS port is taken', async () => {
    const first = await startTestServer({ host, https: 'on', httpsPort: 0, network });
    const port = Number(new URL(first.httpsUrl ?? '').port);
    const second = await startTestServer({ host, https: 'on', httpsPort: port, network });
    try {
      expect(second.httpsUrl).toBeNull();
      expect(second.logs.some((line) => line.startsWith(`Hearth serves plain http only: HTTPS could not start on port ${port}`))).toBe(true);
      expect((await call(second, 'GET', '/health')).status).toBe(200);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
