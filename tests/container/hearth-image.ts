// The project's real Dockerfile built with podman (images offline: --pull=never, FROM the base
// made by node-base.ts), and Hearth containers run from it inside a network namespace the caller
// made (tests/helpers/netns.ts), so they are reached at 198.18.x.2 over its veth and nothing
// they send leaves the machine. Used by tests/container/image.test.ts and bench/container.ts.
import { readFileSync } from 'node:fs';
import type { TestNamespace } from '../helpers/netns.js';
import { isolatedServerEnv } from '../helpers/test-server-env.js';
import { provideBaseImages } from './node-base.js';
import type { Podman } from './podman.js';

export const hearthImage = 'localhost/hearth:test';
/** The ports the image exposes and Hearth listens on there (Dockerfile ENV). */
export const httpPort = 7420;
export const httpsPort = 7443;

export interface BuiltImage {
  tag: string;
  /** Making and importing the base (a cached base: the import only). */
  baseMs: number;
  /** `podman build` of the Dockerfile. */
  buildMs: number;
  /** Uncompressed, as podman counts it (the sum of the layers). */
  sizeBytes: number;
}

export async function buildHearthImage(podman: Podman, log: (line: string) => void): Promise<BuiltImage> {
  const started = performance.now();
  await provideBaseImages(podman, readFileSync('Dockerfile', 'utf8'), log);
  const baseMs = performance.now() - started;
  log('podman build of the Dockerfile (npm ci twice, better-sqlite3 compiled, npm run build)');
  // --format docker: an OCI image config has no HEALTHCHECK, so podman would drop it. No layer
  // per step (--layers=false): nothing reuses them, and committing npm ci's is slow. The RUN
  // steps (npm ci, apt-get) use this machine's network as .ci/run's own installs do, rather than
  // a bridge podman would add with its own address range and firewall rules.
  const built = await podman.run(
    ['build', '--pull=never', '--format', 'docker', '--layers=false', '--jobs', '2', '--network', 'host', '--file', 'Dockerfile', '--tag', hearthImage, '.'],
    40 * 60_000,
  );
  if (built.code !== 0) throw new Error(`podman build failed (${built.code}):\n${`${built.stdout}\n${built.stderr}`.slice(-6000)}`);
  const buildMs = performance.now() - started - baseMs;
  const sizeBytes = Number(podman.sync(['image', 'inspect', '--format', '{{.Size}}', hearthImage]).trim());
  return { tag: hearthImage, baseMs, buildMs, sizeBytes };
}

export interface HearthContainer {
  name: string;
  /** http://198.18.x.2:7420 */
  origin: string;
  address: string;
}

export interface ContainerOptions {
  name: string;
  /** A podman volume mounted at /data. */
  volume: string;
  namespace: TestNamespace;
  env?: Record<string, string>;
  /** More `podman run` options (capabilities, CPU placement). */
  options?: string[];
}

/**
 * `podman run -d` of the image with the test servers' environment (outside services on a closed
 * port of the container's own loopback, no mDNS). Resolves once podman has started the
 * container, not once Hearth serves.
 */
export async function runHearth(podman: Podman, options: ContainerOptions): Promise<HearthContainer> {
  const env = { ...isolatedServerEnv, ...options.env };
  const address = options.namespace.alive[0] ?? '';
  const args = [
    'run',
    '--detach',
    '--name',
    options.name,
    '--network',
    `ns:/run/netns/${options.namespace.name}`,
    '--volume',
    `${options.volume}:/data`,
    ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    ...(options.options ?? []),
    hearthImage,
  ];
  const started = await podman.run(args);
  if (started.code !== 0) throw new Error(`podman run ${options.name}: ${started.stderr}`);
  return { name: options.name, origin: `http://${address}:${httpPort}`, address };
}

/** Polls /api/v1/health every 10 ms until it answers 200; answers when it did (performance.now()). */
export async function healthy(origin: string, timeoutMs = 30_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return performance.now();
      last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${origin}/api/v1/health did not answer 200 within ${timeoutMs} ms (${last})`);
}
