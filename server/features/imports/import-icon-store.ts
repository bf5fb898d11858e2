import type { AppContext } from '../../context.js';
import { selfProvider, type Icon } from '../../../shared/contracts/icons.js';
import { importIconMessages as m } from '../../../shared/messages.js';
import type { ReachPolicy } from '../../net/reach.js';
import type { UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { processIcon, type ProcessedIcon } from '../images/image-processing.js';
import { deleteUploadedIcon, iconContentHash, saveProcessedIcon, uploadedIconsByHash } from '../images/images.service.js';
import { fetchIconBytes, IconFetchError, type IconFetchFailure } from './icon-fetch.js';
import type { IconPlan, IconPlanner } from './import-icons.js';

/** Downloads at once; an import of 200 favicons should not open 200 connections. */
const concurrency = 4;
/** No download starts after this long, so a file full of slow hosts cannot hold the import for minutes. */
const totalBudgetMs = 30_000;

export interface KeptIcons {
  /** The user's upload a plan's download or embedded picture became; undefined: none (the plan's own icon stays). */
  iconFor(plan: IconPlan): Icon | undefined;
  failed: Map<string, IconFetchFailure>;
  /** Removes the uploads this import made (the import that wanted them failed); reused ones stay. */
  discard(): Promise<void>;
}

const selfIcon = (saved: UploadedIcon): Icon => ({ iconUrl: saved.iconPath, iconUrlLight: null, iconProvider: selfProvider });

/**
 * The user's uploads by content: a picture already among them (from an earlier import, an
 * upload, or this import) is reused, so the same picture is stored once.
 */
class UploadsByContent {
  private known: Promise<Map<string, UploadedIcon>> | null = null;
  private last: Promise<unknown> = Promise.resolve();
  readonly made: string[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: string,
  ) {}

  /** One at a time, so two downloads of the same picture cannot both miss and both be stored. */
  keep(icon: ProcessedIcon): Promise<Icon> {
    const next = this.last.then(() => this.keepNow(icon));
    this.last = next.catch(() => undefined);
    return next;
  }

  private async keepNow(icon: ProcessedIcon): Promise<Icon> {
    const { db, config } = this.ctx;
    this.known ??= uploadedIconsByHash(db, config.dataDir, this.userId);
    const known = await this.known;
    const hash = iconContentHash(icon.data);
    const same = known.get(hash);
    if (same) return selfIcon(same);
    const saved = await saveProcessedIcon(db, config.dataDir, this.userId, icon);
    this.made.push(saved._id);
    known.set(hash, saved);
    return selfIcon(saved);
  }
}

/**
 * Stores the icons a planned import wants: each address downloaded once, and each picture the
 * file carries, all checked and re-encoded by the upload path (processIcon), so an imported icon
 * is exactly as safe as an uploaded one, and kept once per content.
 */
export async function keepImportIcons(ctx: AppContext, userId: string, planner: IconPlanner, policy: ReachPolicy): Promise<KeptIcons> {
  const uploads = new UploadsByContent(ctx, userId);
  const discard = async () => {
    for (const id of uploads.made) await deleteUploadedIcon(ctx.db, ctx.config.dataDir, userId, id).catch(() => undefined);
  };
  const fetched = new Map<string, Icon>();
  const embedded = new Map<ProcessedIcon, Icon>();
  const failed = new Map<string, IconFetchFailure>();
  try {
    for (const icon of planner.embeddedIcons()) embedded.set(icon, await uploads.keep(icon));
  } catch (error) {
    await discard();
    throw error;
  }
  const urls = planner.urls();
  const queue = [...urls];
  const deadline = Date.now() + totalBudgetMs;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (Date.now() > deadline) {
        failed.set(url, 'failed');
        continue;
      }
      try {
        const bytes = await fetchIconBytes(url, { policy });
        fetched.set(url, await uploads.keep(await processIcon(bytes)));
      } catch (error) {
        failed.set(url, error instanceof IconFetchError ? error.reason : 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  const iconFor = (plan: IconPlan) => (plan.fetchUrl ? fetched.get(plan.fetchUrl) : plan.embedded ? embedded.get(plan.embedded) : undefined);
  return { iconFor, failed, discard };
}

interface FolderWithIcons {
  links: { name: string; icon: { fetchUrl: string | null } }[];
  folders: FolderWithIcons[];
}

/** One warning per cause, naming the links whose icon could not be downloaded. */
export function fetchWarnings(folders: FolderWithIcons[], failed: Map<string, IconFetchFailure>): string[] {
  if (failed.size === 0) return [];
  const names: Record<IconFetchFailure, string[]> = { loopback: [], failed: [] };
  const walk = (folder: FolderWithIcons) => {
    for (const link of folder.links) {
      const reason = link.icon.fetchUrl ? failed.get(link.icon.fetchUrl) : undefined;
      if (reason) names[reason].push(link.name);
    }
    folder.folders.forEach(walk);
  };
  folders.forEach(walk);
  const list = (all: string[]) => {
    const shown = all.slice(0, 5).map((n) => `“${n}”`);
    return all.length > 5 ? `${shown.join(', ')} and ${all.length - 5} more` : shown.join(', ');
  };
  const out: string[] = [];
  if (names.loopback.length > 0) out.push(m.fetchLoopback(list(names.loopback)));
  if (names.failed.length > 0) out.push(m.fetchFailed(list(names.failed)));
  return out;
}
