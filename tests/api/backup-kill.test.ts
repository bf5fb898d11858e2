// A Hearth killed (SIGKILL) while a backup is being written leaves no half archive under a
// backup's name, keeps the earlier archives as they were, and clears its leftovers on the next start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, loginAdmin } from '../helpers/server.js';
import { needBuiltCli, serveCli } from '../helpers/serve-cli.js';
import { until } from '../helpers/until.js';
import type { BackupFile } from '../../shared/contracts/backup.js';

const passphrase = 'a long household passphrase';

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('a backup cut short by SIGKILL', () => {
  let dataDir: string;
  let running: ChildProcess | null = null;

  beforeAll(() => {
    needBuiltCli();
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-kill-'));
  });
  afterAll(async () => {
    if (running) {
      running.kill('SIGKILL');
      await stopped(running);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the earlier archives intact and no half archive', async () => {
    const first = await serveCli(dataDir);
    running = first.child;
    const url = await first.ready;
    const server = { url };
    const token = await loginAdmin(server);
    const made = await call<BackupFile>(server, 'POST', '/backups', { token, body: { passphrase } });
    expect(made.status).toBe(200);
    const kept = join(dataDir, 'backups', made.body.message.name);
    const keptHash = sha256(kept);

    // A database big enough that the next backup takes a while to write.
    const sqlite = new Database(join(dataDir, 'hearth.db'));
    const insert = sqlite.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 30_000; i++) insert.run(`filler-${i}`, randomBytes(1000).toString('base64'));
    })();
    sqlite.close();

    const cut = call(server, 'POST', '/backups', { token, body: { passphrase } }).catch(() => null);
    await until('the second backup to be under way', () => readdirSync(join(dataDir, 'backups')).some((name) => name.startsWith('.')), 15_000);
    first.child.kill('SIGKILL');
    await stopped(first.child);
    await cut;
    const archives = () => readdirSync(join(dataDir, 'backups')).filter((name) => name.endsWith('.hearth-backup') && !name.startsWith('.'));
    expect(archives()).toEqual([made.body.message.name]);
    expect(sha256(kept)).toBe(keptHash);

    const second = await serveCli(dataDir);
    running = second.child;
    const again = await second.ready;
    expect(readdirSync(join(dataDir, 'backups')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(archives()).toEqual([made.body.message.name]);
    const listed = await call<{ files: BackupFile[] }>({ url: again }, 'GET', '/backups', { token: await loginAdmin({ url: again }) });
    expect(listed.body.message.files.map((file) => file.name)).toEqual([made.body.message.name]);
    second.child.kill('SIGTERM');
    await stopped(second.child);
    running = null;
  });
});
