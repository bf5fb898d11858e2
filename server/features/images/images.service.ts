import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.js';
import type { IconRow } from '../../db/schema/index.js';
import type { UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { imagesPageSize } from '../../../shared/constants.js';
import { newId } from '../../ids.js';
import { processIcon } from './image-processing.js';
import { deleteIconRow, findOwnIcon, findUserIcons, insertIcon } from './images.repo.js';
import { notFound } from '../../http/errors.js';
import { messages } from '../../../shared/messages.js';
import { uploadsDir } from './uploads.js';

function toUploadedIcon(row: IconRow): UploadedIcon {
  return { _id: row.id, iconPath: row.iconPath, createdAt: row.createdAt };
}

/** Stores the processed copy of an upload (the raw bytes never touch the disk) and records it. */
export async function saveUploadedIcon(db: Db, dataDir: string, userId: string, upload: Buffer): Promise<UploadedIcon> {
  const icon = await processIcon(upload);
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
