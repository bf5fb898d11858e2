import type { Db } from '../../db/client.js';
import type { ServerConfig } from '../../config.js';
import type { IconPackRow } from '../../db/schema/index.js';
import type { IconPack, PackIcon, PackIconPage } from '../../../shared/contracts/iconpacks.js';
import { simpleIconsProvider } from '../../../shared/contracts/icons.js';
import { iconPackPageSize } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { deleteIconPackRow, findOwnPack, findVisiblePack, findVisiblePacks, insertIconPack } from './iconpacks.repo.js';
import type { PackCache } from './pack-cache.js';
import { fetchPackJson, packUrlRefusal, type PackFetchOptions } from './pack-fetch.js';
import { hasLightVariants, readPackDocument, type CachedPack } from './pack-json.js';
import { searchSimpleIcons, simpleIconsPack } from './simple-icons-pack.js';

export interface IconPackDeps {
  db: Db;
  config: Pick<ServerConfig, 'iconPackHosts' | 'env'>;
  cache: PackCache;
}

const defaultTimeoutMs = 8000;

function fetchOptions(config: IconPackDeps['config']): PackFetchOptions {
  const timeout = Number.parseInt(config.env.HEARTH_ICONPACK_TIMEOUT_MS ?? '', 10);
  return {
    allowedHosts: config.iconPackHosts,
    timeoutMs: timeout > 0 ? timeout : defaultTimeoutMs,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 3,
  };
}

function toIconPack(row: IconPackRow): IconPack {
  const { id, userId, iconProvider, iconName, iconPackVersion, jsonUrl, packDeveloper, credit } = row;
  return { _id: id, iconProvider, iconName, iconPackVersion, jsonUrl, packDeveloper, credit: credit ?? null, userId, hasLightVariants: row.hasLightVariants };
}

/** The built-in pack, then global packs, then the user's own. */
export function listIconPacks(db: Db, userId: string): IconPack[] {
  return [simpleIconsPack(), ...findVisiblePacks(db, userId).map(toIconPack)];
}

function isKnownProvider(db: Db, userId: string, provider: string): boolean {
  const wanted = provider.toLowerCase();
  return listIconPacks(db, userId).some((pack) => pack.iconProvider.toLowerCase() === wanted);
}

/** Downloads a pack from an allowed host, records it for the user and caches its icon list. */
export async function addIconPack(deps: IconPackDeps, userId: string, iconpackUrl: string): Promise<IconPack> {
  const url = URL.parse(iconpackUrl);
  if (!url) throw badRequest(messages.iconPackUrlInvalid);
  const refusal = packUrlRefusal(url, deps.config.iconPackHosts);
  if (refusal) throw refusal;
  const doc = readPackDocument(await fetchPackJson(url, fetchOptions(deps.config)));
  // Checked and inserted without an await in between, so two adds can't both pass.
  if (isKnownProvider(deps.db, userId, doc.iconProvider)) throw new HttpError(409, messages.iconPackExists);
  const row = insertIconPack(deps.db, {
    id: newId(),
    userId,
    iconProvider: doc.iconProvider,
    iconName: doc.iconName,
    iconPackVersion: doc.iconPackVersion,
    jsonUrl: url.href,
    packDeveloper: doc.packDeveloper,
    credit: doc.credit,
    hasLightVariants: hasLightVariants(doc.pack),
    createdAt: new Date().toISOString(),
  });
  try {
    await deps.cache.write(row.id, doc.pack);
  } catch (error) {
    deleteIconPackRow(deps.db, row.id);
    throw error;
  }
  return toIconPack(row);
}

/** Only the user's own packs can be deleted; global and built-in ones answer like unknown ids. */
export async function deleteIconPack(deps: IconPackDeps, userId: string, id: string): Promise<void> {
  if (!findOwnPack(deps.db, id, userId)) throw notFound(messages.iconPackNotFound);
  deleteIconPackRow(deps.db, id);
  await deps.cache.remove(id);
}

/** Downloads a pack again for a missing cache; any failure reads as a failed download (502). */
async function refetchPack(deps: IconPackDeps, jsonUrl: string): Promise<CachedPack> {
  const url = URL.parse(jsonUrl);
  if (!url || packUrlRefusal(url, deps.config.iconPackHosts)) throw new HttpError(502, messages.iconPackFetchFailed);
  try {
    return readPackDocument(await fetchPackJson(url, fetchOptions(deps.config))).pack;
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) throw error;
    throw new HttpError(502, messages.iconPackFetchFailed);
  }
}

function pageOf(icons: PackIcon[], page: number): PackIconPage {
  const start = (Math.max(1, page) - 1) * iconPackPageSize;
  return { icons: icons.slice(start, start + iconPackPageSize), total: icons.length, hasMore: start + iconPackPageSize < icons.length };
}

/** One page of a visible pack's icons whose name contains q (case-insensitive). */
export async function packIconsPage(deps: IconPackDeps, userId: string, id: string, page: number, q: string): Promise<PackIconPage> {
  if (id === simpleIconsProvider) return pageOf(await searchSimpleIcons(q), page);
  const row = findVisiblePack(deps.db, id, userId);
  if (!row) throw notFound(messages.iconPackNotFound);
  const icons = await deps.cache.icons(row, () => refetchPack(deps, row.jsonUrl));
  const term = q.trim().toLowerCase();
  return pageOf(term ? icons.filter((icon) => icon.iconName.toLowerCase().includes(term)) : icons, page);
}
