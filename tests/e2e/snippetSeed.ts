import type { Listing } from '../../shared/contracts/listings.js';
import type { SnippetWithItems } from '../../shared/contracts/snippets.js';
import { apiCall, signInToken } from './apiCall.js';

/** Snippet lists and snippets made through the real API, as a signed-in user, for the browser tests. */
export class SnippetSeed {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string, password: string): Promise<SnippetSeed> {
    return new SnippetSeed(baseUrl, await signInToken(baseUrl, username, password));
  }

  private call<T>(method: string, path: string, body?: unknown) {
    return apiCall<T>(this.baseUrl, this.token, method, path, body);
  }

  async list(snippetName: string, options: { parentId?: string; featured?: boolean } = {}): Promise<Listing> {
    const answer = await this.call('POST', '/listing/save/snippet', {
      snippetName,
      snippetIcon: { iconUrl: 'snippet', iconUrlLight: null, iconProvider: 'self' },
      parentId: options.parentId,
      showOnFeatured: options.featured ?? true,
    });
    if (!answer.data) throw new Error('save/snippet answered without data');
    return answer.data;
  }

  async folder(folderName: string): Promise<Listing> {
    const answer = await this.call('POST', '/listing/save/folder', { folderName, folderIcon: { iconUrl: 'folder', iconProvider: 'self' }, showOnFeatured: true });
    if (!answer.data) throw new Error('save/folder answered without data');
    return answer.data;
  }

  async snippet(listingId: string, snippetTitle: string, language: string, snippetCode: string, snippetFilename = ''): Promise<SnippetWithItems> {
    return (await this.call<SnippetWithItems>('POST', '/snippet/item', { listingId, snippetTitle, language, snippetCode, snippetFilename })).message;
  }

  async addFile(snippetId: string, language: string, snippetCode: string, snippetFilename = ''): Promise<SnippetWithItems> {
    return (await this.call<SnippetWithItems>('POST', `/snippet/save/${snippetId}`, { language, snippetCode, snippetFilename })).message;
  }

  async setTheme(colorTheme: string): Promise<void> {
    await this.call('POST', '/settings/theme', { colorTheme });
  }

  async enableSnippetManager(): Promise<void> {
    const settings = await this.call<Record<string, unknown>>('GET', '/settings');
    await this.call('POST', '/settings', { ...settings.message, snippetmanager: true });
  }

  /** The HTTP status of a GET, for checking that something is gone. */
  async status(path: string): Promise<number> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    return res.status;
  }
}
