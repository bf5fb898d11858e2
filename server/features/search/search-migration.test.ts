// Migration 0013 indexes what a database already holds when Hearth is updated, not only what is
// written afterwards.
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../db/client.js';
import { search } from './search.service.js';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';

const migrations = resolve(import.meta.dirname, '../../db/migrations');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before the search index (every migration before 0013_search_index). */
function beforeSearchIndex(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-migrations-'));
  made.push(dir);
  cpSync(migrations, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === '0013_search_index');
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

describe('migration 0013_search_index', () => {
  it('indexes the rows that were there before it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-data-'));
    made.push(dataDir);
    const old = await openDatabase(dataDir, beforeSearchIndex());
    const now = new Date().toISOString();
    const userId = 'old-user';
    const icon = JSON.stringify({ iconUrl: 'defaultuser', iconUrlLight: null, iconProvider: 'self' });
    old.sqlite
      .prepare('INSERT INTO users (id, username, password_hash, full_name, user_avatar, site_logo, is_super_admin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)')
      .run(userId, 'oldtimer', 'hash', 'Old Timer', icon, icon, now, now);
    old.sqlite
      .prepare('INSERT INTO listings (id, user_id, listing_type, listing_name, listing_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('old-link', userId, 'link', 'Heirloom wiki', 'https://wiki.home.arpa/', now, now);
    old.sqlite.prepare('INSERT INTO pages (id, user_id, page_title, page_content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run('old-page', userId, 'Heirloom recipes', '', now, now);
    old.sqlite.close();

    const updated = await openDatabase(dataDir, migrations);
    try {
      const user = updated.db.select().from(users).where(eq(users.id, userId)).get()!;
      const ctx = { db: updated.db } as unknown as AppContext;
      expect(search(ctx, user, 'heirloom').hits.map((h) => h.id).sort()).toEqual(['old-link', 'old-page']);
      expect(search(ctx, user, 'oldtimer').hits.map((h) => h.kind)).toEqual(['user']);
    } finally {
      updated.sqlite.close();
    }
  });
});
