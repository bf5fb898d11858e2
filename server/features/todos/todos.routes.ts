import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { allTodoLists, todoFilters, todoItemSaveSchema, todoSorts, type TodoFilter, type TodoSort } from '../../../shared/contracts/todos.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as todos from './todos.service.js';

/** Highest page number read; beyond it every page is empty anyway. */
const maxPage = 1_000_000;

function pathId(req: Request, name: string, missing: string): string {
  const value = req.params[name];
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(missing);
  return id;
}

/** Like the original server, an unknown filter shows everything and an unknown sort the default. */
function filterParam(value: unknown): TodoFilter {
  return todoFilters.find((f) => f === value) ?? 'all';
}

function sortParam(value: unknown): TodoSort {
  return todoSorts.find((s) => s === value) ?? 'default';
}

function pageParam(value: unknown): number {
  const page = Number.parseInt(typeof value === 'string' ? value : '1', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1;
}

export function todoRoutes(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  // Beyond the spec, like /snippet/lists: /tasks adds a todo to a list chosen from these.
  router.get('/todo/lists', (req, res) => {
    res.json({ error: false, message: todos.todoLists(db, currentUser(req).id) });
  });

  router.post('/todo/item', (req, res) => {
    const body = parse(todoItemSaveSchema, req.body);
    const userId = currentUser(req).id;
    const saved = todos.saveTodoItem(db, userId, body);
    if (saved.listCreated) ctx.listingCache.invalidate(userId);
    res.json({ error: false, message: saved.item, ...(saved.notice ? { notice: saved.notice } : {}) });
  });

  router.get('/todo/completion/:todoId', (req, res) => {
    const id = pathId(req, 'todoId', messages.todoItemNotFound);
    res.json({ error: false, message: todos.toggleCompletion(db, currentUser(req).id, id) });
  });

  // The list id in the path is not needed to find the item; the original ignored it too.
  router.get('/todo/:listingId/delete/:todoId', (req, res) => {
    todos.deleteTodo(db, currentUser(req).id, pathId(req, 'todoId', messages.todoItemNotFound));
    res.json({ error: false, message: messages.todoItemDeleted });
  });

  router.get(['/todo/:listingId/items', '/todo/:listingId/items/:filter/:sort', '/todo/:listingId/items/:filter/:sort/:page'], (req, res) => {
    const raw = String(req.params.listingId);
    const listingId = raw === allTodoLists ? null : pathId(req, 'listingId', messages.todoListNotFound);
    const page = todos.todoPage(db, currentUser(req).id, listingId, filterParam(req.params.filter), sortParam(req.params.sort), pageParam(req.params.page));
    res.json({ error: false, message: page });
  });

  return router;
}
