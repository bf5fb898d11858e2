import type { Listing } from '../../shared/contracts/listings.js';
import { apiCall, signInToken } from './apiCall.js';

const icon = (iconUrl: string) => ({ iconUrl, iconUrlLight: null, iconProvider: 'self' });

/** Creates listings through the real API, as a signed-in user, for the browser tests to show. */
export class ListingSeed {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string, password: string): Promise<ListingSeed> {
    return new ListingSeed(baseUrl, await signInToken(baseUrl, username, password));
  }

  private call<T>(method: string, path: string, body?: unknown) {
    return apiCall<T>(this.baseUrl, this.token, method, path, body);
  }

  private async save(kind: 'folder' | 'link' | 'todo', body: Record<string, unknown>): Promise<Listing> {
    const answer = await this.call('POST', `/listing/save/${kind}`, body);
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
    await this.call('POST', '/settings/theme', { colorTheme });
  }
}
