// Issue 44 item 3: GET /api/v1/host/stats reads this machine through systeminformation. Its figures
// are checked against what the kernel says at the same moment (/proc/meminfo, loadavg, uptime, stat,
// net/dev) and against df, within the drift a second of a shared machine allows.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, loginAdmin, startTestServer, type TestServer } from '../helpers/server.js';
import type { HostStats } from '../../shared/contracts/host-stats.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(() => server.stop());

const mib = 1024 * 1024;
const stats = async (as = token): Promise<HostStats> => {
  const res = await call<HostStats>(server, 'GET', '/host/stats', { token: as });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body.message;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function meminfo(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync('/proc/meminfo', 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m?.[1] && m[2]) out[m[1]] = Number(m[2]) * 1024;
  }
  return out;
}

/** Busy and total jiffies of all CPUs together, and how many cpuN lines there are. */
function procStat(): { busy: number; total: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (lines[0] ?? '').split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total, cores: lines.filter((l) => /^cpu\d+ /.test(l)).length };
}

function netDev(): Map<string, { rx: number; tx: number }> {
  const out = new Map<string, { rx: number; tx: number }>();
  for (const line of readFileSync('/proc/net/dev', 'utf8').split('\n').slice(2)) {
    const [name, rest] = line.split(':');
    if (!name || !rest) continue;
    const fields = rest.trim().split(/\s+/).map(Number);
    out.set(name.trim(), { rx: fields[0] ?? 0, tx: fields[8] ?? 0 });
  }
  return out;
}

const uptime = (): number => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
const loadavg = (): number[] => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

function df(): Map<string, { size: number; used: number }> {
  const out = new Map<string, { size: number; used: number }>();
  const text = execFileSync('df', ['-B1', '--output=size,used,target'], { encoding: 'utf8' });
  for (const line of text.split('\n').slice(1)) {
    const m = /^\s*(\d+)\s+(\d+)\s+(.+)$/.exec(line);
    if (m?.[1] && m[2] && m[3]) out.set(m[3], { size: Number(m[1]), used: Number(m[2]) });
  }
  return out;
}

