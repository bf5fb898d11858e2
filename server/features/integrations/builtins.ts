import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { appMeta, type AppRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { appIdPattern, type BuiltinIntegration, type IntegrationApp } from '../../../shared/contracts/integrations.js';
import type { IntegrationCategory } from '../../../shared/contracts/integration-categories.js';
import { checkPackage, type PackageInfo } from './install/package-check.js';
import type { Installer } from './install/installer.js';
import * as repo from './apps.repo.js';

/** app_meta key: the built-ins a super admin hid from the link editor (a JSON list of appIds). */
const hiddenKey = 'integrations.hiddenBuiltins';


/**
 * Hearth's own packages (resources/integrations) are there out of the box: the link editor offers
 * every one that a super admin has not hidden, installed or not. A built-in is copied into
 * <dataDir>/apps, as an install does, the first time a link uses or tests it; until then it costs
 * nothing but its manifest, read once per process. Catalogue packages still need an install.
 */
export class Builtins {
  private packages: Promise<Map<string, PackageInfo>> | null = null;
  private readonly installing = new Map<string, Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    readonly dir: string,
    private readonly installer: Installer,
  ) {}

  /** Every valid built-in package by appId (a folder whose manifest names another appId is none). */
  all(): Promise<Map<string, PackageInfo>> {
    this.packages ??= readdir(this.dir, { withFileTypes: true })
      .catch(() => [])
      .then(async (dirs) => {
        const found = await Promise.all(dirs.filter((d) => d.isDirectory() && appIdPattern.test(d.name)).map((d) => checkPackage(join(this.dir, d.name)).catch(() => null)));
        return new Map(found.filter((info): info is PackageInfo => info !== null && info.root === join(this.dir, info.appId)).map((info) => [info.appId, info]));
      });
    return this.packages;
  }

  hidden(): Set<string> {
    const raw = this.ctx.db.select().from(appMeta).where(eq(appMeta.key, hiddenKey)).get()?.value;
    try {
      const list: unknown = raw ? JSON.parse(raw) : [];
      return new Set(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);
    } catch {
      return new Set();
    }
  }

  setHidden(appId: string, hidden: boolean): void {
    const set = this.hidden();
    if (hidden) set.add(appId);
    else set.delete(appId);
    const value = JSON.stringify([...set].sort());
    this.ctx.db.insert(appMeta).values({ key: hiddenKey, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } }).run();
  }

  async list(): Promise<BuiltinIntegration[]> {
    const hidden = this.hidden();
    return [...(await this.all()).values()].map((p) => ({ appId: p.appId, appName: p.appName, description: p.description, version: p.version, category: p.category, hidden: hidden.has(p.appId) })).sort((a, b) => a.appName.localeCompare(b.appName));
  }

  /** The link editor's choice: installed apps that are ready, and every built-in not hidden. */
  async offered(): Promise<IntegrationApp[]> {
    const packages = await this.all();
    const hidden = this.hidden();
    const rows = repo.readyApps(this.ctx.db);
    const installed = new Set(repo.allApps(this.ctx.db).map((r) => r.appId));
    const apps = rows.map((row) => ({ ...repo.toApp(row), category: packages.get(row.appId)?.category ?? 'other' }));
    for (const info of packages.values()) if (!installed.has(info.appId) && !hidden.has(info.appId)) apps.push(asApp(info));
    return apps.sort((a, b) => a.appName.localeCompare(b.appName));
  }

  /** The installed rows, and every built-in not hidden as a row would be: what the link editor and the importers can use. */
  async usable(): Promise<AppRow[]> {
    const rows = repo.readyApps(this.ctx.db);
    const installed = new Set(repo.allApps(this.ctx.db).map((r) => r.appId));
    const hidden = this.hidden();
    const now = new Date(0).toISOString();
    for (const info of (await this.all()).values()) if (!installed.has(info.appId) && !hidden.has(info.appId)) rows.push(asRow(info, now));
    return rows;
  }

  /**
   * Installs a built-in the first time a link uses or tests it (a hidden one is not, and an app
   * already installed stays as it is). Two saves at once install it once.
   */
  async ensure(appId: string): Promise<void> {
    if (repo.findApp(this.ctx.db, appId)) return;
    const info = (await this.all()).get(appId);
    if (!info || this.hidden().has(appId)) return;
    let running = this.installing.get(appId);
    if (!running) {
      running = this.installer
        .fromFolder(info.root, 'install', appId)
        .then(() => undefined)
        .catch((error: unknown) => {
          // Installed meanwhile by someone else (an install from the catalogue): that is the same package.
          if (!(error instanceof HttpError && error.status === 409)) throw error;
        })
        .finally(() => this.installing.delete(appId));
      this.installing.set(appId, running);
    }
    await running;
  }
}

function asApp(info: PackageInfo): IntegrationApp & { category: IntegrationCategory } {
  return { ...repo.toApp(asRow(info, '')), _id: `builtin:${info.appId}`, category: info.category, targetsDeclared: info.targetsDeclared };
}

/** A built-in not installed yet, shaped as its record will be once it is. */
function asRow(info: PackageInfo, now: string): AppRow {
  return {
    id: `builtin:${info.appId}`,
    appId: info.appId,
    appName: info.appName,
    version: info.version,
    description: info.description,
    appIcon: info.appIcon,
    npmInstalled: 1,
    coreSettings: info.coreSettings,
    configured: !info.coreSettings,
    config: info.config,
    autoRefreshAfterSeconds: info.autoRefreshAfterSeconds,
    alwaysShowDetailedView: info.alwaysShowDetailedView,
    repoLink: info.repoLink,
    licenseName: info.licenseName,
    createdAt: now,
    updatedAt: now,
  };
}
