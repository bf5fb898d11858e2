// reflect-metadata first: @peculiar/x509's dependency injection (tsyringe) needs the Reflect polyfill.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { randomBytes, webcrypto } from 'node:crypto';
import { decodeNameConstraints, encodeNameConstraints } from './name-constraints-der.js';
import { nameConstraintsOid, type NameConstraints } from './name-constraints.js';

/**
 * Node's WebCrypto as @peculiar/x509 types it (the Web Crypto of the DOM, or of @types/node where
 * there is no DOM). Keys are made through this one object so they have the type x509 takes:
 * Node 24's own types list key usages (ML-KEM's encapsulateBits, …) the DOM's do not yet.
 */
const webCrypto = webcrypto as unknown as ReturnType<typeof x509.cryptoProvider.get>;
type CryptoKey = Awaited<ReturnType<typeof webCrypto.subtle.importKey>>;

x509.cryptoProvider.set(webCrypto);

/** ECDSA P-256 with SHA-256: small, fast to make, and accepted by every phone and browser. */
const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const dayMs = 86_400_000;

/** Ten years: a phone trusts the CA once for a long time. */
export const caLifetimeDays = 3650;
/** Apple refuses TLS server certificates valid for more than 398 days, even under a private CA. */
export const serverLifetimeDays = 397;
/** A server certificate is issued again once fewer days than this are left. */
export const renewServerBeforeDays = 30;
/** A new CA is made once fewer days than this are left (every device then trusts it again). */
export const renewCaBeforeDays = 180;
/** Phones whose clocks run a little behind still accept a certificate made just now. */
const backdateMs = 60 * 60 * 1000;

/** A certificate and its private key, both PEM (the key as PKCS #8). */
export interface Issued {
  certPem: string;
  keyPem: string;
}

/** What a server certificate is valid for. */
export interface CertificateNames {
  dns: string[];
  ips: string[];
}

/** A positive serial number of 16 random bytes (RFC 5280 §4.1.2.2). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}

async function exportKey(key: CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await webCrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

async function importSigningKey(pem: string): Promise<CryptoKey> {
  const [der] = x509.PemConverter.decode(pem);
  if (!der) throw new Error('The CA key file holds no key.');
  return webCrypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
}

/**
 * Makes Hearth's own certificate authority: may sign server certificates and nothing below them,
 * and only for the names and ranges of `constraints` (a critical extension, as RFC 5280 asks).
 */
export async function createCa(now: Date, machineName: string, constraints: NameConstraints): Promise<Issued> {
  const keys = await webCrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: [{ CN: [`Hearth on ${machineName}`] }, { O: ['Hearth home CA'] }],
    notBefore: new Date(now.getTime() - backdateMs),
    notAfter: new Date(now.getTime() + caLifetimeDays * dayMs),
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      new x509.Extension(nameConstraintsOid, true, new Uint8Array(encodeNameConstraints(constraints))),
    ],
  });
  return { certPem: cert.toString('pem'), keyPem: await exportKey(keys.privateKey) };
}

/** What a CA may vouch for, or null for a CA made before Hearth constrained its CAs (anything). */
export function caConstraints(caPem: string): NameConstraints | null {
  const extension = new x509.X509Certificate(caPem).getExtension(nameConstraintsOid);
  return extension ? decodeNameConstraints(Buffer.from(extension.value)) : null;
}

/** A TLS server certificate for `names`, signed by `ca`. */
export async function issueServerCertificate(ca: Issued, names: CertificateNames, now: Date): Promise<Issued> {
  const caCert = new x509.X509Certificate(ca.certPem);
  const keys = await webCrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const alternativeNames = [...names.dns.map((value) => ({ type: 'dns' as const, value })), ...names.ips.map((value) => ({ type: 'ip' as const, value }))];
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: [{ CN: [names.dns[0] ?? names.ips[0] ?? 'hearth.local'] }],
    issuer: caCert.subjectName,
    notBefore: new Date(now.getTime() - backdateMs),
    notAfter: new Date(now.getTime() + serverLifetimeDays * dayMs),
    publicKey: keys.publicKey,
    signingKey: await importSigningKey(ca.keyPem),
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension(alternativeNames, false),
      await x509.AuthorityKeyIdentifierExtension.create(caCert, false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certPem: cert.toString('pem'), keyPem: await exportKey(keys.privateKey) };
}

/** What Hearth needs to know about a certificate it made: validity and names. */
export interface CertificateFacts {
  notBefore: Date;
  notAfter: Date;
  names: CertificateNames;
  /** SHA-256 of the DER, as colon-separated upper-case hex (how phones and browsers show it). */
  fingerprint: string;
  /** The subject's common name: what a phone lists the certificate as. */
  commonName: string;
  der: Buffer;
}

export async function certificateFacts(certPem: string): Promise<CertificateFacts> {
  const cert = new x509.X509Certificate(certPem);
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const entries = san?.names.items ?? [];
  const digest = Buffer.from(await webCrypto.subtle.digest('SHA-256', cert.rawData));
  return {
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    names: {
      dns: entries.filter((entry) => entry.type === 'dns').map((entry) => entry.value),
      ips: entries.filter((entry) => entry.type === 'ip').map((entry) => entry.value),
    },
    fingerprint: digest.toString('hex').toUpperCase().replace(/(..)(?!$)/g, '$1:'),
    commonName: cert.subjectName.getField('CN')[0] ?? '',
    der: Buffer.from(cert.rawData),
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));

/** Why a server certificate must be issued again (null: keep it): near expiry, or the names changed. */
export function serverCertificateDue(current: Pick<CertificateFacts, 'notAfter' | 'names'> | null, wanted: CertificateNames, now: Date): string | null {
  if (!current) return 'none yet';
  if (current.notAfter.getTime() - now.getTime() < renewServerBeforeDays * dayMs) return 'it expires soon';
  if (!sameSet(current.names.dns.map((name) => name.toLowerCase()), wanted.dns.map((name) => name.toLowerCase())) || !sameSet(current.names.ips, wanted.ips)) return 'the addresses changed';
  return null;
}

/** Whether the CA must be made again: it expires within renewCaBeforeDays. */
export function caDue(notAfter: Date, now: Date): boolean {
  return notAfter.getTime() - now.getTime() < renewCaBeforeDays * dayMs;
}
