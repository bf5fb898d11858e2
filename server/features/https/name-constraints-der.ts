import { cidrBytes, type NameConstraints } from './name-constraints.js';

/**
 * The NameConstraints extension's value in DER, written and read here: @peculiar/x509 has no
 * class for it, and its ASN.1 packages are not Hearth's own dependencies. Only what Hearth
 * writes is read: permitted subtrees of dNSName ([2] IA5String) and iPAddress ([7] address and
 * mask) with no minimum or maximum.
 *
 *   NameConstraints ::= SEQUENCE { permittedSubtrees [0] GeneralSubtrees OPTIONAL, ... }
 *   GeneralSubtrees ::= SEQUENCE SIZE (1..MAX) OF GeneralSubtree
 *   GeneralSubtree ::= SEQUENCE { base GeneralName, ... }
 */
const sequence = 0x30;
const permitted = 0xa0;
const dnsName = 0x82;
const ipAddress = 0x87;

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

function cidrValue(cidr: string): Buffer {
  const { address, mask } = cidrBytes(cidr);
  return Buffer.from([...address, ...mask]);
}

export function encodeNameConstraints(constraints: NameConstraints): Buffer {
  const subtrees = [
    ...constraints.dns.map((name) => tlv(sequence, tlv(dnsName, Buffer.from(name, 'ascii')))),
    ...constraints.ips.map((cidr) => tlv(sequence, tlv(ipAddress, cidrValue(cidr)))),
  ];
  return tlv(sequence, tlv(permitted, Buffer.concat(subtrees)));
}

interface Element {
  tag: number;
  content: Buffer;
  next: number;
}

function read(der: Buffer, at: number): Element {
  const tag = der[at];
  let length = der[at + 1];
  let start = at + 2;
  if (tag === undefined || length === undefined) throw new Error('The name constraints end early.');
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  if (start + length > der.length) throw new Error('The name constraints end early.');
  return { tag, content: der.subarray(start, start + length), next: start + length };
}

function children(content: Buffer): Element[] {
  const found: Element[] = [];
  for (let at = 0; at < content.length; ) {
    const element = read(content, at);
    found.push(element);
    at = element.next;
  }
  return found;
}

function cidrText(value: Buffer): string {
  const half = value.length / 2;
  const address = [...value.subarray(0, half)];
  const bits = [...value.subarray(half)].reduce((sum, byte) => sum + byte.toString(2).replaceAll('0', '').length, 0);
  const text =
    half === 4
      ? address.join('.')
      : Array.from({ length: 8 }, (_, i) => ((address[i * 2]! << 8) | address[i * 2 + 1]!).toString(16)).join(':');
  return `${text}/${bits}`;
}

export function decodeNameConstraints(der: Buffer): NameConstraints {
  const outer = read(der, 0);
  const result: NameConstraints = { dns: [], ips: [] };
  for (const part of children(outer.content)) {
    if (part.tag !== permitted) continue;
    for (const subtree of children(part.content)) {
      const [base] = children(subtree.content);
      if (base?.tag === dnsName) result.dns.push(base.content.toString('ascii'));
      if (base?.tag === ipAddress && (base.content.length === 8 || base.content.length === 32)) result.ips.push(cidrText(base.content));
    }
  }
  return result;
}
