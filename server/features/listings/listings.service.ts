import type { Db } from '../../db/client.js';
import type { ListingRow } from '../../db/schema/index.js';
import type { BreadcrumbEntry, FolderList, Listing, ListingType } from '../../../shared/contracts/listings.js';
import { messages } from '../../../shared/messages.js';
import { maxFolderDepth } from '../../../shared/constants.js';
import { badRequest, notFound } from '../../http/errors.js';
import { toListing } from './listing-view.js';
import * as repo from './listings.repo.js';
import { folderItemsJson, homeItemsJson, sectionItemsJson } from './listing-json.repo.js';
import { homeSettingsOf } from '../settings/home-settings.js';

/** Refuses a new folder inside `parent` when it would nest deeper than maxFolderDepth. */
export function checkRoomForFolder(db: Db, parent: ListingRow): void {
  if (repo.depthOf(db, parent.id) >= maxFolderDepth) throw badRequest(messages.folderTooDeep);
}

/** The user's folder with this id, or 404 (also for another user's id or a non-folder). */
export function ownFolder(db: Db, userId: string, id: string): ListingRow {
  const folder = repo.findOwnListing(db, userId, id);
  if (!folder || folder.listingType !== 'category') throw notFound(messages.folderNotFound);
  return folder;
}

export function ownListingOfType(db: Db, userId: string, id: string, type: ListingType): ListingRow {
  const row = repo.findOwnListing(db, userId, id);
  if (!row || row.listingType !== type) throw notFound(messages.listingNotFound);
  return row;
}

function breadcrumbOf(db: Db, folderId: string): BreadcrumbEntry[] {
  return repo
    .ancestors(db, folderId)
    .reverse()
    .map((a) => ({ id: a.id, listingName: a.listingName }));
}

/** Home (folderId null: featured root items) or a folder's children, streams excluded. */
export function folderList(db: Db, userId: string, folderId: string | null): FolderList {
  if (folderId === null) {
    const items = repo.featuredRootItems(db, userId).map(toListing);
    const sections = new Set(items.filter((i) => i.listingType === 'category' && i.homeDisplay === 'section').map((i) => i._id));
    const sectionItems = repo.rootChildItems(db, userId).filter((row) => row.parentId !== null && sections.has(row.parentId)).map(toListing);
    return { items, parentFolder: null, breadcrumb: [], sectionItems, home: homeSettingsOf(db, userId) };
  }
  const folder = ownFolder(db, userId, folderId);
  return {
    items: repo.childItems(db, userId, folder.id, false).map(toListing),
    parentFolder: toListing(folder),
    breadcrumb: breadcrumbOf(db, folder.id),
  };
}

/**
 * folderList() as JSON text, the items written by SQLite (the 1,000-item folder is the largest
 * answer Hearth serves); listing-json.test.ts holds both to the same answer.
 */
export function folderListJson(db: Db, userId: string, folderId: string | null): string {
  if (folderId === null) {
    const home = JSON.stringify(homeSettingsOf(db, userId));
    return `{"items":${homeItemsJson(db, userId)},"parentFolder":null,"breadcrumb":[],"sectionItems":${sectionItemsJson(db, userId)},"home":${home}}`;
  }
  const folder = ownFolder(db, userId, folderId);
  const items = folderItemsJson(db, userId, folder.id);
  return `{"items":${items},"parentFolder":${JSON.stringify(toListing(folder))},"breadcrumb":${JSON.stringify(breadcrumbOf(db, folder.id))}}`;
}

/** Management view: every child of the folder or root, streams only or everything else. */
export function manageList(db: Db, userId: string, folderId: string | null, streams: boolean): FolderList {
  const folder = folderId === null ? null : ownFolder(db, userId, folderId);
  return {
    items: repo.childItems(db, userId, folder?.id ?? null, streams).map(toListing),
    parentFolder: folder ? toListing(folder) : null,
    breadcrumb: folder ? breadcrumbOf(db, folder.id) : [],
  };
}

/** Writes sortOrder 0..n-1 in the given order; every id must be the user's child of the folder. */
export function reorder(db: Db, userId: string, folderId: string | null, ids: string[]): void {
  if (folderId !== null) ownFolder(db, userId, folderId);
  const unique = [...new Set(ids)];
  const own = repo.ownChildIds(db, userId, folderId, unique);
  if (own.size !== unique.length) throw notFound(messages.listingNotFound);
  // better-sqlite3 is synchronous on one connection: calls on db inside run in the transaction.
  db.transaction(() => {
    unique.forEach((id, index) => repo.setSortOrder(db, userId, id, index));
  });
}

/** Moves an item into a folder (or the root); never into itself or below itself. */
export function move(db: Db, userId: string, itemId: string, targetId: string | null): Listing {
  const item = repo.findOwnListing(db, userId, itemId);
  if (!item) throw notFound(messages.listingNotFound);
  if (item.listingType === 'stream') throw badRequest(messages.moveStream);
  if (targetId !== null) {
    const target = repo.findOwnListing(db, userId, targetId);
    if (!target) throw notFound(messages.folderNotFound);
    if (target.listingType !== 'category') throw badRequest(messages.moveTargetNotFolder);
    if (repo.isSelfOrAncestor(db, item.id, target.id)) throw badRequest(messages.moveIntoItself);
    const height = repo.folderHeight(db, item.id, maxFolderDepth);
    if (height > 0 && repo.depthOf(db, target.id) + height > maxFolderDepth) throw badRequest(messages.moveTooDeep);
  }
  const moved = db.transaction(() =>
    repo.updateListing(db, userId, item.id, {
      parentId: targetId,
      sortOrder: repo.nextSortOrder(db, userId, targetId),
      updatedAt: new Date().toISOString(),
    }),
  );
  if (!moved) throw notFound(messages.listingNotFound);
  return toListing(moved);
}

export function remove(db: Db, userId: string, id: string): void {
  if (!repo.deleteListing(db, userId, id)) throw notFound(messages.listingNotFound);
}

/** The number of items a delete of this listing takes with it (spec: "Delete Media and the 12 items inside?"). */
export function contentsCount(db: Db, userId: string, id: string): number {
  const size = repo.subtreeSize(db, userId, id);
  if (size === null) throw notFound(messages.listingNotFound);
  return size;
}

export function sidebar(db: Db, userId: string): Listing[] {
  return repo.sidebarItems(db, userId).map(toListing);
}

export function home(db: Db, userId: string): Listing[] {
  return repo.featuredRootItems(db, userId).map(toListing);
}
