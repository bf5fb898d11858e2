import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';
import type { InstallBudget } from '../budget.js';
import type { Downloader } from '../download/downloader.js';
import type { Slots } from '../download/slots.js';
import { FolderBusy, renameWithRetry } from '../rename-retry.js';
import { UnpackMeter } from '../unpack/unpack-meter.js';
import type { Dependencies } from './dependency-rules.js';
import { resolveTree, type HostTarget, type Placement } from './dependency-tree.js';
import { RegistryClient } from './registry-client.js';

export interface DependencyInstall {
  /** The app folder; its node_modules is replaced only once everything has been unpacked. */
  appDir: string;
  dependencies: Dependencies;
  registryUrl: string;
  host: HostTarget;
  /** A folder on the same file system as appDir for the work in progress. */
  scratchDir: string;
  downloader: Downloader;
  budget: InstallBudget;
  /** Turns shared by every dependency install of the server: a few run, the others wait. */
  turns: Slots;
}

export type InstallOutcome = { ok: true; packages: number } | { ok: false; reason: string };

export interface InstallRun {
  /** Never rejects. */
  done: Promise<InstallOutcome>;
  stop: () => void;
}

/** Tarballs of one install downloaded side by side (the downloader bounds the server's total). */
const parallelDownloads = 4;

async function unpackAll(client: RegistryClient, placements: Placement[], into: string, meter: UnpackMeter, signal: AbortSignal): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < placements.length) {
      signal.throwIfAborted();
      const placement = placements[next++]!;
      await client.unpack(placement.version, join(into, ...placement.location.split('/')), meter);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelDownloads, placements.length) }, worker));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Installs an app's registry dependencies without npm: Hearth reads the registry's metadata,
 * lays out the tree, downloads each tarball from the registry itself, checks it against the
 * registry's checksum and unpacks it, within the budget (budget.ts) and one deadline for the
 * whole install. Nothing of the package (no .npmrc, no git config, no scripts) is read or run,
 * and nothing but the registry is contacted. The work happens in a scratch folder moved into the
 * app folder at the end, so a failure leaves it as it was.
 */
export function installDependencies(job: DependencyInstall): InstallRun {
  const abort = new AbortController();
  const { budget } = job;
  const done = (async (): Promise<InstallOutcome> => {
    const release = await job.turns.take(abort.signal);
    const minutes = Math.round(budget.dependencies.deadlineMs / 60_000);
    const deadline = setTimeout(() => abort.abort(new HttpError(503, integrationMessages.dependencyInstallTooLong(minutes))), budget.dependencies.deadlineMs);
    let work: string | null = null;
    try {
      work = await mkdtemp(join(job.scratchDir, '.deps-'));
      const client = new RegistryClient(job.registryUrl, { signal: abort.signal, downloader: job.downloader, budget });
      const placements = await resolveTree(job.dependencies, (name) => client.packument(name), job.host, { maxPackages: budget.dependencies.maxPackages });
      await unpackAll(client, placements, work, new UnpackMeter(budget.tarballs), abort.signal);
      abort.signal.throwIfAborted();
      const move = { platform: job.host.platform as NodeJS.Platform, delays: budget.renameRetryMs };
      const target = join(job.appDir, 'node_modules');
      if (await stat(target).catch(() => null)) await renameWithRetry(target, join(work, 'previous'), move);
      if (placements.length > 0) await renameWithRetry(join(work, 'node_modules'), target, move);
      return { ok: true, packages: placements.length };
    } catch (error) {
      if (abort.signal.aborted) return { ok: false, reason: abort.signal.reason instanceof HttpError ? abort.signal.reason.message : 'stopped' };
      return { ok: false, reason: error instanceof FolderBusy ? integrationMessages.folderBusy : reasonOf(error) };
    } finally {
      clearTimeout(deadline);
      release();
      if (work) await rm(work, { recursive: true, force: true }).catch(() => undefined);
    }
  })().catch((error: unknown): InstallOutcome => ({ ok: false, reason: abort.signal.aborted ? 'stopped' : reasonOf(error) }));
  return { done, stop: () => abort.abort() };
}
