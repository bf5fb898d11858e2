import type { Db } from '../../db/client.js';
import type { StoredIntegration } from '../../db/schema/index.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import type { HomeDisplay } from '../../../shared/contracts/home.js';
import type { FolderSave, LinkSave, Listing, ListingType, SnippetListSave, TodoListSave } from '../../../shared/contracts/listings.js';
import { newId } from '../../ids.js';
import { toListing } from './listing-view.js';
import { checkRoomForFolder, ownFolder, ownListingOfType } from './listings.service.js';
import * as repo from './listings.repo.js';

/** The fields every kind of listing saves, after the kind's own payload names are mapped. */
export interface SaveFields {
  listingId: string | null;
  parentId: string | null;
  name: string;
  icon: Icon;
  inSidebar: boolean;
  onFeatured: boolean;
  listingUrl?: string | null;
  localUrl?: string | null;
  description?: string | null;
  integration?: StoredIntegration | null;
  /** A folder's look on Home; undefined keeps what is saved (a new folder is a tile). */
  homeDisplay?: HomeDisplay;
}

export interface Saved {
  listing: Listing;
  created: boolean;
}

/**
 * Creates or updates a listing of one type. An update keeps the item where it is (parentId is
 * only changed by move); Featured exists only at the root.
 */
export function saveListing(db: Db, userId: string, type: ListingType, fields: SaveFields): Saved {
  const now = new Date().toISOString();
  if (fields.listingId) {
    const existing = ownListingOfType(db, userId, fields.listingId, type);
    const updated = repo.updateListing(db, userId, existing.id, {
      listingName: fields.name,
      listingIcon: fields.icon,
      inSidebar: fields.inSidebar,
      onFeatured: existing.parentId === null && fields.onFeatured,
      ...(fields.listingUrl !== undefined ? { listingUrl: fields.listingUrl } : {}),
      ...(fields.localUrl !== undefined ? { localUrl: fields.localUrl } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.integration !== undefined ? { integration: fields.integration } : {}),
      ...(fields.homeDisplay !== undefined ? { homeDisplay: fields.homeDisplay } : {}),
      updatedAt: now,
    });
    return { listing: toListing(updated ?? existing), created: false };
  }
  const parent = fields.parentId ? ownFolder(db, userId, fields.parentId) : null;
  if (parent && type === 'category') checkRoomForFolder(db, parent);
  const row = db.transaction(() =>
    repo.insertListing(db, {
      id: newId(),
      userId,
      parentId: parent?.id ?? null,
      listingType: type,
      listingName: fields.name,
      listingIcon: fields.icon,
      listingUrl: fields.listingUrl ?? null,
      localUrl: fields.localUrl ?? null,
      description: fields.description ?? null,
      integration: fields.integration ?? null,
      homeDisplay: fields.homeDisplay ?? 'tile',
      inSidebar: fields.inSidebar,
      onFeatured: parent === null && fields.onFeatured,
      sortOrder: repo.nextSortOrder(db, userId, parent?.id ?? null),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return { listing: toListing(row), created: true };
}

export function saveFolder(db: Db, userId: string, body: FolderSave): Saved {
  return saveListing(db, userId, 'category', {
    listingId: body.listingId,
    parentId: body.parentId,
    name: body.folderName,
    icon: body.folderIcon,
    inSidebar: body.showInSidebar,
    onFeatured: body.showOnFeatured,
    homeDisplay: body.homeDisplay,
  });
}

export function saveTodoList(db: Db, userId: string, body: TodoListSave): Saved {
  return saveListing(db, userId, 'todo', {
    listingId: body.listingId,
    parentId: body.parentId,
    name: body.todoName,
    icon: body.todoIcon,
    inSidebar: body.showInSidebar,
    onFeatured: body.showOnFeatured,
  });
}

export function saveSnippetList(db: Db, userId: string, body: SnippetListSave): Saved {
  return saveListing(db, userId, 'snippet', {
    listingId: body.listingId,
    parentId: body.parentId,
    name: body.snippetName,
    icon: body.snippetIcon,
    inSidebar: body.showInSidebar,
    onFeatured: body.showOnFeatured,
  });
}

/** `integration` is what the integrations area made of body.integration (checked, sealed). */
export function saveLink(db: Db, userId: string, body: LinkSave, integration: StoredIntegration | null = null): Saved {
  return saveListing(db, userId, 'link', {
    listingId: body.listingId,
    parentId: body.parentId,
    name: body.linkName,
    icon: body.linkIcon,
    inSidebar: body.showInSidebar,
    onFeatured: body.showOnFeatured,
    listingUrl: body.linkURL || null,
    localUrl: body.localUrl || null,
    description: body.description === undefined ? undefined : body.description || null,
    integration,
  });
}
