import { createHash } from 'node:crypto';
import type { Listing } from '../../shared/contracts/listings.js';
import type { Page as HearthPage } from '../../shared/contracts/pages.js';
import type { TodoItem, TodoItemSaveBody } from '../../shared/contracts/todos.js';

/** Todo lists, todo items, pages and settings made through the real API, for the browser tests. */
export class ApiSeed {
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string, password: string): Promise<ApiSeed> {
    const res = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: createHash('md5').update(password).digest('hex') }),
    });
    const body = (await res.json()) as { message: { token: string } };
    return new ApiSeed(baseUrl, body.message.token);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<{ message: T; data?: Listing }> {
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { message: T; data?: Listing };
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(json)}`);
    return json;
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
