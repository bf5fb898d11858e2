import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { integrationMessages } from '../../../../shared/messages.js';
import { appIdPattern } from '../../../../shared/contracts/integrations.js';
import { HttpError, notFound } from '../../../http/errors.js';
import * as repo from '../apps.repo.js';
import { checkPackage, type PackageInfo } from './package-check.js';
import { extractZip } from './zip-extract.js';
import { copyPackageTree } from './copy-tree.js';
import { installDependencies } from './registry/registry-install.js';
import { Downloader } from './download/downloader.js';
import { DownloadError } from './download/failure.js';
import { Slots } from './download/slots.js';
import { FolderBusy, renameWithRetry } from './rename-retry.js';

/**
 * Puts packages into <dataDir>/apps/<appId>: everything is unpacked and checked in a temporary
 * folder beside it and renamed into place only after validation; nothing is left behind on failure.
 */
export class Installer {
  readonly appsDir: string;
  /** The npm registry's downloads and the catalogue's: proxy, caps, deadlines, turns (download/). */
  readonly downloader: Downloader;
  readonly catalogueDownloader: Downloader;
  /** Background npm installs, stopped when the server closes. */
  private readonly pending = new Map<string, () => void>();
  private readonly dependencyTurns: Slots;

  constructor(
    private readonly ctx: AppContext,
    private readonly onReplaced: (appDir: string) => void,
  ) {
    this.appsDir = join(ctx.config.dataDir, 'apps');
    const budget = ctx.config.installBudget;
    this.downloader = new Downloader({ env: ctx.config.env, budget: budget.downloads, inFlight: budget.downloads.inFlight.registry });
    this.catalogueDownloader = new Downloader({ env: ctx.config.env, budget: budget.downloads, inFlight: budget.downloads.inFlight.catalogue });
    this.dependencyTurns = new Slots(budget.dependencies.concurrent);
    ctx.onClose(() => {
      for (const stop of this.pending.values()) stop();
    });
  }

  appDir(appId: string): string {
    if (!appIdPattern.test(appId)) throw notFound(integrationMessages.appNotFound);
    return join(this.appsDir, appId);
  }

  private async scratch(): Promise<string> {
    await mkdir(this.appsDir, { recursive: true });
    return mkdtemp(join(this.appsDir, '.incoming-'));
  }

