// The folder list is written by SQLite (listing-json.repo.ts) for speed; it must say exactly what
// toListing() says, for every kind of row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../db/client.js';
import type { NewListingRow } from '../../db/schema/index.js';
import { createAccount } from '../auth/auth.service.js';
import { folderList, folderListJson } from './listings.service.js';
import { insertListing } from './listings.repo.js';

let dir: string;
let database: OpenDatabase;
let userId: string;
let folderId: string;

const at = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, n)).toISOString();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-listing-json-'));
  database = await openDatabase(dir, resolve(import.meta.dirname, '../../db/migrations'));
  userId = (await createAccount(database.db, { fullName: 'A', username: 'a', passwordDigest: '0'.repeat(32), isSuperAdmin: false })).id;
  const other = (await createAccount(database.db, { fullName: 'B', username: 'b', passwordDigest: '0'.repeat(32), isSuperAdmin: false })).id;
  const row = (id: string, values: Partial<NewListingRow>, n: number): NewListingRow => ({
    id,
    userId,
    listingType: 'link',
    listingName: id,
    createdAt: at(n),
    updatedAt: at(n + 100),
    ...values,
  });
  folderId = insertListing(database.db, row('folder', { listingType: 'category', listingIcon: { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' }, onFeatured: true, inSidebar: true, sortOrder: 0 }, 1)).id;
  const rows: NewListingRow[] = [
    row('plain-link', { parentId: folderId, listingUrl: 'https://example.org/a?b=c&d="e"', listingIcon: { iconUrl: '/iconpacks/simple-icons/github.svg', iconUrlLight: '/iconpacks/simple-icons/github.svg?variant=light', iconProvider: 'simple-icons', iconId: 'GitHub' }, sortOrder: 2 }, 2),
    row('local-only', { parentId: folderId, listingUrl: null, localUrl: 'http://nas.local:5000', listingName: 'Ünïcødé \u2028 "quoted" \\ 🎉', sortOrder: 1 }, 3),
    row('no-icon', { parentId: folderId, listingIcon: null, sortOrder: 1 }, 4),
    row('with-app', { parentId: folderId, integration: { _id: 'int1', appId: 'github', autoRefreshAfter: 60, alwaysShowDetailedView: true, config: 'sealed-secret' }, sortOrder: 9999 }, 5),
    row('with-app-2', { parentId: folderId, integration: { _id: 'int2', appId: 'html', autoRefreshAfter: 0, alwaysShowDetailedView: false, config: null }, sortOrder: 9999 }, 6),
    row('todo', { parentId: folderId, listingType: 'todo', inSidebar: true, sortOrder: 3 }, 7),
    row('stream', { parentId: folderId, listingType: 'stream', listingUrl: 'rtsp://cam', sortOrder: 0 }, 8),
    row('sub', { parentId: folderId, listingType: 'category', sortOrder: 4 }, 9),
    row('root-featured', { onFeatured: true, sortOrder: 1 }, 10),
    row('root-hidden', { onFeatured: false, sortOrder: 2 }, 11),
    row('root-stream', { listingType: 'stream', onFeatured: true }, 12),
    { ...row('someone-else', { parentId: null, onFeatured: true }, 13), userId: other },
  ];
  for (const r of rows) insertListing(database.db, r);
});
afterAll(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('folderListJson', () => {
  it("answers a folder's list exactly like folderList(), in the same order", () => {
    const fromSql = JSON.parse(folderListJson(database.db, userId, folderId)) as unknown;
    const fromRows = folderList(database.db, userId, folderId);
    expect(fromSql).toEqual(JSON.parse(JSON.stringify(fromRows)));
    expect(fromRows.items.map((i) => i._id)).toEqual(['local-only', 'no-icon', 'plain-link', 'todo', 'sub', 'with-app', 'with-app-2']);
  });

  it('answers the home list exactly like folderList()', () => {
    const fromSql = JSON.parse(folderListJson(database.db, userId, null)) as unknown;
    expect(fromSql).toEqual(JSON.parse(JSON.stringify(folderList(database.db, userId, null))));
    expect((fromSql as { items: { _id: string }[] }).items.map((i) => i._id)).toEqual(['folder', 'root-featured']);
  });

  it("answers a home with a section exactly like folderList(): the section's items once, streams left out", () => {
    database.sqlite.prepare("UPDATE listings SET home_display = 'section' WHERE id = ?").run(folderId);
    try {
      const fromSql = JSON.parse(folderListJson(database.db, userId, null)) as { sectionItems: { _id: string }[] };
      expect(fromSql).toEqual(JSON.parse(JSON.stringify(folderList(database.db, userId, null))));
      expect(fromSql.sectionItems.map((i) => i._id)).toEqual(['local-only', 'no-icon', 'plain-link', 'todo', 'sub', 'with-app', 'with-app-2']);
    } finally {
      database.sqlite.prepare("UPDATE listings SET home_display = 'tile' WHERE id = ?").run(folderId);
    }
  });

  it('never sends an integration config', () => {
    expect(folderListJson(database.db, userId, folderId)).not.toContain('sealed-secret');
  });
});
