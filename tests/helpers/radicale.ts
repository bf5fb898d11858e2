import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';

/**
 * The real Radicale (Debian's radicale, installed by .ci/run), a CalDAV server (RFC 4791) started
 * by a test: bound to 127.0.0.1, accounts from a plain htpasswd file, every user reading only
 * their own collections (rights `owner_only`), storage in a temporary folder.
 */
export const radicaleAccount = { username: 'alice', password: 'radicale-pass' } as const;

/** Why the CalDAV tests cannot run here, or null when radicale is installed. */
export function radicaleMissing(): string | null {
  const found = spawnSync('radicale', ['--version'], { encoding: 'utf8' });
  if (found.error) return 'radicale is not installed (apt-get install radicale)';
  return /^\d+\.\d+/.test(found.stdout.trim()) ? null : `radicale --version said: ${found.stdout.trim()}`;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealRadicale {
  url: string;
  /** Sends one request as `radicaleAccount` (a test's own setup: calendars and events). */
  dav(method: string, path: string, body?: string, headers?: Record<string, string>): Promise<number>;
  stop(): Promise<void>;
}

export async function startRadicale(): Promise<RealRadicale> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-radicale-'));
  const port = await freePort();
  const users = join(dir, 'users');
  await writeFile(users, `${radicaleAccount.username}:${radicaleAccount.password}\n`);
  const config = join(dir, 'config');
  await writeFile(config, [
    '[server]', `hosts = 127.0.0.1:${port}`,
    '[auth]', 'type = htpasswd', `htpasswd_filename = ${users}`, 'htpasswd_encryption = plain', 'delay = 0',
    '[rights]', 'type = owner_only',
    '[storage]', `filesystem_folder = ${join(dir, 'collections')}`,
    '[logging]', 'level = warning', 'mask_passwords = True',
  ].join('\n'));
  const child: ChildProcess = spawn('radicale', ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const authorization = `Basic ${Buffer.from(`${radicaleAccount.username}:${radicaleAccount.password}`).toString('base64')}`;
  const dav = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, { method, headers: { authorization, ...headers }, ...(body !== undefined ? { body } : {}) });
    await res.text();
    return res.status;
  };
  try {
    await until(`radicale on ${url} (output: ${output})`, async () => {
      if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}: ${output}`);
      return fetch(`${url}/.web/`).then((r) => r.status > 0, () => false);
    }, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dav, stop };
}