  async fromZip(buffer: Buffer, mode: 'install' | 'replace' | 'any', expectedId?: string): Promise<PackageInfo> {
    const tmp = await this.scratch();
    try {
      await extractZip(buffer, join(tmp, 'x'), this.ctx.config.installBudget);
      return await this.place(join(tmp, 'x'), tmp, mode, expectedId);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  /** What a ZIP holds, checked as an install would, without installing it. */
  async inspectZip(buffer: Buffer): Promise<PackageInfo> {
    const tmp = await this.scratch();
    try {
      await extractZip(buffer, join(tmp, 'x'));
      return await checkPackage(join(tmp, 'x'));
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  async fromFolder(source: string, mode: 'install' | 'replace', expectedId?: string): Promise<PackageInfo> {
    const tmp = await this.scratch();
    try {
      await copyPackageTree(source, join(tmp, 'x'));
      return await this.place(join(tmp, 'x'), tmp, mode, expectedId);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  private async place(unpacked: string, tmp: string, mode: 'install' | 'replace' | 'any', expectedId?: string): Promise<PackageInfo> {
    const info = await checkPackage(unpacked);
    if (expectedId && info.appId !== expectedId) throw new HttpError(400, integrationMessages.nameMismatch);
    const existing = repo.findApp(this.ctx.db, info.appId);
    if (existing && mode === 'install') throw new HttpError(409, integrationMessages.alreadyExists(existing.appName));
    const hasDependencies = Object.keys(info.dependencies).length > 0;
    // Offline, the install stops here with a message and a Retry, rather than as an app whose dependencies failed.
    if (hasDependencies) await this.registryReachable();
    const target = join(this.appsDir, info.appId);
    const previous = join(tmp, 'old');
    const replacing = (await stat(target).catch(() => null)) !== null;
    if (replacing) await this.move(target, previous);
    try {
      await this.move(info.root, target);
    } catch (error) {
      // The app keeps its old version rather than none.
      if (replacing) await this.move(previous, target).catch(() => undefined);
      throw error;
    }
    this.onReplaced(target);
    const now = new Date().toISOString();
    repo.upsertApp(this.ctx.db, {
      id: existing?.id ?? newId(),
      appId: info.appId,
      appName: info.appName,
      version: info.version,
      description: info.description,
      appIcon: info.appIcon,
      npmInstalled: hasDependencies ? 0 : 1,
      coreSettings: info.coreSettings,
      configured: !info.coreSettings,
      config: info.config,
      autoRefreshAfterSeconds: info.autoRefreshAfterSeconds,
      alwaysShowDetailedView: info.alwaysShowDetailedView,
      repoLink: info.repoLink,
      licenseName: info.licenseName,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    });
    if (hasDependencies) this.installDependencies(info, target);
    return { ...info, root: target };
  }

  private async registryReachable(): Promise<void> {
    await this.downloader.reach(new URL(this.ctx.config.npmRegistryUrl)).catch((error: unknown) => {
      throw error instanceof DownloadError ? new HttpError(503, integrationMessages.registryOffline(error.host, error.proxy)) : error;
    });
  }

  /** A rename into or out of apps/, waited out while another program holds a file (Windows: antivirus). */
  private async move(from: string, to: string): Promise<void> {
    await renameWithRetry(from, to, { platform: this.ctx.config.machine.platform, delays: this.ctx.config.installBudget.renameRetryMs }).catch((error: unknown) => {
      throw error instanceof FolderBusy ? new HttpError(503, integrationMessages.folderBusy) : error;
    });
  }

  private installDependencies(info: PackageInfo, dir: string): void {
    const { appId } = info;
    this.pending.get(appId)?.();
    const { config } = this.ctx;
    const run = installDependencies({
      appDir: dir,
      dependencies: info.dependencies,
      registryUrl: config.npmRegistryUrl,
      host: config.machine,
      scratchDir: this.appsDir,
      downloader: this.downloader,
      budget: config.installBudget,
      turns: this.dependencyTurns,
    });
    this.pending.set(appId, run.stop);
    void run.done.then((outcome) => {
      // A newer install of the same app (an update) replaced this one: its state is not ours to set.
      if (this.pending.get(appId) !== run.stop) return;
      this.pending.delete(appId);
      this.ctx.log(outcome.ok ? `Integration ${appId}: ${outcome.packages} dependencies installed.` : `Integration ${appId}: dependencies not installed: ${outcome.reason}`);
      try {
        repo.setNpmState(this.ctx.db, appId, outcome.ok ? 1 : -1);
      } catch {
        // The database closed while installing (server shutting down): nothing to record.
      }
    });
  }

  async remove(appId: string): Promise<void> {
    const dir = this.appDir(appId);
    if (!repo.findApp(this.ctx.db, appId)) throw notFound(integrationMessages.appNotFound);
    const users = repo.deleteApp(this.ctx.db, appId);
    for (const userId of users) this.ctx.listingCache.invalidate(userId);
    this.onReplaced(dir);
    await rm(dir, { recursive: true, force: true });
  }

  /** Reconciles records with folders, and answers only when done (the original answered first). */
  async sync(): Promise<void> {
    await mkdir(this.appsDir, { recursive: true });
    const folders = (await readdir(this.appsDir, { withFileTypes: true })).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
    for (const row of repo.allApps(this.ctx.db)) {
      if (!folders.includes(row.appId)) for (const userId of repo.deleteApp(this.ctx.db, row.appId)) this.ctx.listingCache.invalidate(userId);
    }
    for (const name of folders) {
      if (repo.findApp(this.ctx.db, name)) continue;
      const info = await checkPackage(join(this.appsDir, name)).catch(() => null);
      if (!info || info.appId !== name || info.root !== join(this.appsDir, name)) continue;
      const now = new Date().toISOString();
      repo.upsertApp(this.ctx.db, { id: newId(), appId: name, appName: info.appName, version: info.version, description: info.description, appIcon: info.appIcon, npmInstalled: 1, coreSettings: info.coreSettings, configured: !info.coreSettings, config: info.config, autoRefreshAfterSeconds: info.autoRefreshAfterSeconds, alwaysShowDetailedView: info.alwaysShowDetailedView, repoLink: info.repoLink, licenseName: info.licenseName, createdAt: now, updatedAt: now });
    }
  }
}
