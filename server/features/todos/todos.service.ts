import type { Db } from '../../db/client.js';
import type { ListingRow, TodoItemRow } from '../../db/schema/index.js';
import { isPastDueDay, todoPageSize, utcDay, type TodoFilter, type TodoItem, type TodoItemSave, type TodoListChoice, type TodoPage, type TodoSort } from '../../../shared/contracts/todos.js';
import { messages } from '../../../shared/messages.js';
import { badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../ids.js';
import { ancestors, findOwnListing, insertListing, nextSortOrder, ownOfType } from '../listings/listings.repo.js';
import { appMeta } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { toListing } from '../listings/listing-view.js';
import * as repo from './todos.repo.js';

type ParentRef = { id: string; listingName: string };

function toTodoItem(row: TodoItemRow, parent: ParentRef | undefined): TodoItem {
  return {
    _id: row.id,
    todoItem: row.todoItem,
    completed: row.completed,
    dueDate: row.dueDate,
    priority: row.priority,
    listingId: row.listingId,
    parent: parent ? { _id: parent.id, listingName: parent.listingName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The user's todo list with this id, or 404 (another user's id or another type alike). */
function ownTodoList(db: Db, userId: string, id: string): ListingRow {
  const listing = findOwnListing(db, userId, id);
  if (!listing || listing.listingType !== 'todo') throw notFound(messages.todoListNotFound);
  return listing;
}

function withParent(db: Db, userId: string, row: TodoItemRow): TodoItem {
  return toTodoItem(row, findOwnListing(db, userId, row.listingId));
}

/**
 * Creates an item in one of the user's todo lists or updates one of their items. A due day
 * before today is refused, except the one an item already has: editing an overdue item's text
 * must not force a new date on it.
 */
/** The key in app_meta that remembers a user's default todo list. */
const defaultListKey = (userId: string) => `todo.defaultList.${userId}`;

/**
 * Where a todo without a list goes (the original's "New Todo" on /tasks): the user's default
 * list, made at the top level on first use and made again if it was deleted.
 */
function defaultTodoList(db: Db, userId: string): { list: ListingRow; created: boolean } {
  const key = defaultListKey(userId);
  // Same connection, synchronous: the calls inside run in the transaction.
  return db.transaction(() => {
    const known = db.select().from(appMeta).where(eq(appMeta.key, key)).get()?.value;
    const found = known ? findOwnListing(db, userId, known) : undefined;
    if (found?.listingType === 'todo') return { list: found, created: false };
    const now = new Date().toISOString();
    const list = insertListing(db, {
      id: newId(),
      userId,
      parentId: null,
      listingType: 'todo',
      listingName: messages.defaultTodoListName,
      listingIcon: { iconUrl: 'todo', iconUrlLight: null, iconProvider: 'self' },
      listingUrl: null,
      localUrl: null,
      integration: null,
      inSidebar: false,
      // On the home page, so the user finds the list the notice names.
      onFeatured: true,
      sortOrder: nextSortOrder(db, userId, null),
      createdAt: now,
      updatedAt: now,
    });
    db.insert(appMeta).values({ key, value: list.id }).onConflictDoUpdate({ target: appMeta.key, set: { value: list.id } }).run();
    return { list, created: true };
  });
}

export interface SavedTodo {
  item: TodoItem;
  /** Set when the todo went into the default list: which one, in words. */
  notice?: string;
  /** A list was made: the listing reads must be refreshed. */
  listCreated: boolean;
}

export function saveTodoItem(db: Db, userId: string, body: TodoItemSave): SavedTodo {
  const now = new Date();
  const existing = body.todoId ? repo.findOwnTodo(db, userId, body.todoId) : undefined;
  if (body.todoId && !existing) throw notFound(messages.todoItemNotFound);
  // A past day is refused (spec-core §5), except for an item that is already overdue (due before
  // today in UTC; the person's own day may differ by one): it keeps its day or moves to another
  // that has passed.
  const wasOverdue = Boolean(existing?.dueDate && existing.dueDate < utcDay(now));
  if (body.dueDate && !wasOverdue && body.dueDate !== existing?.dueDate && isPastDueDay(body.dueDate, now)) throw badRequest(messages.todoDueDatePast);
  const values = { todoItem: body.todoName, priority: body.priority, dueDate: body.dueDate, updatedAt: now.toISOString() };
  if (existing) {
    const updated = repo.updateTodo(db, existing.id, values);
    if (!updated) throw notFound(messages.todoItemNotFound);
    return { item: withParent(db, userId, updated), listCreated: false };
  }
  const chosen = body.listingId ? { list: ownTodoList(db, userId, body.listingId), created: false } : defaultTodoList(db, userId);
  const { list } = chosen;
  const row = repo.insertTodo(db, { id: newId(), userId, listingId: list.id, completed: false, createdAt: values.updatedAt, ...values });
  const item = toTodoItem(row, list);
  return body.listingId ? { item, listCreated: false } : { item, notice: messages.todoAddedToDefaultList(list.listingName), listCreated: chosen.created };
}

export function toggleCompletion(db: Db, userId: string, id: string): TodoItem {
  const row = repo.toggleTodo(db, userId, id, new Date().toISOString());
  if (!row) throw notFound(messages.todoItemNotFound);
  return withParent(db, userId, row);
}

export function deleteTodo(db: Db, userId: string, id: string): void {
  if (!repo.deleteTodo(db, userId, id)) throw notFound(messages.todoItemNotFound);
}

/** One page (1-based) of a list's items, or of all the user's lists (listingId null). */
export function todoPage(db: Db, userId: string, listingId: string | null, filter: TodoFilter, sort: TodoSort, page: number): TodoPage {
  const list = listingId === null ? null : ownTodoList(db, userId, listingId);
  const scope = { userId, listingId: list?.id ?? null, filter };
  const rows = repo.todoPage(db, scope, sort, todoPageSize, (page - 1) * todoPageSize);
  const totalItems = repo.countTodos(db, scope);
  const parents = list ? new Map([[list.id, list]]) : new Map(repo.listingsById(db, userId, [...new Set(rows.map((r) => r.listingId))]).map((l) => [l.id, l]));
  return {
    todo: list ? toListing(list) : null,
    todoItems: rows.map((row) => toTodoItem(row, parents.get(row.listingId))),
    totalItems,
    totalPages: Math.ceil(totalItems / todoPageSize),
    currentPage: page,
    breadcrumb: list ? ancestors(db, list.id).reverse().map((a) => ({ id: a.id, listingName: a.listingName })) : [],
  };
}

/** The user's todo lists, for choosing where a todo added from /tasks goes. */
export function todoLists(db: Db, userId: string): TodoListChoice[] {
  return ownOfType(db, userId, 'todo').map(({ row, folderName }) => ({ _id: row.id, listingName: row.listingName, folderName }));
}
