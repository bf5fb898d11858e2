// Integrations: a link card's data through the warm runtime pool (Site Status, the built-in
// example package, checking a local upstream on 127.0.0.1), and 50 cards refreshing at once.
// Every run is of a different listing, so the per-listing answer cache never answers for the pool.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { login, median, raw, record, withHearth } from './common.js';

/** Resident bytes of each integration runtime process serving this data folder (Linux: /proc). */
function runtimeRss(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmdline.includes('runner.cjs') || !cmdline.includes(dataDir)) return [];
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        return rss ? [Number(rss) * 1024] : [];
      } catch {
        return [];
      }
    });
}

const sequential = 200;
const together = 50;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

async function api<T>(url: string, token: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function makeLinks(url: string, token: string, upstream: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api<{ data: { _id: string } }>(url, token, '/listing/save/link', {
      linkName: `Service ${i}`,
      linkIcon: { iconUrl: 'link', iconProvider: 'self' },
      linkURL: `${upstream}/status/${i}`,
      showOnFeatured: false,
      integration: { package: 'com.hearth.status', config: {} },
    });
    ids.push(res.body.data._id);
  }
  return ids;
}

async function timedRun(url: string, token: string, id: string): Promise<number> {
  const started = performance.now();
  const res = await api<{ html?: string }>(url, token, `/app/run/${id}/x`);
  if (res.status !== 200 || !res.body.html) throw new Error(`run answered ${res.status}`);
  return performance.now() - started;
}

export async function integrationsBench(): Promise<void> {
  const upstream = createServer((_req, res) => res.end('ok')).listen(0, '127.0.0.1');
  await new Promise((resolve) => upstream.once('listening', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  try {
    await withHearth('integrations', async (hearth, dataDir) => {
      const token = await login(hearth.url);
      const install = await api(hearth.url, token, '/app/com.hearth.status/install');
      if (install.status !== 200) throw new Error(`install answered ${install.status}`);
      const ids = await makeLinks(hearth.url, token, upstreamUrl, sequential + 10 + together);

      const first = await timedRun(hearth.url, token, ids[0]!);
      record('integration card, first call (starts a runtime process)', `${first.toFixed(0)} ms`, 'reference', null);
      for (const id of ids.slice(1, 10)) await timedRun(hearth.url, token, id);
      const times: number[] = [];
      for (const id of ids.slice(10, 10 + sequential)) times.push(await timedRun(hearth.url, token, id));
      raw.integrationCardTimes = times;
      const p50 = median(times);
      record(`integration card through the warm pool, ${sequential} cards (p50 / p99)`, `${p50.toFixed(1)} / ${p99(times).toFixed(1)} ms`, 'p50 < 20 ms + upstream', p50 < 20);

      const started = performance.now();
      const burst = await Promise.all(ids.slice(10 + sequential).map((id) => timedRun(hearth.url, token, id)));
      const wall = performance.now() - started;
      raw.integrationBurst = burst;
      record(`${together} integration cards refreshing at once (all done / p99 of one)`, `${wall.toFixed(0)} / ${p99(burst).toFixed(0)} ms`, 'reference', null);

      // The warm runtime processes a moment after their last call: what each costs while it waits.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = runtimeRss(dataDir);
      raw.integrationRuntimeIdleRss = idle;
      const most = Math.max(...idle);
      record(`integration runtime process, idle RSS (${idle.length} warm)`, idle.length ? `${(most / 1048576).toFixed(1)} MiB` : 'none warm', 'reference', null);
    });
  } finally {
    upstream.close();
  }
}
