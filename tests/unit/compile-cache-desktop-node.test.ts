// The built headless server on the Node the desktop app embeds (24, see scripts/test-node.mjs):
// it keeps V8's compiled code of its bundle between starts (issue 32). The rest of the tests run
// on whatever Node runs the suite (Node 24 in CI, 22.12 at least); this one runs Electron's.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopNode } from '../../electron/testing/fake-utility-process.js';
import { missing } from '../helpers/prerequisites.js';

const node = desktopNode();
const cli = join(process.cwd(), 'dist', 'server', 'cli.js');

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.skipIf(missing('Node 24 and the built server (scripts/test-node.mjs, npm run build)', node && existsSync(cli) ? null : `${node ? '' : 'no Node 24; '}${existsSync(cli) ? '' : 'no dist/server/cli.js'}`))('the server on Node 24', () => {
  it('keeps the compiled code of its bundle in the compile cache for the next start', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'hearth-compile-cache-'));
    try {
      const child = spawn(node ?? '', [cli, 'serve', '--data-dir', join(temp, 'data'), '--port', '0'], { env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => /Hearth listening on/.test(out) && resolve());
        void exited.then(() => reject(new Error(`exited before listening: ${out}`)));
      });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Node writes the cache on exit: one entry per module compiled, the server's chunks among them.
      const cached = filesUnder(join(temp, 'node-compile-cache'));
      expect(cached.length).toBeGreaterThan(3);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
