import type { Listing } from '../../shared/contracts/listings.js';
import type { Page as HearthPage } from '../../shared/contracts/pages.js';
import type { TodoItem, TodoItemSaveBody } from '../../shared/contracts/todos.js';
import { apiCall, signInToken } from './apiCall.js';

/** Todo lists, todo items, pages and settings made through the real API, for the browser tests. */
export class ApiSeed {
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string, password: string): Promise<ApiSeed> {
    return new ApiSeed(baseUrl, await signInToken(baseUrl, username, password));
  }

  private call<T>(method: string, path: string, body?: unknown) {
    return apiCall<T>(this.baseUrl, this.token, method, path, body);
  }

  async todoList(todoName: string, options: { sidebar?: boolean } = {}): Promise<Listing> {
    const answer = await this.call('POST', '/listing/save/todo', {
      todoName,
      todoIcon: { iconUrl: 'todo', iconUrlLight: null, iconProvider: 'self' },
      showOnFeatured: true,
      showInSidebar: options.sidebar ?? false,
    });
    if (!answer.data) throw new Error('save/todo answered without data');
    return answer.data;
  }

  async todo(listingId: string, todoName: string, patch: Partial<TodoItemSaveBody> = {}): Promise<TodoItem> {
    return (await this.call<TodoItem>('POST', '/todo/item', { listingId, todoName, ...patch })).message;
  }

  async completeTodo(todoId: string): Promise<void> {
    await this.call('GET', `/todo/completion/${todoId}`);
  }

  async page(pageTitle: string, pageContent: string, publish = true): Promise<HearthPage> {
    return (await this.call<HearthPage>('POST', '/page/save', { pageTitle, pageContent, publish })).message;
  }

  async pages(): Promise<{ _id: string; pageTitle: string; isPublished: boolean }[]> {
    return (await this.call<{ _id: string; pageTitle: string; isPublished: boolean }[]>('GET', '/page/list')).message;
  }

  async pageInfo(pageId: string): Promise<HearthPage> {
    return (await this.call<HearthPage>('GET', `/page/info/${pageId}`)).message;
  }

  async setTheme(colorTheme: string): Promise<void> {
    await this.call('POST', '/settings/theme', { colorTheme });
  }

  async enableFeature(flag: 'todolist' | 'snippetmanager'): Promise<void> {
    const settings = await this.call<Record<string, unknown>>('GET', '/settings');
    await this.call('POST', '/settings', { ...settings.message, [flag]: true });
  }
}

/** A calendar day (YYYY-MM-DD) in this machine's time zone, as the browser under test sees it. */
export function localDay(offsetDays = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
