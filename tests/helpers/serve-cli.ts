import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminCredentials } from './server.js';
import { testServerEnvAt } from './test-server-env.js';
import { sharedClosedPort } from './closed-port.js';

export const cli = join('dist', 'server', 'cli.js');

export interface ServedCli {
  child: ChildProcess;
  /** The URL once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
  /** Everything it printed so far. */
  output(): string;
}

/** Throws naming the fix when dist/ has not been built: these tests run the built server. */
export function needBuiltCli(): void {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" before these tests.`);
}

/**
 * `hearth serve` from dist/ on a free port, as a process of its own (so it can be killed with
 * SIGKILL). `shell`, when given, is a bash line run before exec'ing Node (e.g. `ulimit -n 256`).
 */
export async function serveCli(dataDir: string, options: { env?: Record<string, string>; shell?: string } = {}): Promise<ServedCli> {
  const closedOrigin = (await sharedClosedPort()).origin;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...testServerEnvAt(closedOrigin),
    HEARTH_ADMIN_USERNAME: adminCredentials.username,
    HEARTH_ADMIN_PASSWORD: adminCredentials.password,
    ...options.env,
  };
  const args = [cli, 'serve', '--data-dir', dataDir, '--host', '127.0.0.1', '--port', '0'];
  const child = options.shell
    ? spawn('bash', ['-c', `${options.shell}; exec "$0" "$@"`, process.execPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Hearth listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code, signal) => reject(new Error(`exited ${code ?? signal}: ${out}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, output: () => out };
}

/** Resolves once the process has exited (at once if it already has), with how it ended. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Stops a served Hearth the way a person would (SIGTERM) and waits for it. */
export async function stopCli(served: ServedCli | null): Promise<void> {
  if (!served) return;
  if (served.child.exitCode === null && served.child.signalCode === null) served.child.kill('SIGTERM');
  await exited(served.child);
}
