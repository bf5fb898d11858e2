// A real Docker-compatible engine for tests and the bench: Debian's podman serving its compat
// API (`podman system service`) on a unix socket in a temp folder, with its own storage root
// (tests/container/podman.ts). Images come from `podman import` of a rootfs holding one static
// busybox (Debian's busybox-static): no registry is reachable here. Containers run with
// --network=none. Podman needs systemd to run health checks on a timer; there is none here, so
// a test runs them itself (runHealthcheck) — the engine API reports them the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { makePodman, podmanMissing, type Podman } from '../container/podman.js';

export const busyboxPath = '/bin/busybox';
export const testImage = 'localhost/hearth-busybox:test';

/** Why the engine cannot run here, or null when it can. */
export function podmanEngineMissing(): string | null {
  return podmanMissing() ?? (existsSync(busyboxPath) ? null : 'busybox-static is not installed (.ci/run installs it)');
}

export interface PodmanEngine {
  /** unix:///…/podman.sock, as a Docker host's URL. */
  url: string;
  socketPath: string;
  podman: Podman;
  /** Runs a container from the test image (detached, --network=none); answers its id. */
  run(name: string, options?: { labels?: Record<string, string>; healthCmd?: string; command?: string[]; tty?: boolean }): string;
  /** Runs a container's health check once (there is no systemd timer here to run it). */
  runHealthcheck(name: string): void;
  stop(): Promise<void>;
}

function rootfsTar(dir: string): string {
  const root = join(dir, 'rootfs');
  mkdirSync(join(root, 'bin'), { recursive: true });
  mkdirSync(join(root, 'tmp'));
  copyFileSync(busyboxPath, join(root, 'bin', 'busybox'));
  for (const tool of ['sh', 'sleep', 'echo', 'cat', 'touch', 'rm', 'true', 'false']) symlinkSync('busybox', join(root, 'bin', tool));
  const tar = join(dir, 'rootfs.tar');
  const made = spawnSync('tar', ['-C', root, '-cf', tar, '.']);
  if (made.status !== 0) throw new Error(`tar failed: ${made.stderr.toString()}`);
  return tar;
}

function pingSocket(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** Starts the engine (once per test file: it takes a second or two) with the test image imported. */
export async function startPodmanEngine(tag: string): Promise<PodmanEngine> {
  const podman = makePodman(tag);
  const dir = podman.dir;
  let service: ChildProcess | null = null;
  try {
    podman.sync(['import', rootfsTar(dir), testImage]);
    const socketPath = join(dir, 'podman.sock');
    service = spawn('podman', [...podman.baseArgs, 'system', 'service', '--time=0', `unix://${socketPath}`], { env: podman.env, stdio: 'ignore' });
    const started = Date.now();
    while (!(await pingSocket(socketPath))) {
      if (Date.now() - started > 30_000 || service.exitCode !== null) throw new Error('podman system service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const running = service;
    return {
      url: `unix://${socketPath}`,
      socketPath,
      podman,
      run(name, options = {}) {
        const labels = Object.entries(options.labels ?? {}).flatMap(([key, value]) => ['--label', `${key}=${value}`]);
        const health = options.healthCmd ? ['--health-cmd', options.healthCmd, '--health-interval', '1h', '--health-retries', '1'] : [];
        // PID 1 gets no default SIGTERM handler: without the trap, every stop waits out Docker's 10 s grace.
        const command = options.command ?? ['sh', '-c', 'trap "exit 0" TERM; echo started; while true; do sleep 1; done'];
        return podman.sync(['run', '-d', '--name', name, '--network=none', ...(options.tty ? ['-t'] : []), ...labels, ...health, testImage, ...command]).trim();
      },
      runHealthcheck(name) {
        // Exit 1 means "unhealthy", which is what some tests want.
        spawnSync('podman', [...podman.baseArgs, 'healthcheck', 'run', name], { env: podman.env, stdio: 'ignore', timeout: 30_000 });
      },
      async stop() {
        // Containers go while the service still runs, so nothing of theirs outlives it.
        await podman.run(['rm', '--all', '--force', '--time', '0'], 120_000);
        running.kill('SIGTERM');
        await new Promise((resolve) => {
          if (running.exitCode !== null) return resolve(null);
          const force = setTimeout(() => running.kill('SIGKILL'), 5_000);
          running.once('exit', () => {
            clearTimeout(force);
            resolve(null);
          });
        });
        podman.remove();
      },
    };
  } catch (error) {
    service?.kill('SIGKILL');
    podman.remove();
    throw error;
  }
}
