import { createHash } from 'node:crypto';
import type { Listing } from '../../shared/contracts/listings.js';

const icon = (iconUrl: string) => ({ iconUrl, iconUrlLight: null, iconProvider: 'self' });

/** Creates listings through the real API, as a signed-in user, for the browser tests to show. */
export class ListingSeed {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string, password: string): Promise<ListingSeed> {
    const md5 = createHash('md5').update(password).digest('hex');
    const answer = await ListingSeed.call<{ token: string }>(baseUrl, null, 'POST', '/login', { username, password: md5 });
    return new ListingSeed(baseUrl, answer.message.token);
  }

  private static async call<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { message: T; data?: Listing };
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  private async save(kind: 'folder' | 'link' | 'todo', body: Record<string, unknown>): Promise<Listing> {
    const answer = await ListingSeed.call(this.baseUrl, this.token, 'POST', `/listing/save/${kind}`, body);
    if (!answer.data) throw new Error(`save/${kind} answered without data`);
    return answer.data;
  }

  folder(folderName: string, options: { parentId?: string; featured?: boolean; sidebar?: boolean; iconUrl?: string } = {}) {
    return this.save('folder', {
      folderName,
      folderIcon: icon(options.iconUrl ?? 'folder'),
      parentId: options.parentId,
      showOnFeatured: options.featured ?? true,
      showInSidebar: options.sidebar ?? false,
    });
  }

  link(linkName: string, options: { url?: string; localUrl?: string; parentId?: string; featured?: boolean; sidebar?: boolean; iconUrl?: string } = {}) {
    return this.save('link', {
      linkName,
      linkIcon: icon(options.iconUrl ?? 'link'),
      linkURL: options.url ?? 'https://example.org',
      localUrl: options.localUrl ?? '',
      parentId: options.parentId,
      showOnFeatured: options.featured ?? true,
      showInSidebar: options.sidebar ?? false,
    });
  }

  todo(todoName: string, options: { parentId?: string; featured?: boolean } = {}) {
    return this.save('todo', { todoName, todoIcon: icon('todo'), parentId: options.parentId, showOnFeatured: options.featured ?? true });
  }

  /** The HTTP status of a GET, for checking that something is gone. */
  async status(path: string): Promise<number> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    return res.status;
  }

  async setTheme(colorTheme: string): Promise<void> {
    await ListingSeed.call(this.baseUrl, this.token, 'POST', '/settings/theme', { colorTheme });
  }
}
