// The data folder holds every account's data and the key to their secrets: only Hearth's own
// account may read it (0700), and the database files are 0600, WAL and shared memory included.
import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, loginAdmin, startTestServer } from '../helpers/server.js';
import { makeFolder } from '../helpers/listings.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

describe.skipIf(process.platform === 'win32')('data folder permissions', () => {
  it('narrows a folder others could read to 700, says so, and keeps hearth.db, its WAL and shared memory at 600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-modes-'));
    made.push(dir);
    chmodSync(dir, 0o755);
    const server = await startTestServer({ dataDir: dir });
    try {
      await makeFolder(server, await loginAdmin(server));
      expect(mode(dir)).toBe('700');
      expect(server.logs.some((line) => line.includes('was readable by other accounts (mode 755)'))).toBe(true);
      for (const file of ['hearth.db', 'hearth.db-wal', 'hearth.db-shm']) expect(mode(join(dir, file)), file).toBe('600');
    } finally {
      await server.close();
    }
  });

  it('makes a new data folder 700 from the start', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'hearth-modes-parent-'));
    made.push(parent);
    const dir = join(parent, 'data');
    const server = await startTestServer({ dataDir: dir });
    try {
      expect((await call(server, 'GET', '/health')).status).toBe(200);
      expect(mode(dir)).toBe('700');
      expect(mode(join(dir, 'hearth.db'))).toBe('600');
      expect(server.logs.some((line) => line.includes('readable by other accounts'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
