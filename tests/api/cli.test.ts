import { beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeVersionProblem } from '../../scripts/node-support.mjs';
import { md5 } from '../helpers/server.js';

const cli = join('dist', 'server', 'cli.js');

/**
 * Runs `hearth serve` from dist/. `printed(re)` resolves with the first match of re in its output
 * (stdout and stderr) as soon as it appears, so tests wait on the line itself, never on a timer.
 */
function serve(dataDir: string, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HEARTH_UPDATE_CHECK: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiting: { re: RegExp; done: (m: RegExpExecArray) => void }[] = [];
  const check = () => {
    for (const w of [...waiting]) {
      const match = w.re.exec(out);
      if (match) {
        waiting.splice(waiting.indexOf(w), 1);
        w.done(match);
      }
    }
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (re: RegExp) =>
    new Promise<RegExpExecArray>((done, fail) => {
      waiting.push({ re, done });
      check();
      void exited.then((code) => fail(new Error(`exited ${code} before printing ${re}: ${out}`)));
    });
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    check();
  });
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString();
    check();
  });
  const ready = printed(/Hearth listening on (http:\/\/\S+)/).then((m) => m[1] ?? '');
  return { child, ready, exited, printed, output: () => out };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'hearth-cli-'));
}

describe('hearth serve (built CLI)', () => {
  beforeAll(() => {
    // Fails loudly instead of skipping: the CLI is what a home server runs.
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" before these tests.`);
  });

  it('prints the listening line, signs in with HEARTH_ADMIN_*, and stops cleanly on SIGTERM', async () => {
    const dir = tempDir();
    try {
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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("restarts itself once with glibc's allocator settings, keeping its process id and a user's own", async () => {
    const environ = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const dir = tempDir();
    try {
      const plain = serve(dir);
      await plain.ready;
      const pid = plain.child.pid ?? -1;
      expect(environ(pid)).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072', 'HEARTH_UPDATE_CHECK=off']));
      plain.child.kill('SIGTERM');
      expect(await plain.exited).toBe(0);

      const own = serve(dir, { MALLOC_ARENA_MAX: '4' });
      await own.ready;
      const vars = environ(own.child.pid ?? -1);
      expect(vars).toContain('MALLOC_ARENA_MAX=4');
      expect(vars.some((line) => line.startsWith('MALLOC_MMAP_THRESHOLD_='))).toBe(false);
      own.child.kill('SIGTERM');
      expect(await own.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints the one-time setup URL when no account exists, and stops on SIGINT', async () => {
    const dir = tempDir();
    try {
      const run = serve(dir);
      const url = await run.ready;
      const line = await run.printed(/Open (http:\/\/127\.0\.0\.1:\d+)\/setup\?code=[0-9a-f]{32} to create the administrator/);
      expect(line[1]).toBe(url);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('logs an error nothing caught and keeps serving, then still stops cleanly', async () => {
    const dir = tempDir();
    // Loaded before the CLI: once Hearth has installed its safety net, throw from a timer and
    // leave a promise rejected, as a missed callback somewhere in a feature would.
    const misbehave = [
      'const wait = setInterval(() => {',
      "  if (process.listenerCount('uncaughtException') === 0) return;",
      '  clearInterval(wait);',
      "  setTimeout(() => { throw new Error('thrown from a stray timer'); });",
      "  void Promise.reject(new Error('rejected and never handled'));",
      '}, 5);',
    ].join('\n');
    try {
      const run = serve(dir, { HEARTH_ADMIN_USERNAME: 'admin', HEARTH_ADMIN_PASSWORD: 'x' }, ['--import', `data:text/javascript,${encodeURIComponent(misbehave)}`]);
      const url = await run.ready;
      await run.printed(/Unexpected error \(Hearth keeps running\): Error: thrown from a stray timer/);
      await run.printed(/Unhandled promise rejection \(Hearth keeps running\): Error: rejected and never handled/);
      const home = await fetch(`${url}/api/v1/home`);
      expect(home.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits with a clear message when the port is taken', async () => {
    const dir = tempDir();
    const first = serve(dir, { HEARTH_ADMIN_USERNAME: 'admin', HEARTH_ADMIN_PASSWORD: 'x' });
    const other = tempDir();
    try {
      const port = new URL(await first.ready).port;
      const second = spawn(process.execPath, [cli, 'serve', '--data-dir', other, '--host', '127.0.0.1', '--port', port], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      second.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(err).toContain('EADDRINUSE');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('on a Node older than engines asks, says in one line which Node it needs and starts nothing', async () => {
    const dir = tempDir();
    const oldNode = "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });";
    try {
      const run = serve(dir, { HEARTH_ADMIN_USERNAME: 'admin', HEARTH_ADMIN_PASSWORD: 'x' }, ['--import', `data:text/javascript,${encodeURIComponent(oldNode)}`]);
      await expect(run.ready).rejects.toThrow('exited 1 before printing');
      expect(run.output()).toBe(`${nodeVersionProblem({ version: '20.20.2', command: 'npm run serve' })}\n`);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