describe('GET /api/v1/host/stats', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect((await call(server, 'GET', '/host/stats')).status).toBe(401);
    expect((await call(server, 'GET', '/host/stats', { token: 'not-a-token' })).status).toBe(401);
  });

  it("matches /proc/meminfo, loadavg and uptime, df, and since boot /proc/stat and /proc/net/dev, in bytes and seconds", async () => {
    const procNet = netDev();
    const procUptime = uptime();
    const procCpu = procStat();
    const answer = await stats();
    // A cold sampler measures the CPU since boot too.
    expect(answer.cpu.cores).toHaveLength(procCpu.cores);
    expect(Math.abs(answer.cpu.percent - (100 * procCpu.busy) / procCpu.total)).toBeLessThan(5);
    const info = meminfo();
    expect(answer.memory.total).toBe(info.MemTotal);
    expect(Math.abs(answer.memory.used - ((info.MemTotal ?? 0) - (info.MemAvailable ?? 0)))).toBeLessThan(256 * mib);
    expect(answer.swap.total).toBe(info.SwapTotal);
    expect(Math.abs(answer.swap.used - ((info.SwapTotal ?? 0) - (info.SwapFree ?? 0)))).toBeLessThan(64 * mib);

    const load = loadavg();
    expect(answer.load).toHaveLength(3);
    answer.load?.forEach((value, i) => expect(Math.abs(value - (load[i] ?? 0))).toBeLessThan(0.75));
    expect(Math.abs(answer.uptimeSeconds - uptime())).toBeLessThanOrEqual(2);

    const mounts = df();
    expect(answer.disks.map((d) => d.mount)).toContain('/');
    for (const disk of answer.disks) {
      const seen = mounts.get(disk.mount);
      expect(seen, disk.mount).toBeDefined();
      expect(Math.abs(disk.total - (seen?.size ?? 0)), disk.mount).toBeLessThan(mib);
      expect(Math.abs(disk.used - (seen?.used ?? 0)), disk.mount).toBeLessThan(disk.total / 100);
    }

    // A cold sampler measures the network since boot: the counters over the uptime.
    expect(answer.network.length).toBeGreaterThan(0);
    for (const { iface, rxPerSec, txPerSec } of answer.network) {
      expect(iface).not.toBe('lo');
      const counters = procNet.get(iface);
      expect(counters, iface).toBeDefined();
      expect(Math.abs(rxPerSec - (counters?.rx ?? 0) / procUptime), iface).toBeLessThanOrEqual(Math.max(1024, rxPerSec * 0.05));
      expect(Math.abs(txPerSec - (counters?.tx ?? 0) / procUptime), iface).toBeLessThanOrEqual(Math.max(1024, txPerSec * 0.05));
    }
  });

  it('gives the CPU between samples as /proc/stat does, while a child process keeps one core busy', async () => {
    await stats();
    await sleep(1100);
    const spinner: ChildProcess = spawn(process.execPath, ['-e', 'const end = Date.now() + 4000; while (Date.now() < end);'], { stdio: 'ignore' });
    try {
      await sleep(1100);
      const before = procStat();
      const netBefore = netDev();
      let answer = await stats();
      const first = answer;
      // Wait for the next sample so that its whole span lies between the two /proc readings.
      while (JSON.stringify(answer) === JSON.stringify(first)) {
        await sleep(100);
        answer = await stats();
      }
      await sleep(100);
      const after = procStat();
      const netAfter = netDev();
      const kernelPercent = (100 * (after.busy - before.busy)) / (after.total - before.total);
      expect(answer.cpu.cores).toHaveLength(before.cores);
      expect(kernelPercent).toBeGreaterThan(40);
      expect(Math.abs(answer.cpu.percent - kernelPercent)).toBeLessThan(25);
      for (const core of answer.cpu.cores) expect(core).toBeGreaterThanOrEqual(0);
      for (const core of answer.cpu.cores) expect(core).toBeLessThanOrEqual(100);
      // The sample's second lies within the /proc readings: it cannot have moved more bytes.
      for (const { iface, rxPerSec, txPerSec } of answer.network) {
        const moved = (key: 'rx' | 'tx') => (netAfter.get(iface)?.[key] ?? 0) - (netBefore.get(iface)?.[key] ?? 0);
        expect(rxPerSec, iface).toBeLessThanOrEqual(moved('rx') * 1.1 + 4096);
        expect(txPerSec, iface).toBeLessThanOrEqual(moved('tx') * 1.1 + 4096);
      }
    } finally {
      spinner.kill();
    }
  });

  it('gives temperatures only where the kernel has sensors', async () => {
    const answer = await stats();
    const sensors = ['/sys/class/hwmon', '/sys/class/thermal'].some((dir) => existsSync(dir) && readdirSync(dir).length > 0);
    if (!sensors) expect(answer.temperatures).toEqual([]);
    for (const t of answer.temperatures) expect(t.celsius > 0 && t.celsius < 150, t.label).toBe(true);
  });

  it('serves every user from one sampler: four clients asking every 50 ms for 2.5 s see at most one new sample a second', async () => {
    const other = await createUser(server, 'host-viewer');
    const bodies = new Set<string>();
    const started = Date.now();
    while (Date.now() - started < 2500) {
      const round = await Promise.all([stats(), stats(other), stats(), stats(other)]);
      expect(new Set(round.map((r) => JSON.stringify(r))).size).toBeLessThanOrEqual(2);
      for (const r of round) bodies.add(JSON.stringify(r));
      await sleep(50);
    }
    expect(bodies.size).toBeGreaterThanOrEqual(2);
    expect(bodies.size).toBeLessThanOrEqual(4);
  });
});
