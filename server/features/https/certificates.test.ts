import { onCi } from '../../../tests/helpers/prerequisites.js';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caConstraints, caDue, certificateFacts, createCa, issueServerCertificate, serverCertificateDue, type Issued } from './certificates.js';
import { certificateNames, dnsHostname } from './certificate-names.js';
import { homeConstraints } from './name-constraints.js';

const dayMs = 86_400_000;
const now = new Date('2030-03-01T12:00:00Z');
const names = { dns: ['hearth.local', 'den-pc', 'den-pc.local'], ips: ['192.168.1.20', '10.0.0.7'] };

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('Hearth certificate authority and server certificates', () => {
  let ca: Issued;
  let leaf: Issued;
  let dir = '';

  beforeAll(async () => {
    ca = await createCa(now, 'den-pc', homeConstraints(['den-pc']));
    leaf = await issueServerCertificate(ca, names, now);
    dir = mkdtempSync(join(tmpdir(), 'hearth-certs-'));
    writeFileSync(join(dir, 'ca.pem'), ca.certPem);
    writeFileSync(join(dir, 'leaf.pem'), leaf.certPem);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a CA that may sign server certificates and nothing below them', () => {
    const cert = new x509.X509Certificate(ca.certPem);
    const constraints = cert.getExtension(x509.BasicConstraintsExtension);
    expect(constraints).toMatchObject({ ca: true, pathLength: 0, critical: true });
    const usages = cert.getExtension(x509.KeyUsagesExtension);
    expect(usages?.critical).toBe(true);
    expect(usages?.usages).toBe(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign);
    expect(cert.subject).toContain('CN=Hearth on den-pc');
    expect(cert.notAfter.getTime() - now.getTime()).toBe(3650 * dayMs);
    expect(new X509Certificate(ca.certPem).ca).toBe(true);
    expect(cert.getExtension('2.5.29.30')?.critical).toBe(true);
    expect(caConstraints(ca.certPem)?.dns).toEqual(['local', 'home.arpa', 'internal', 'den-pc']);
  });

  it('issues a server certificate for every name and address, signed by the CA, valid 397 days', async () => {
    const cert = new x509.X509Certificate(leaf.certPem);
    const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
    expect(san?.names.items.map((item) => `${item.type}:${item.value}`)).toEqual(['dns:hearth.local', 'dns:den-pc', 'dns:den-pc.local', 'ip:192.168.1.20', 'ip:10.0.0.7']);
    expect(cert.getExtension(x509.BasicConstraintsExtension)).toMatchObject({ ca: false, critical: true });
    expect(cert.getExtension(x509.KeyUsagesExtension)?.usages).toBe(x509.KeyUsageFlags.digitalSignature);
    expect(cert.getExtension(x509.ExtendedKeyUsageExtension)?.usages).toEqual([x509.ExtendedKeyUsage.serverAuth]);
    expect(cert.notBefore.getTime()).toBeLessThan(now.getTime());
    expect(cert.notAfter.getTime() - now.getTime()).toBe(397 * dayMs);
    expect(cert.issuer).toBe(new x509.X509Certificate(ca.certPem).subject);
    expect(await cert.verify({ publicKey: new x509.X509Certificate(ca.certPem).publicKey, date: now })).toBe(true);
    // Node's own X.509 reader agrees on names and issuer.
    const node = new X509Certificate(leaf.certPem);
    expect(node.checkIssued(new X509Certificate(ca.certPem))).toBe(true);
    expect(node.checkHost('den-pc.local')).toBe('den-pc.local');
    expect(node.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(node.checkHost('example.com')).toBeUndefined();
  });

  it.skipIf(!hasOpenssl() && !onCi)('passes openssl verify as a TLS server certificate for its names and addresses', () => {
    const verify = (...extra: string[]) =>
      execFileSync('openssl', ['verify', '-attime', String(Math.floor(now.getTime() / 1000) + 60), '-CAfile', join(dir, 'ca.pem'), '-purpose', 'sslserver', ...extra, join(dir, 'leaf.pem')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(verify()).toContain(': OK');
    expect(verify('-verify_hostname', 'hearth.local')).toContain(': OK');
    expect(verify('-verify_ip', '10.0.0.7')).toContain(': OK');
    expect(() => verify('-verify_hostname', 'bank.example')).toThrow();
    const text = execFileSync('openssl', ['x509', '-in', join(dir, 'ca.pem'), '-noout', '-text'], { encoding: 'utf8' });
    expect(text).toMatch(/Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(text).toMatch(/Key Usage: critical\s+Certificate Sign, CRL Sign/);
  });

  it('reads back validity, names and the SHA-256 fingerprint', async () => {
    const facts = await certificateFacts(leaf.certPem);
    expect(facts.names).toEqual(names);
    expect(facts.fingerprint).toBe(new X509Certificate(leaf.certPem).fingerprint256);
  });
});

describe('when a server certificate is issued again', () => {
  const current = { notAfter: new Date(now.getTime() + 397 * dayMs), names };

  it('keeps a fresh certificate for the same names', () => {
    expect(serverCertificateDue(current, names, now)).toBeNull();
    expect(serverCertificateDue(current, { dns: [...names.dns].reverse().map((n) => n.toUpperCase()), ips: [...names.ips].reverse() }, now)).toBeNull();
  });

  it('renews 30 days before expiry', () => {
    expect(serverCertificateDue(current, names, new Date(now.getTime() + 366 * dayMs))).toBeNull();
    expect(serverCertificateDue(current, names, new Date(now.getTime() + 368 * dayMs))).toBe('it expires soon');
  });

  it('re-issues when an address comes or goes', () => {
    expect(serverCertificateDue(current, { ...names, ips: ['192.168.1.21', '10.0.0.7'] }, now)).toBe('the addresses changed');
    expect(serverCertificateDue(current, { ...names, ips: ['192.168.1.20'] }, now)).toBe('the addresses changed');
    expect(serverCertificateDue(null, names, now)).toBe('none yet');
  });

  it('replaces the CA half a year before it expires', () => {
    const notAfter = new Date(now.getTime() + 3650 * dayMs);
    expect(caDue(notAfter, now)).toBe(false);
    expect(caDue(notAfter, new Date(notAfter.getTime() - 179 * dayMs))).toBe(true);
  });
});

describe('certificateNames', () => {
  it('covers hearth.local, the host name, hostname.local and every LAN address', () => {
    expect(certificateNames(['192.168.1.20'], 'Den-PC', '0.0.0.0')).toEqual({ dns: ['hearth.local', 'den-pc', 'den-pc.local'], ips: ['192.168.1.20'] });
  });

  it('adds the one address Hearth is bound to', () => {
    expect(certificateNames(['192.168.1.20'], 'den-pc', '10.0.0.7').ips).toEqual(['192.168.1.20', '10.0.0.7']);
    expect(certificateNames([], 'den-pc', '::').ips).toEqual([]);
  });

  it('uses a macOS-style name once and skips a host name that is no DNS name', () => {
    expect(certificateNames([], 'Studio.local', '0.0.0.0').dns).toEqual(['hearth.local', 'studio', 'studio.local']);
    expect(dnsHostname('my_pc')).toBeNull();
    expect(certificateNames([], 'my pc', '0.0.0.0').dns).toEqual(['hearth.local']);
  });
});
