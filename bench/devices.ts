// Network devices: the LAN-scan sweep over a /24 where most hosts are dead. It runs inside a
// network namespace the bench creates (198.18.x.0/24 behind a veth), so nothing leaves the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { thisMachine } from '../server/config.js';
import { PingPool, maxPingsInFlight } from '../server/features/devices/ping-pool.js';
import { sweep } from '../server/features/devices/scanner.js';
import { subnetHosts } from '../server/features/devices/subnet.js';
import { createTestNamespace } from '../tests/helpers/netns.js';
import { raw, record } from './common.js';

/** How many ping processes are children of this process right now (read from /proc). */
function pingChildren(): number {
  let count = 0;
  for (const task of readdirSync('/proc/self/task')) {
    const children = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
    for (const pid of children ? children.split(' ') : []) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'ping') count += 1;
      } catch {
        /* the process ended between the two reads */
      }
    }
  }
  return count;
}

export async function devicesBench(): Promise<void> {
  const namespace = createTestNamespace('bnc', 3);
  if (typeof namespace === 'string') {
    record('device sweep of a /24 (namespace)', `skipped: ${namespace}`, '< 3 s', null);
    return;
  }
  try {
    const targets = subnetHosts(`${namespace.base}.1`, 24) ?? [];
    const pool = new PingPool(thisMachine().platform);
    let peakProcesses = 0;
    const sampler = setInterval(() => (peakProcesses = Math.max(peakProcesses, pingChildren())), 10);
    const started = performance.now();
    const alive = await sweep(targets, pool);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    raw.deviceSweep = { seconds, alive, peakInFlight: pool.peak, peakProcesses };
    console.log(`device sweep: ${targets.length} addresses, ${alive.length} answered (${alive.join(', ')}), peak ${pool.peak} pings in flight, peak ${peakProcesses} ping processes seen`);
    record(`device sweep of a /24, ${targets.length - alive.length} dead hosts (namespace)`, `${seconds.toFixed(2)} s`, '< 3 s', seconds < 3);
    record('device sweep: peak ping processes (sampled every 10 ms) / in flight', `${peakProcesses} / ${pool.peak}`, `<= ${maxPingsInFlight}`, peakProcesses <= maxPingsInFlight && pool.peak <= maxPingsInFlight);
  } finally {
    namespace.remove();
  }
}
