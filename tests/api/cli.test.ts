import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { md5 } from '../helpers/server.js';

const cli = join('dist', 'server', 'cli.js');

function serve(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [cli, 'serve', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const url = /Hearth listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, ready, exited, output: () => out };
}

describe.skipIf(!existsSync(cli))('hearth serve (built CLI)', () => {
  it('prints the listening line, signs in with HEARTH_ADMIN_*, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-cli-'));
    const run = serve(dir, { HEARTH_ADMIN_USERNAME: 'admin', HEARTH_ADMIN_PASSWORD: 'cli-secret' });
    const url = await run.ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await fetch(`${url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: md5('cli-secret') }),
    });
    const body = (await login.json()) as { message: { role: string } };
    expect(body.message.role).toBe('admin');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    // A clean close checkpoints the WAL into hearth.db and removes it.
    expect(existsSync(join(dir, 'hearth.db'))).toBe(true);
    expect(existsSync(join(dir, 'hearth.db-wal'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the one-time setup URL when no account exists, and stops on SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-cli-'));
    const run = serve(dir);
    await run.ready;
    await new Promise((r) => setTimeout(r, 100));
    expect(run.output()).toMatch(/Open http:\/\/127\.0\.0\.1:\d+\/setup\?code=[0-9a-f]{32} to create the administrator/);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a bad port with a clear message', async () => {
    const child = spawn(process.execPath, [cli, 'serve', '--port', 'seventy'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('Invalid port "seventy"');
  });
});
