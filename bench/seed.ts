import type { LoadResult } from './load.js';

export interface ExtraCase {
  name: string;
  path: string;
  /** Sent with every request, e.g. the Accept-Encoding every browser sends. */
  headers?: Record<string, string>;
  budgetText: string;
  meets(result: LoadResult): boolean;
}

export interface Seeded {
  description: string;
  cases: ExtraCase[];
  /** The folder holding 1,000 items, and one of its links (renamed to make its list uncached). */
  bigFolderId: string;
  bigFolderLinkId: string;
}

const icon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };

export async function save(url: string, token: string, kind: 'folder' | 'link', body: Record<string, unknown>): Promise<string> {
  const payload =
    kind === 'folder'
      ? { folderName: body.name, folderIcon: { ...icon, iconUrl: 'folder' }, ...body }
      : { linkName: body.name, linkIcon: icon, linkURL: `https://example.org/${encodeURIComponent(String(body.name))}`, ...body };
  const res = await fetch(`${url}/api/v1/listing/save/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as { error: boolean; message: string; data?: { _id: string } };
  if (!answer.data) throw new Error(`seeding failed: ${answer.message}`);
  return answer.data._id;
}

/** Runs tasks with a few in flight at once. */
async function inBatches(tasks: (() => Promise<unknown>)[], width = 8): Promise<void> {
  for (let i = 0; i < tasks.length; i += width) await Promise.all(tasks.slice(i, i + width).map((t) => t()));
}

/**
 * The standard data set of DESIGN §9 through the real save calls: 20 root folders of 50 items
 * each (1,000 listings), 30 featured root items, 20 in the sidebar, and one more folder holding
 * 1,000 items.
 */
export async function seedStandardSet(url: string, token: string): Promise<Seeded> {
  const folders: string[] = [];
  for (let f = 0; f < 20; f++) folders.push(await save(url, token, 'folder', { name: `Folder ${f}`, showOnFeatured: true, showInSidebar: f < 10 }));
  await inBatches(
    Array.from({ length: 10 }, (_, i) => () => save(url, token, 'link', { name: `Featured ${i}`, showOnFeatured: true, showInSidebar: true })),
  );
  await inBatches(
    folders.flatMap((parentId, f) =>
      Array.from({ length: 50 }, (_, i) => () => save(url, token, 'link', { name: `App ${f}-${i}`, parentId, showOnFeatured: false })),
    ),
  );
  const big = await save(url, token, 'folder', { name: 'Big folder', showOnFeatured: false });
  const bigLinks: string[] = [];
  await inBatches(Array.from({ length: 1000 }, (_, i) => async () => bigLinks.push(await save(url, token, 'link', { name: `Item ${i}`, parentId: big }))));
  return {
    description: 'standard set: 1,000 listings + a 1,000-item folder',
    bigFolderId: big,
    bigFolderLinkId: bigLinks[0] ?? '',
    cases: [
      {
        name: 'folder list of the 1,000-item folder (Accept-Encoding: gzip, as browsers send)',
        path: `/api/v1/listing/folder/${big}/list`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        budgetText: '>= 2,000 req/s, p99 < 20 ms',
        meets: (r) => r.reqPerSec >= 2000 && r.p99 < 20 && r.non2xx === 0,
      },
      {
        name: 'folder list of the 1,000-item folder, uncompressed (380 KB)',
        path: `/api/v1/listing/folder/${big}/list`,
        budgetText: 'reference',
        meets: () => true,
      },
      {
        name: 'folder list of a 50-item folder',
        path: `/api/v1/listing/folder/${folders[0] ?? ''}/list`,
        budgetText: 'reference',
        meets: () => true,
      },
    ],
  };
}

/** 500 featured root links, for the home page's first paint. */
export async function seedHomeCards(url: string, token: string, count = 500): Promise<void> {
  await inBatches(
    Array.from({ length: count }, (_, i) => () =>
      save(url, token, 'link', { name: `Card ${i}`, linkURL: `https://bench.example/${i}`, showOnFeatured: true }),
    ),
  );
}
