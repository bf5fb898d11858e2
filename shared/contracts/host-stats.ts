/**
 * How often the server samples this machine while someone is looking: the CPU and network rates
 * are new each time, so a widget asking more often would only get the same answer again.
 */
export const hostStatsSampleMs = 1000;

/** GET /api/v1/host/stats (issue 44 item 3): the computer Hearth runs on. Bytes and seconds throughout. */
export interface HostStats {
  /** Busy share since the previous sample (since boot for the first), 0-100: all cores together, then each core. */
  cpu: { percent: number; cores: number[] };
  /** 1, 5 and 15 minute load averages; null where the OS keeps none (Windows). */
  load: [number, number, number] | null;
  memory: { total: number; used: number };
  swap: { total: number; used: number };
  disks: { mount: string; total: number; used: number }[];
  /** Bytes a second between the two latest samples (since boot for the first); loopback left out. */
  network: { iface: string; rxPerSec: number; txPerSec: number }[];
  /** Empty where the OS gives none (most containers and VMs). */
  temperatures: { label: string; celsius: number }[];
  uptimeSeconds: number;
}
