import { isIpv4, normaliseMac } from '../../../shared/contracts/devices.js';

export interface ArpEntry {
  ip: string;
  mac: string;
}

const ipInLine = /(\d{1,3}(?:\.\d{1,3}){3})/;
const macInLine = /([0-9a-f]{1,2}(?:[:-][0-9a-f]{1,2}){5})/i;

/** Pads BSD's short octets ("0:1a:…") to two digits so every MAC reads the same. */
function fullMac(raw: string): string {
  return normaliseMac(
    raw
      .split(/[:-]/)
      .map((part) => part.padStart(2, '0'))
      .join(':'),
  );
}

/**
 * Reads an ARP table: Linux's /proc/net/arp, or the output of `arp -a` (BSD/macOS "? (ip) at
 * mac", Windows "ip  mac  dynamic"). Incomplete entries (no MAC, all zeros) are left out.
 */
export function parseArpTable(text: string): ArpEntry[] {
  const seen = new Map<string, ArpEntry>();
  for (const line of text.split(/\r?\n/)) {
    const ip = ipInLine.exec(line)?.[1];
    const rawMac = macInLine.exec(line.slice(line.indexOf(ip ?? '') + (ip?.length ?? 0)))?.[1];
    if (!ip || !rawMac || !isIpv4(ip)) continue;
    // Linux marks an entry still being resolved with flags 0x0.
    if (/\s0x0\s/.test(line)) continue;
    const mac = fullMac(rawMac);
    if (mac === '00:00:00:00:00:00' || mac === 'FF:FF:FF:FF:FF:FF') continue;
    seen.set(ip, { ip, mac });
  }
  return [...seen.values()];
}
