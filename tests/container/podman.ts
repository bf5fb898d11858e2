// Debian's podman with a storage root of its own under a temp folder, so everything a test or
// the bench builds and runs (images, containers, volumes) goes when it is removed, and nothing
// touches the machine's own podman storage. Settings this machine needs (DESIGN §8): runc and
// cgroupfs (crun refuses the hybrid cgroups), and no default ulimits (not permitted here).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PodmanResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Podman {
  /** The temp folder holding its storage, containers.conf and whatever a caller puts beside them. */
  dir: string;
  /** The storage flags every podman call here takes, and its environment (CONTAINERS_CONF). */
  baseArgs: string[];
  env: NodeJS.ProcessEnv;
  /** Runs podman and answers its stdout; throws with stderr when it fails. */
  sync(args: string[], timeoutMs?: number): string;
  /** Runs podman without blocking this process; answers however it ended. */
  run(args: string[], timeoutMs?: number): Promise<PodmanResult>;
  /** Stops and removes every container it ran, then its folder with every image and volume in it. */
  remove(): void;
}

/** Why podman cannot be used here, or null when it can. */
export function podmanMissing(): string | null {
  if (process.platform !== 'linux') return 'the container image is built and run on Linux only';
  if (process.getuid?.() !== 0) return 'podman, debootstrap and ip netns need root here';
  for (const tool of ['podman', 'runc', 'debootstrap', 'ip']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `${tool} is not installed (.ci/run installs it)`;
  }
  return null;
}

const containersConf = `[containers]
default_ulimits = []
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
`;

export function makePodman(tag: string): Podman {
  const dir = mkdtempSync(join(tmpdir(), `hearth-podman-${tag}-`));
  const conf = join(dir, 'containers.conf');
  writeFileSync(conf, `${containersConf}tmp_dir = "${join(dir, 'tmp')}"\n`);
  mkdirSync(join(dir, 'tmp'));
  const base = ['--root', join(dir, 'root'), '--runroot', join(dir, 'run')];
  const env = { ...process.env, CONTAINERS_CONF: conf };
  return {
    dir,
    baseArgs: base,
    env,
    sync(args, timeoutMs = 60_000) {
      return execFileSync('podman', [...base, ...args], { env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
    },
    run(args, timeoutMs = 60_000) {
      return new Promise((resolve) => {
        execFile('podman', [...base, ...args], { env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        });
      });
    },
    remove() {
      const quiet = (args: string[]) => spawnSync('podman', [...base, ...args], { env, stdio: 'ignore', timeout: 60_000 });
      // Containers hold mounts; images and volumes are only files, which go with the folder
      // (much faster than podman removing layer after layer).
      quiet(['rm', '--all', '--force', '--time', '0']);
      // Whatever is still mounted under the folder (an image mount, an interrupted build). With
      // many containers, their exit clean-ups (conmon runs `podman container cleanup`) may mount
      // the storage again just after: unmount and try again for a few seconds.
      for (let attempt = 0; ; attempt++) {
        spawnSync('sh', ['-c', `grep -o " ${dir}/[^ ]*" /proc/mounts | sort -r | xargs -r -n1 umount -l`], { stdio: 'ignore' });
        try {
          rmSync(dir, { recursive: true, force: true });
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          spawnSync('sleep', ['0.5']);
        }
      }
    },
  };
}
