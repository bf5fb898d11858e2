import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Child {
  process: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the ready line. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Where the processes of the current pass run. `npm run bench -- --cores 1` adds a pass with the
 * server (and the ffmpeg it starts) pinned to core 0 and the load generator (this process and the
 * Chromium it launches) to core 1: the stand-in for a one-core home server.
 */
export const placement: { serverCpus: string | null } = { serverCpus: null };

/** Spawns a Node script and waits for a line that names its URL or port. */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Child> {
  const started = performance.now();
  // taskset execs the command in place, so the child's pid (RSS, CPU readings) is the server's own.
  const [command, argv] = placement.serverCpus === null ? [process.execPath, args] : ['taskset', ['-c', placement.serverCpus, process.execPath, ...args]];
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`not ready after 20 s: ${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (!match) return;
      clearTimeout(timer);
      const found = match[1] ?? '';
      const url = /^\d+$/.test(found) ? `http://127.0.0.1:${found}` : found;
      resolve({
        process: child,
        url,
        readyMs: performance.now() - started,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
}

/** Resident set size of a process in MiB, from /proc. */
export function rssMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}
