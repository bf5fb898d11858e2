// Issue 39 item 5: a backup opened every file at once, so 1,500 files of one integration broke
// every backup under the common limit of 1,024 open files. Here Hearth runs under `ulimit -n 256`
// with 5,000 uploads: the backup is made, and restoring it brings every upload back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, loginAdmin } from '../helpers/server.js';
import { needBuiltCli, serveCli, stopCli, type ServedCli } from '../helpers/serve-cli.js';
import { uploadBackup } from '../helpers/backups.js';
import { backupMessages } from '../../shared/messages.js';
import type { BackupFile } from '../../shared/contracts/backup.js';

const passphrase = 'a long household passphrase';
const uploads = 5000;

describe('a backup under a limit of 256 open files', () => {
  let dataDir: string;
  let served: ServedCli | null = null;

  beforeAll(() => {
    needBuiltCli();
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-fds-'));
    const dir = join(dataDir, 'uploads');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (let i = 0; i < uploads; i++) writeFileSync(join(dir, `icon-${i}.png`), `picture ${i}`, { mode: 0o600 });
  });
  afterAll(async () => {
    await stopCli(served);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is made with 5,000 uploads, and restoring it brings every one back', async () => {
    served = await serveCli(dataDir, { shell: 'ulimit -n 256' });
    const server = { url: await served.ready };
    const limit = readFileSync(`/proc/${served.child.pid}/limits`, 'utf8').split('\n').find((line) => line.startsWith('Max open files'));
    expect(limit).toMatch(/^Max open files\s+256\s/);
    const token = await loginAdmin(server);

    const made = await call<BackupFile>(server, 'POST', '/backups', { token, body: { passphrase } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const archive = readFileSync(join(dataDir, 'backups', made.body.message.name));

    rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
    const restored = await uploadBackup(server, '/backups/restore', archive, { passphrase, confirm: 'RESTORE' }, token);
    expect(restored).toEqual({ status: 200, body: { error: false, message: backupMessages.restored } });
    const back = readdirSync(join(dataDir, 'uploads'));
    expect(back).toHaveLength(uploads);
    expect(readFileSync(join(dataDir, 'uploads', 'icon-4321.png'), 'utf8')).toBe('picture 4321');
  });
});
