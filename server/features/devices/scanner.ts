import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { reverse } from 'node:dns/promises';
import type { FoundDevice } from '../../../shared/contracts/devices.js';
import { parseArpTable, type ArpEntry } from './arp-table.js';
import { sweepTiming, type PingPool } from './ping-pool.js';
import { arpSource } from './ping-args.js';

const reverseDnsMs = 1_000;

/** Reads the ARP table: /proc/net/arp on Linux, `arp -a` elsewhere. */
export async function readArpTable(platform: NodeJS.Platform): Promise<ArpEntry[]> {
  if (arpSource(platform) === 'proc') return parseArpTable(await readFile('/proc/net/arp', 'utf8'));
  const { stdout } = await promisify(execFile)('arp', ['-a'], { timeout: 5_000 });
  return parseArpTable(stdout);
}

/** One ping to each target through the shared pool; answers the addresses that replied. */
export async function sweep(targets: string[], pool: PingPool): Promise<string[]> {
  const results = await Promise.all(targets.map(async (ip) => ((await pool.probe(ip, sweepTiming)).alive ? ip : null)));
  return results.filter((ip): ip is string => ip !== null);
}

async function nameOf(ip: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), reverseDnsMs)));
  try {
    return await Promise.race([reverse(ip).then((names) => names[0] ?? null, () => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ScanDeps {
  pool: PingPool;
  readArp: () => Promise<ArpEntry[]>;
  lookupName?: (ip: string) => Promise<string | null>;
}

/**
 * Sweeps the targets (which fills the ARP cache), then offers what the ARP table holds for
 * them. The caller chooses the targets, so nothing here can wander outside the chosen subnet.
 */
export async function scanTargets(targets: string[], deps: ScanDeps): Promise<Omit<FoundDevice, 'known'>[]> {
  await sweep(targets, deps.pool);
  const wanted = new Set(targets);
  const entries = (await deps.readArp()).filter((entry) => wanted.has(entry.ip));
  const lookup = deps.lookupName ?? nameOf;
  return Promise.all(entries.map(async (entry) => ({ ...entry, name: await lookup(entry.ip) })));
}

/** One scan per subnet at a time: a second request joins the one running. */
export class ScanRegistry {
  private readonly running = new Map<string, Promise<Omit<FoundDevice, 'known'>[]>>();

  run(key: string, targets: string[], deps: ScanDeps): Promise<Omit<FoundDevice, 'known'>[]> {
    const current = this.running.get(key);
    if (current) return current;
    const scan = scanTargets(targets, deps).finally(() => this.running.delete(key));
    this.running.set(key, scan);
    return scan;
  }
}
