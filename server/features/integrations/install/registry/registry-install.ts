import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../../../../http/errors.js';
import type { Dependencies } from './dependency-rules.js';
import { resolveTree, type HostTarget, type Placement } from './dependency-tree.js';
import { RegistryClient } from './registry-client.js';
import type { UnpackBudget } from './tarball-extract.js';

export interface DependencyInstall {
  /** The app folder; its node_modules is replaced only once everything has been unpacked. */
  appDir: string;
  dependencies: Dependencies;
  registryUrl: string;
  host: HostTarget;
  /** A folder on the same file system as appDir for the work in progress. */
  scratchDir: string;
  maxUnpackedBytes?: number;
}

export type InstallOutcome = { ok: true; packages: number } | { ok: false; reason: string };

export interface InstallRun {
  /** Never rejects. */
  done: Promise<InstallOutcome>;
  stop: () => void;
}

const parallelDownloads = 4;

async function unpackAll(client: RegistryClient, placements: Placement[], into: string, budget: UnpackBudget, signal: AbortSignal): Promise<void> {
  // tar loads with the first install, not with the server.
  const { extractTarball } = await import('./tarball-extract.js');
  let next = 0;
  const worker = async () => {
    while (next < placements.length) {
      signal.throwIfAborted();
      const placement = placements[next++]!;
      const data = await client.tarball(placement.version);
      await extractTarball(data, join(into, ...placement.location.split('/')), budget);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelDownloads, placements.length) }, worker));
}

/**
 * Installs an app's registry dependencies without npm: Hearth reads the registry's metadata,
 * lays out the tree, downloads each tarball from the registry itself, checks it against the
 * registry's checksum and unpacks it. Nothing of the package (no .npmrc, no git config, no
 * scripts) is read or run, and nothing but the registry is contacted. The work happens in a
 * scratch folder and is moved into the app folder at the end, so a failure leaves it as it was.
 */
export function installDependencies(job: DependencyInstall): InstallRun {
  const abort = new AbortController();
  const done = (async (): Promise<InstallOutcome> => {
    const work = await mkdtemp(join(job.scratchDir, '.deps-'));
    try {
      const client = new RegistryClient(job.registryUrl, abort.signal);
      const placements = await resolveTree(job.dependencies, (name) => client.packument(name), job.host);
      const budget: UnpackBudget = { bytes: 0, maxBytes: job.maxUnpackedBytes ?? 200 * 1024 * 1024 };
      await unpackAll(client, placements, work, budget, abort.signal);
      abort.signal.throwIfAborted();
      const target = join(job.appDir, 'node_modules');
      if (await stat(target).catch(() => null)) await rename(target, join(work, 'previous'));
      if (placements.length > 0) await rename(join(work, 'node_modules'), target);
      return { ok: true, packages: placements.length };
    } catch (error) {
      if (abort.signal.aborted) return { ok: false, reason: 'stopped' };
      return { ok: false, reason: error instanceof HttpError ? error.message : error instanceof Error ? error.message : String(error) };
    } finally {
      await rm(work, { recursive: true, force: true }).catch(() => undefined);
    }
  })().catch((error: unknown): InstallOutcome => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }));
  return { done, stop: () => abort.abort() };
}
