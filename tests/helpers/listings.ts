import { call, type ApiAnswer } from './server.js';
import type { Listing } from '../../shared/contracts/listings.js';

export const folderIcon = { iconUrl: 'folder', iconUrlLight: null, iconProvider: 'self' };
export const linkIcon = { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' };

type Server = { url: string };

/** Factories that go through the real save calls and fail loudly if the server refuses. */
async function saved(res: Promise<ApiAnswer>): Promise<Listing> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`save failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as Listing;
}

export function makeFolder(server: Server, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  return saved(
    call(server, 'POST', '/listing/save/folder', {
      token,
      body: { folderName: 'Folder', folderIcon, showInSidebar: false, showOnFeatured: true, ...overrides },
    }),
  );
}

export function makeLink(server: Server, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  return saved(
    call(server, 'POST', '/listing/save/link', {
      token,
      body: { linkName: 'Link', linkIcon, linkURL: 'https://example.org', showInSidebar: false, showOnFeatured: true, ...overrides },
    }),
  );
}

export function makeTodoList(server: Server, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  return saved(
    call(server, 'POST', '/listing/save/todo', {
      token,
      body: { todoName: 'Todo', todoIcon: { iconUrl: 'todo', iconUrlLight: null, iconProvider: 'self' }, showOnFeatured: true, ...overrides },
    }),
  );
}
