import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackIcon } from '../../../shared/contracts/iconpacks.js';
import { cachedPackSchema, resolvePackIcons, type CachedPack } from './pack-json.js';

const recentLimit = 8;

async function readCacheFile(file: string): Promise<CachedPack | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = cachedPackSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The downloaded icon lists of a data folder's packs, one <dataDir>/iconpacks/<id>.json each,
 * with the resolved icons of the few most recently used packs kept in memory (a pack JSON can be
 * megabytes; parsing it on every page would be wasteful).
 */
export class PackCache {
  private readonly recent = new Map<string, Promise<PackIcon[]>>();

  constructor(private readonly dataDir: string) {}

  file(packId: string): string {
    return join(this.dataDir, 'iconpacks', `${packId}.json`);
  }

  async write(packId: string, pack: CachedPack): Promise<void> {
    this.recent.delete(packId);
    await mkdir(join(this.dataDir, 'iconpacks'), { recursive: true });
    await writeFile(this.file(packId), JSON.stringify(pack));
  }

  async remove(packId: string): Promise<void> {
    this.recent.delete(packId);
    await rm(this.file(packId), { force: true });
  }

  /**
   * A pack's icons from its cache file; when the file is missing or unreadable, refetch()
   * downloads the pack again and the file is rewritten.
   */
  async icons(pack: { id: string; jsonUrl: string }, refetch: () => Promise<CachedPack>): Promise<PackIcon[]> {
    const known = this.recent.get(pack.id);
    if (known && (await this.fileExists(pack.id))) {
      this.recent.delete(pack.id);
      this.recent.set(pack.id, known);
      return known;
    }
    const loading = this.load(pack, refetch);
    this.recent.set(pack.id, loading);
    if (this.recent.size > recentLimit) this.recent.delete(this.recent.keys().next().value ?? '');
    void loading.catch(() => {
      if (this.recent.get(pack.id) === loading) this.recent.delete(pack.id);
    });
    return loading;
  }

  private async load(pack: { id: string; jsonUrl: string }, refetch: () => Promise<CachedPack>): Promise<PackIcon[]> {
    let cached = await readCacheFile(this.file(pack.id));
    if (!cached) {
      cached = await refetch();
      await mkdir(join(this.dataDir, 'iconpacks'), { recursive: true });
      await writeFile(this.file(pack.id), JSON.stringify(cached));
    }
    return resolvePackIcons(cached, pack.jsonUrl);
  }

  private fileExists(packId: string): Promise<boolean> {
    return access(this.file(packId)).then(
      () => true,
      () => false,
    );
  }
}
