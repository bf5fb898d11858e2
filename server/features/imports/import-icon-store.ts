import type { AppContext } from '../../context.js';
import { selfProvider, type Icon } from '../../../shared/contracts/icons.js';
import { importIconMessages as m } from '../../../shared/messages.js';
import type { ReachPolicy } from '../../net/reach.js';
import { deleteUploadedIcon, saveUploadedIcon } from '../images/images.service.js';
import { fetchIconBytes, IconFetchError, type IconFetchFailure } from './icon-fetch.js';

/** Downloads at once; an import of 200 favicons should not open 200 connections. */
const concurrency = 4;
/** No download starts after this long, so a file full of slow hosts cannot hold the import for minutes. */
const totalBudgetMs = 30_000;

export interface FetchedIcons {
  /** Address → the user's new upload made of it. */
  icons: Map<string, Icon>;
  failed: Map<string, IconFetchFailure>;
  /** Removes the uploads again (the import that wanted them failed). */
  discard(): Promise<void>;
}

/**
 * Downloads each address once and keeps it as the user's own upload, checked and re-encoded by
 * the upload path (saveUploadedIcon), so an imported icon is exactly as safe as an uploaded one.
 */
export async function fetchImportIcons(ctx: AppContext, userId: string, urls: string[], policy: ReachPolicy): Promise<FetchedIcons> {
  const icons = new Map<string, Icon>();
  const failed = new Map<string, IconFetchFailure>();
  const uploads: string[] = [];
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
        const saved = await saveUploadedIcon(ctx.db, ctx.config.dataDir, userId, bytes);
        uploads.push(saved._id);
        icons.set(url, { iconUrl: saved.iconPath, iconUrlLight: null, iconProvider: selfProvider });
      } catch (error) {
        failed.set(url, error instanceof IconFetchError ? error.reason : 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  const discard = async () => {
    for (const id of uploads) await deleteUploadedIcon(ctx.db, ctx.config.dataDir, userId, id).catch(() => undefined);
  };
  return { icons, failed, discard };
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
