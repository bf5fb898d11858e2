import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogueApp } from '../../../../shared/contracts/integrations.js';
import { appIdPattern } from '../../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { checkPackage } from './package-check.js';
import { installBudget, type InstallBudget } from './budget.js';
import type { Downloader } from './download/downloader.js';
import { DownloadError } from './download/failure.js';

/** A catalogue download's failure in words a person can act on: offline and too slow get a Retry. */
function explain(error: unknown, otherwise: HttpError): HttpError {
  if (!(error instanceof DownloadError)) return otherwise;
  if (error.failure === 'unreachable') return new HttpError(503, integrationMessages.catalogueOffline(error.host, error.proxy));
  if (error.failure === 'slow') return new HttpError(503, integrationMessages.catalogueTooSlow(error.host));
  return otherwise;
}

/** The original project's catalogue; HEARTH_CATALOGUE_URL replaces it. */
export const defaultCatalogueUrl = 'https://cdn.jsdelivr.net/gh/Sanjeet990/AstrolumaApps/apps.json';
const cacheMs = 60 * 60_000;
/** Uploads and catalogue downloads alike. */
export const maxZipBytes = installBudget.downloads.zip.maxBytes;

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 500) : '');

/** A catalogue entry's `sha256`: 64 hex digits (either case), else none. */
function sha256Of(v: unknown): string | null {
  return typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v.trim()) ? v.trim().toLowerCase() : null;
}

function entry(raw: unknown): CatalogueApp | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const appId = str(o.appId);
  if (!appIdPattern.test(appId)) return null;
  return { appName: str(o.appName) || appId, appId, version: str(o.version) || '1.0.0', description: str(o.description), appIcon: str(o.appIcon), repoLink: str(o.repoLink), licenseName: str(o.licenseName), lastModified: str(o.lastModified), downloadLink: str(o.downloadLink), sha256: sha256Of(o.sha256), publisher: str(o.publisher).slice(0, 200) || null, builtin: false };
}

/** The SHA-256 of a download, as the catalogue writes it. */
export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The logo file a built-in package's manifest names (`appIcon`); undefined for no valid package. */
export async function builtinIcon(builtinDir: string, appId: string): Promise<string | undefined> {
  const info = await checkPackage(join(builtinDir, appId)).catch(() => null);
  return info?.appIcon;
}

/**
 * The catalogue the install screen shows: Hearth's built-in packages (resources/integrations)
 * and the remote catalogue, fetched by the server (never the browser) through the installer's
 * downloader (proxy, size cap, deadline) with an hour's cache. A remote failure leaves the
 * built-ins and says so.
 */
export class Catalogue {
  private remote: { at: number; apps: CatalogueApp[] } | null = null;

  constructor(
    readonly builtinDir: string,
    readonly remoteUrl: string,
    private readonly downloader: Downloader,
    private readonly budget: InstallBudget = installBudget,
  ) {}

  private download(url: string, bound: InstallBudget['downloads']['zip'], accept: string): Promise<Buffer> {
    return this.downloader.buffer({ url: new URL(url), accept, bound, redirects: 5 });
  }

  builtinPath(appId: string): string {
    return join(this.builtinDir, appId);
  }


  async builtins(): Promise<CatalogueApp[]> {
    const dirs = await readdir(this.builtinDir, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      dirs
        .filter((d) => d.isDirectory() && appIdPattern.test(d.name))
        .map(async (d) => {
          const info = await checkPackage(join(this.builtinDir, d.name)).catch(() => null);
          if (!info || info.appId !== d.name) return null;
          const app: CatalogueApp = { appName: info.appName, appId: info.appId, version: info.version, description: info.description, appIcon: `/api/v1/app/catalogue/${info.appId}/logo`, repoLink: info.repoLink ?? '', licenseName: info.licenseName ?? '', lastModified: '', downloadLink: '', sha256: null, publisher: integrationMessages.builtinPublisher, builtin: true };
          return app;
        }),
    );
    return found.filter((a): a is CatalogueApp => a !== null);
  }

  async remoteApps(fresh = false): Promise<CatalogueApp[]> {
    if (!fresh && this.remote && Date.now() - this.remote.at < cacheMs) return this.remote.apps;
    let parsed: unknown;
    try {
      parsed = JSON.parse((await this.download(this.remoteUrl, this.budget.downloads.catalogue, 'application/json')).toString('utf8'));
    } catch (error) {
      throw explain(error, new HttpError(502, integrationMessages.catalogueUnavailable));
    }
    const apps = (Array.isArray(parsed) ? parsed : []).slice(0, 1000).map(entry).filter((a): a is CatalogueApp => a !== null);
    this.remote = { at: Date.now(), apps };
    return apps;
  }

  /** Built-ins win unless the remote catalogue has a newer version of the same appId. */
  async list(): Promise<{ apps: CatalogueApp[]; remoteUnavailable: boolean }> {
    const [{ default: semver }, builtins] = await Promise.all([import('semver'), this.builtins()]);
    const remote = await this.remoteApps().catch(() => null);
    const byId = new Map(builtins.map((a) => [a.appId, a]));
    for (const app of remote ?? []) {
      const mine = byId.get(app.appId);
      if (!mine || (semver.valid(app.version) && semver.valid(mine.version) && semver.gt(app.version, mine.version))) byId.set(app.appId, app);
    }
    const apps = [...byId.values()].sort((a, b) => a.appName.localeCompare(b.appName));
    return { apps, remoteUnavailable: remote === null };
  }

  /**
   * The ZIP of a remote catalogue app, at apps/<appId>.zip beside the catalogue (as the original),
   * only when its SHA-256 is the one its catalogue entry gives: an entry without one is not
   * downloaded at all, and a download that differs is dropped. Install and update both come here.
   */
  async downloadZip(appId: string): Promise<{ zip: Buffer; entry: CatalogueApp }> {
    // An app added to the catalogue within the hour, or a new release of it, is found by reading it again.
    const find = (apps: CatalogueApp[]) => apps.find((a) => a.appId === appId);
    const checked = (entry: CatalogueApp | undefined): CatalogueApp & { sha256: string } => {
      if (!entry) throw new HttpError(404, integrationMessages.notInCatalogue);
      if (!entry.sha256) throw new HttpError(502, integrationMessages.catalogueNoHash(entry.appName));
      return { ...entry, sha256: entry.sha256 };
    };
    const cached = find(await this.remoteApps());
    let listed = checked(cached?.sha256 ? cached : find(await this.remoteApps(true)));
    let zip: Buffer;
    try {
      zip = await this.download(new URL(`apps/${appId}.zip`, this.remoteUrl).href, this.budget.downloads.zip, 'application/zip');
    } catch (error) {
      if (error instanceof DownloadError && error.failure === 'tooBig') throw new HttpError(413, integrationMessages.zipTooLarge);
      throw explain(error, new HttpError(502, integrationMessages.downloadFailed));
    }
    const sha256 = sha256Hex(zip);
    if (sha256 !== listed.sha256) listed = checked(find(await this.remoteApps(true)));
    if (sha256 !== listed.sha256) throw new HttpError(502, integrationMessages.hashMismatch(listed.appName));
    return { zip, entry: listed };
  }
}
