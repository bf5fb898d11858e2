// What every bench section shares: the result table, a spawned Hearth, sign-in, formatting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { spawnServer, type Child } from './child.js';
import { testServerEnv } from '../tests/helpers/test-server-env.js';
import type { LoadResult } from './load.js';
import { serverAllocatorEnv, serverNodeFlags } from '../scripts/server-flags.mjs';

export interface Row {
  name: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

export const rows: Row[] = [];

/** Raw figures, written to bench-results.json beside the table. */
export const raw: Record<string, unknown> = {};

const cli = join('dist', 'server', 'cli.js');
/** The same V8 flags `npm run serve` uses; BENCH_SERVER_FLAGS overrides them to experiment. */
const serverFlags = process.env.BENCH_SERVER_FLAGS !== undefined ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean) : serverNodeFlags('package.json');
const listening = /Hearth listening on (http:\/\/\S+)/;
export const admin = { HEARTH_ADMIN_USERNAME: 'bench', HEARTH_ADMIN_PASSWORD: 'bench-password' };

/** One line of the table; ok null for a reference figure without a budget. */
export function record(name: string, value: string, budget: string, ok: boolean | null): void {
  rows.push({ name, value, budget, ok });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The built CLI (`hearth serve`) on 127.0.0.1 and a free port. */
export async function startHearth(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  // With the allocator settings `npm start` and the container give it (scripts/server-flags.mjs);
  // `npm run serve` gets them by restarting itself once, which this start figure leaves out.
  const allocator = serverAllocatorEnv(process.platform, process.env);
  return spawnServer([...serverFlags, cli, 'serve', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'], { ...allocator, ...(await testServerEnv()), HEARTH_HOST_MODE: 'true', ...env }, listening);
}

/** Another Node script of the bench (a yardstick), run with the server's V8 flags so the two compare. */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Child> {
  return spawnServer([...serverFlags, ...args], { ...serverAllocatorEnv(process.platform, process.env), ...env }, ready);
}

/** Runs `use` against a fresh Hearth with the bench admin in its own temp data folder, then cleans up. */
export async function withHearth<T>(name: string, use: (hearth: Child, dataDir: string) => Promise<T>, env: NodeJS.ProcessEnv = {}): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `hearth-bench-${name}-`));
  const hearth = await startHearth(dir, { ...admin, ...env });
  try {
    return await use(hearth, dir);
  } finally {
    await hearth.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function login(url: string): Promise<string> {
  const password = createHash('md5').update(admin.HEARTH_ADMIN_PASSWORD).digest('hex');
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.HEARTH_ADMIN_USERNAME, password }),
  });
  const body = (await res.json()) as { message: { token: string } };
  return body.message.token;
}

export function fmt(r: LoadResult): string {
  return `${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
}

export function pct(a: LoadResult, b: LoadResult): string {
  return `${((a.reqPerSec / b.reqPerSec) * 100).toFixed(0)}%`;
}
