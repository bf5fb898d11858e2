import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client.js';

interface Entry {
  value: unknown;
  size: number;
}

/**
 * Remembers listing reads per user until that user's listings change. Every listing write goes
 * through the listing routes, which call invalidate(); a write from another connection (a second
 * process, a test) is caught by SQLite's data_version, which is part of every key.
 */
export class ListingCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Prepared once: db.pragma() compiles a new statement on every call, on every cached read. */
  private readonly dataVersion: Statement<[], { data_version: number }>;

  constructor(
    db: Db,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {
    this.dataVersion = db.$client.prepare('PRAGMA data_version');
  }

  /** A cached value, or build() stored under the current version. size: rough bytes, for the cap. */
  get<T>(userId: string, key: string, build: () => T, size: (value: T) => number = () => 1024): T {
    const dataVersion = this.dataVersion.get()?.data_version ?? 0;
    const fullKey = `${userId}\u0000${this.versions.get(userId) ?? 0}\u0000${dataVersion}\u0000${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      // Refresh recency: Map keeps insertion order, so the oldest entries come first.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return hit.value as T;
    }
    const value = build();
    this.put(fullKey, { value, size: size(value) });
    return value;
  }

  invalidate(userId: string): void {
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (key.startsWith(`${userId}\u0000`)) {
        this.entries.delete(key);
        this.bytes -= entry.size;
      }
    }
  }

  private put(key: string, entry: Entry): void {
    if (entry.size > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.size;
    }
  }
}
