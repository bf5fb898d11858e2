import { call, type ApiAnswer } from './server.js';
import type { Listing } from '../../shared/contracts/listings.js';
import type { TodoItem, TodoItemSaveBody } from '../../shared/contracts/todos.js';
import { utcDay } from '../../shared/contracts/todos.js';

type Server = { url: string };

export const todoIcon = { iconUrl: 'todo', iconUrlLight: null, iconProvider: 'self' };

function ok<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.message;
}

/** A todo list through the real listing save call. */
export async function makeTodoList(server: Server, token: string, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const res = await call(server, 'POST', '/listing/save/todo', {
    token,
    body: { todoName: 'Chores', todoIcon, showInSidebar: false, showOnFeatured: true, ...overrides },
  });
  ok(res, 'save/todo');
  return res.body.data as Listing;
}

/** A todo item through POST /todo/item. */
export async function makeTodo(server: Server, token: string, listingId: string, overrides: Partial<TodoItemSaveBody> = {}): Promise<TodoItem> {
  const res = await call<TodoItem>(server, 'POST', '/todo/item', { token, body: { listingId, todoName: 'Item', ...overrides } });
  return ok(res, 'todo/item');
}

/** A calendar day relative to today (UTC). */
export const day = (offset: number) => utcDay(new Date(), offset);
