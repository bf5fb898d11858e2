// Issue 44 item 3: what this machine's stats cost while a widget shows them, one GET a second
// from one client for 30 s. Counted with the server's reaped children (df and the sensor probes
// systeminformation spawns), against the same server left idle as long.
import { readFileSync } from 'node:fs';
import { login, raw, record, withHearth } from './common.js';

const seconds = 30;
const ticksPerSecond = 100;

/** User and system time of a process and of its children that have ended. */
function cpuWithChildren(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  return ((fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0)) / ticksPerSecond;
}

async function share(pid: number, during: () => Promise<void>): Promise<number> {
  const cpuStart = cpuWithChildren(pid);
  const started = performance.now();
  await during();
  return ((cpuWithChildren(pid) - cpuStart) / ((performance.now() - started) / 1000)) * 100;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function hostStatsBench(): Promise<void> {
  await withHearth('host-stats', async (hearth) => {
    const pid = hearth.process.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    const headers = { authorization: `Bearer ${await login(hearth.url)}` };
    const ask = async () => {
      const res = await fetch(`${hearth.url}/api/v1/host/stats`, { headers });
      if (res.status !== 200) throw new Error(`host stats answered ${res.status}`);
      await res.arrayBuffer();
    };
    // The first sample (systeminformation's first calls) settles, and the sampler goes idle again
    // (15 s after the last question) before the idle stretch is measured.
    await ask();
    await sleep(17_000);
    const idle = await share(pid, () => sleep(seconds * 1000));
    let answers = 0;
    const shown = await share(pid, async () => {
      for (let i = 0; i < seconds; i++) {
        const next = sleep(1000);
        await ask();
        answers += 1;
        await next;
      }
    });
    raw.hostStats = { seconds, answers, idlePercent: idle, shownPercent: shown };
    record(`server CPU, idle for ${seconds} s (reference for the row below)`, `${idle.toFixed(2)}% of a core`, 'reference', null);
    record(`server CPU, this machine's stats shown: 1 GET/s for ${seconds} s, with the processes it spawns`, `${shown.toFixed(2)}% of a core (${(shown - idle).toFixed(2)} over idle)`, '< 0.5% of a core', shown < 0.5);
  });
}
