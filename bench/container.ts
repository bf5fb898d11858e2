// The container image (DESIGN §9): its size, uncompressed, and the time from `podman run` to the
// first 200 from /api/v1/health. The real Dockerfile is built with podman as the image test
// builds it (tests/container/), once per bench run; the containers run in a network namespace
// the bench makes, reached over its veth.
import { readdirSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { buildHearthImage, healthy, hearthImage, runHearth, type BuiltImage } from '../tests/container/hearth-image.js';
import { makePodman, podmanMissing, type Podman } from '../tests/container/podman.js';
import { createTestNamespace, type TestNamespace } from '../tests/helpers/netns.js';
import { placement } from './child.js';
import { median, raw, record } from './common.js';

const sizeBudget = 250e6;
const startBudgetMs = 2000;
const starts = 5;

let built: Promise<{ podman: Podman; image: BuiltImage }> | null = null;

/** The image, built on first use and removed when the bench process ends. */
function image(): Promise<{ podman: Podman; image: BuiltImage }> {
  built ??= (async () => {
    const podman = makePodman('bench');
    process.once('exit', () => podman.remove());
    return { podman, image: await buildHearthImage(podman, (line) => console.log(`container: ${line}`)) };
  })();
  return built;
}

/** Bytes under a folder (files only; links count as nothing). */
function bytesUnder(path: string): number {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.isFile() ? stat.size : 0;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

/** Where the image's bytes go, from its mounted file system. */
function breakdown(podman: Podman): Record<string, number> {
  const root = podman.sync(['image', 'mount', hearthImage]).trim();
  try {
    const modules = join(root, 'app/node_modules');
    const ffmpeg = bytesUnder(join(modules, '@ffmpeg-installer'));
    const sharp = bytesUnder(join(modules, 'sharp')) + bytesUnder(join(modules, '@img'));
    const icons = bytesUnder(join(modules, 'simple-icons'));
    const sqlite = bytesUnder(join(modules, 'better-sqlite3'));
    const parts: Record<string, number> = {
      'node (stripped)': bytesUnder(join(root, 'usr/local/bin/node')),
      ffmpeg,
      'sharp + libvips': sharp,
      'simple-icons': icons,
      'better-sqlite3': sqlite,
      'other node_modules': bytesUnder(modules) - ffmpeg - sharp - icons - sqlite,
      'dist/': bytesUnder(join(root, 'app/dist')),
      'shared libraries': bytesUnder(join(root, 'lib')) + bytesUnder(join(root, 'lib64')) + bytesUnder(join(root, 'usr/lib')),
    };
    parts['everything else'] = bytesUnder(root) - Object.values(parts).reduce((a, b) => a + b, 0);
    return parts;
  } finally {
    podman.sync(['image', 'unmount', hearthImage]);
  }
}

interface StartStop {
  /** `podman run` to the first 200 from /api/v1/health. */
  startMs: number;
  /** `podman stop` (SIGTERM) to the container gone, and how it exited (0: Hearth's own exit). */
  stopMs: number;
  exitCode: number;
}

/** Starts and stops a container on a new volume (an empty data folder) `starts` times. */
async function startsAndStops(podman: Podman, namespace: TestNamespace, cpus: string | null): Promise<StartStop[]> {
  const runs: StartStop[] = [];
  for (let i = 0; i < starts; i++) {
    const name = `hearth-start-${i}`;
    podman.sync(['volume', 'create', name]);
    try {
      const started = performance.now();
      const hearth = await runHearth(podman, { name, volume: name, namespace, options: cpus === null ? [] : ['--cpuset-cpus', cpus] });
      const startMs = (await healthy(hearth.origin)) - started;
      const stopping = performance.now();
      await podman.run(['stop', '--time', '10', name], 30_000);
      const stopMs = performance.now() - stopping;
      runs.push({ startMs, stopMs, exitCode: Number(podman.sync(['inspect', '--format', '{{.State.ExitCode}}', name]).trim()) });
    } finally {
      await podman.run(['rm', '--force', '--time', '0', name]);
      podman.sync(['volume', 'rm', name]);
    }
  }
  return runs;
}

export async function containerBench(): Promise<void> {
  const missing = podmanMissing();
  if (missing) {
    record('container image (amd64, uncompressed)', `skipped: ${missing}`, '< 250 MB', null);
    record('container start to healthy', `skipped: ${missing}`, '< 2 s', null);
    return;
  }
  const { podman, image: built } = await image();
  const parts = breakdown(podman);
  raw.containerImage = { ...built, parts };
  console.log(`container image ${(built.sizeBytes / 1e6).toFixed(1)} MB: ${Object.entries(parts).map(([part, bytes]) => `${part} ${(bytes / 1e6).toFixed(1)}`).join(', ')} (MB); built in ${(built.buildMs / 1000).toFixed(0)} s`);
  record(`container image (${process.arch}, uncompressed)`, `${(built.sizeBytes / 1e6).toFixed(1)} MB`, '< 250 MB', built.sizeBytes < sizeBudget);

  const made = createTestNamespace('bct');
  if (typeof made === 'string') {
    record('container start to healthy', `skipped: ${made}`, '< 2 s', null);
    return;
  }
  try {
    const runs = await startsAndStops(podman, made, placement.serverCpus);
    raw.containerStartStop = runs;
    const startMs = median(runs.map((r) => r.startMs));
    record(`container start to healthy (podman run to 200 from /api/v1/health, empty volume, median of ${starts})`, `${startMs.toFixed(0)} ms`, '< 2 s', startMs < startBudgetMs);
    // Within the engine's grace and by Hearth's own exit (0), not the SIGKILL that follows it (137).
    const stopMs = median(runs.map((r) => r.stopMs));
    const exits = [...new Set(runs.map((r) => r.exitCode))].join(', ');
    record(`container stop (SIGTERM to exited, median of ${starts}; exit codes)`, `${stopMs.toFixed(0)} ms; exit ${exits}`, '< 10 s, exit 0', runs.every((r) => r.stopMs < 10_000 && r.exitCode === 0));
  } finally {
    made.remove();
  }
}
