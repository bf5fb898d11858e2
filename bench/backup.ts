// Backup and restore (DESIGN §9): the standard set + 100,000 todos + 500 uploads backed up through
// the real API while the dashboard keeps being asked for, then restored from the downloaded file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { login, median, raw, record, withHearth } from './common.js';
import { seedStandardSet } from './seed.js';
import { createList, seedTodos } from './todos.js';

const uploads = 500;
const passphrase = 'bench backup passphrase';

/** 500 icons of 4-40 KB in uploads/, as people's own pictures would be. */
function seedUploads(dataDir: string): number {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (let i = 0; i < uploads; i++) {
    const data = randomBytes(4096 + ((i * 7919) % 36_864));
    writeFileSync(join(dir, `upload-${i}.png`), data, { mode: 0o600 });
    bytes += data.length;
  }
  return bytes;
}

/** Asks for the dashboard one request after another until `done` settles: each request's latency (ms). */
async function dashboardWhile(url: string, token: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`dashboard answered ${res.status} during the backup`);
    times.push(performance.now() - started);
  }
  return times;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

export async function backupBench(): Promise<void> {
  await withHearth('backup', async (hearth, dataDir) => {
    const token = await login(hearth.url);
    await seedStandardSet(hearth.url, token);
    await seedTodos(dataDir, await createList(hearth.url, token));
    const uploadBytes = seedUploads(dataDir);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const started = performance.now();
    const backup = fetch(`${hearth.url}/api/v1/backups`, { method: 'POST', headers: auth, body: JSON.stringify({ passphrase }) }).then(async (res) => {
      const body = (await res.json()) as { message: { name: string; size: number } };
      if (res.status !== 200) throw new Error(`backup answered ${res.status}: ${JSON.stringify(body)}`);
      return { ...body.message, ms: performance.now() - started };
    });
    const during = await dashboardWhile(hearth.url, token, backup);
    const made = await backup;
    raw.backup = { ms: made.ms, size: made.size, uploadBytes, dashboardDuring: during };
    record(
      `backup of the standard set + 100,000 todos + ${uploads} uploads (${(made.size / 1048576).toFixed(1)} MiB archive)`,
      `${(made.ms / 1000).toFixed(2)} s`,
      '< 5 s',
      made.ms < 5000,
    );
    record(
      `GET /api/v1/dashboard while the backup runs (${during.length} requests, p50 / p99)`,
      `${median(during).toFixed(1)} / ${p99(during).toFixed(1)} ms`,
      'p99 < 50 ms',
      p99(during) < 50,
    );

    const file = await fetch(`${hearth.url}/api/v1/backups/files/${made.name}`, { headers: { authorization: `Bearer ${token}` } });
    if (file.status !== 200) throw new Error(`download answered ${file.status}`);
    const form = new FormData();
    form.append('backup', new Blob([await file.arrayBuffer()]), made.name);
    form.append('passphrase', passphrase);
    form.append('confirm', 'RESTORE');
    const restoreStarted = performance.now();
    const restored = await fetch(`${hearth.url}/api/v1/backups/restore`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const restoreMs = performance.now() - restoreStarted;
    if (restored.status !== 200) throw new Error(`restore answered ${restored.status}: ${await restored.text()}`);
    raw.restoreMs = restoreMs;
    record('restore of that backup in settings (upload, checks, safety backup, swap)', `${(restoreMs / 1000).toFixed(2)} s`, '< 10 s', restoreMs < 10_000);
  });
}
