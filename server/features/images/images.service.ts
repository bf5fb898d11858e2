import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.js';
import type { IconRow } from '../../db/schema/index.js';
import type { UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { imagesPageSize } from '../../../shared/constants.js';
import { newId } from '../../ids.js';
import { processIcon, type ProcessedIcon } from './image-processing.js';
import { allUserIcons, deleteIconRow, findOwnIcon, findUserIcons, insertIcon } from './images.repo.js';
import { notFound } from '../../http/errors.js';
import { messages } from '../../../shared/messages.js';
import { uploadsDir } from './uploads.js';

function toUploadedIcon(row: IconRow): UploadedIcon {
  return { _id: row.id, iconPath: row.iconPath, createdAt: row.createdAt };
}

/** Stores the processed copy of an upload (the raw bytes never touch the disk) and records it. */
export async function saveUploadedIcon(db: Db, dataDir: string, userId: string, upload: Buffer): Promise<UploadedIcon> {
  return saveProcessedIcon(db, dataDir, userId, await processIcon(upload));
}

/** Stores an icon processIcon has already checked and re-encoded, and records it. */
export async function saveProcessedIcon(db: Db, dataDir: string, userId: string, icon: ProcessedIcon): Promise<UploadedIcon> {
  const id = newId();
  const iconPath = `${id}.${icon.ext}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = join(dir, iconPath);
  await writeFile(file, icon.data, { flag: 'wx' });
  try {
    return toUploadedIcon(insertIcon(db, { id, userId, iconPath, createdAt: new Date().toISOString() }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** The SHA-256 of an icon file's content, as hex. */
export function iconContentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The user's own uploads by the SHA-256 of their files' content, so the same picture is not
 * uploaded twice (an import of an export holding it, again); a file gone from the disk is left out.
 */
export async function uploadedIconsByHash(db: Db, dataDir: string, userId: string): Promise<Map<string, UploadedIcon>> {
  const out = new Map<string, UploadedIcon>();
  for (const row of allUserIcons(db, userId)) {
    const data = await readFile(join(uploadsDir(dataDir), row.iconPath)).catch(() => null);
    const hash = data ? iconContentHash(data) : null;
    if (hash !== null && !out.has(hash)) out.set(hash, toUploadedIcon(row));
  }
  return out;
}

/** Page n (from 1) of the user's own uploads, newest first; past the end is an empty list. */
export function listUploadedIcons(db: Db, userId: string, page: number): UploadedIcon[] {
  const safePage = Math.max(1, page);
  return findUserIcons(db, userId, (safePage - 1) * imagesPageSize, imagesPageSize).map(toUploadedIcon);
}

/**
 * Deletes one of the user's uploads and its file; another user's id answers like an unknown one.
 * Listings that still show the icon fall back to the default image.
 */
export async function deleteUploadedIcon(db: Db, dataDir: string, userId: string, id: string): Promise<void> {
  const icon = findOwnIcon(db, userId, id);
  if (!icon) throw notFound(messages.iconNotFound);
  deleteIconRow(db, icon.id);
  await rm(join(uploadsDir(dataDir), icon.iconPath), { force: true });
}
