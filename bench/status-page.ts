// A public status page (issue 46 item 2) with 20 monitors in 4 groups, the checks running on their
// schedule against a TCP listener on 127.0.0.1: requests per second and p99 of GET /status/<slug>
// without a session, 10 connections for 5 s (the folder-list shape).
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fmt, login, raw, record, withHearth } from './common.js';
import { load } from './load.js';
import { cpuSeconds } from './monitoring.js';

const monitors = 20;

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function statusPageBench(): Promise<void> {
  const tcp: Server = createServer((socket) => socket.resume().end());
  await new Promise<void>((done) => tcp.listen(0, '127.0.0.1', done));
  try {
    await withHearth('status-page', async (hearth) => {
      const token = await login(hearth.url);
      const port = (tcp.address() as AddressInfo).port;
      const ids: string[] = [];
      for (let i = 0; i < monitors; i++) {
        const saved = await post<{ message: { settings: { _id: string } } }>(hearth.url, token, '/monitoring/check/save', { kind: 'tcp', name: `Service ${i}`, host: '127.0.0.1', port, intervalSeconds: 30, timeoutSeconds: 5, failureThreshold: 1 });
        ids.push(saved.message.settings._id);
      }
      const groups = [0, 1, 2, 3].map((g) => ({ name: `Group ${g + 1}`, monitorIds: ids.slice(g * 5, g * 5 + 5) }));
      const created = await post<{ message: { page: { _id: string } } }>(hearth.url, token, '/monitoring/status-pages', { slug: 'bench', title: 'Bench', description: 'Twenty monitors.', groups });
      await post(hearth.url, token, `/monitoring/status-pages/${created.message.page._id}/incidents`, { title: 'Disk replaced', body: '**RAID** rebuilding', format: 'markdown', severity: 'minor' });
      const url = `${hearth.url}/status/bench`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`the status page answered ${first.status}`);
      const bytes = (await first.text()).length;
      // The same server's smallest answer, in the same run: on a busy machine it says how much of a
      // shortfall is the machine's and how much the page's.
      const pid = hearth.process.pid ?? 0;
      // The server's own CPU per answer: what an answer costs, whatever else the machine is doing.
      const measured = async (target: string) => {
        const before = cpuSeconds(pid);
        const figures = await load(target, {}, { connections: 10, seconds: 5 });
        return { ...figures, cpuUs: ((cpuSeconds(pid) - before) / (figures.reqPerSec * 5)) * 1e6 };
      };
      const cpuText = (us: number) => `${us.toFixed(0)} µs of server CPU an answer`;
      const health = await measured(`${hearth.url}/api/v1/health`);
      const result = await measured(url);
      raw.statusPage = { ...result, bytes, health };
      record('GET /api/v1/health on the same server (reference for the row below)', `${fmt(health)}; ${cpuText(health.cpuUs)}`, 'reference', null);
      record('public status page: server CPU per answer', `${cpuText(result.cpuUs)} (${Math.round(1e6 / result.cpuUs)} answers per CPU-second)`, 'reference', null);
      record(`public status page, ${monitors} monitors (GET /status/<slug>, ${(bytes / 1024).toFixed(0)} KB, no session)`, fmt(result), '≥ 2,000 req/s, p99 < 20 ms', result.reqPerSec >= 2000 && result.p99 < 20 && result.non2xx === 0 && result.errors === 0);
    });
  } finally {
    await new Promise<void>((done) => tcp.close(() => done()));
  }
}

