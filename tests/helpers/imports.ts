import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from './server.js';
import type { FolderList } from '../../shared/contracts/listings.js';

type Server = { url: string };

/** A fixture file from tests/fixtures/imports/ as text. */
export function importFixture(name: string): string {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'imports', name), 'utf8');
}

/** A user's stored folders and links as a plain tree, read back through the listing API. */
export interface StoredFolder {
  name: string;
  links: { name: string; url: string | null; appId: string | null }[];
  folders: StoredFolder[];
}

export async function storedTree(server: Server, token: string, folderId: string | null = null): Promise<StoredFolder[]> {
  const path = folderId ? `/listing/folder/${folderId}/list/manage/listing` : '/listing/folder/list/manage/listing';
  const res = await call<FolderList>(server, 'GET', path, { token });
  if (res.status !== 200) throw new Error(`listing read failed: ${res.status}`);
  const out: StoredFolder[] = [];
  for (const item of res.body.message.items.filter((i) => i.listingType === 'category')) {
    const children = await call<FolderList>(server, 'GET', `/listing/folder/${item._id}/list/manage/listing`, { token });
    out.push({
      name: item.listingName,
      links: children.body.message.items
        .filter((i) => i.listingType === 'link')
        .map((i) => ({ name: i.listingName, url: i.listingUrl ?? null, appId: i.integration?.appId ?? null })),
      folders: await storedTree(server, token, item._id),
    });
  }
  return out;
}

/**
 * A user's stored folders and links in their stored order, links and subfolders interleaved
 * as the listing API lists them: "Folder/Sub/" for a folder, "Folder/Sub › Name › url" for a link.
 */
export async function storedEntries(server: Server, token: string, folderId: string | null = null, path = ''): Promise<string[]> {
  const listPath = folderId ? `/listing/folder/${folderId}/list/manage/listing` : '/listing/folder/list/manage/listing';
  const res = await call<FolderList>(server, 'GET', listPath, { token });
  if (res.status !== 200) throw new Error(`listing read failed: ${res.status}`);
  const out: string[] = [];
  for (const item of res.body.message.items) {
    if (item.listingType === 'category') {
      out.push(`${path}${item.listingName}/`);
      out.push(...(await storedEntries(server, token, item._id, `${path}${item.listingName}/`)));
    } else if (item.listingType === 'link') {
      out.push(`${path.slice(0, -1)} › ${item.listingName} › ${item.listingUrl ?? ''}`);
    }
  }
  return out;
}
