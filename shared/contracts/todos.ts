import { z } from 'zod';
import { messages } from '../messages.js';
import { optionalId } from './ids.js';
import type { BreadcrumbEntry, Listing } from './listings.js';

/** Todo items per page of GET /todo/{listingId|all}/items/… (spec-core §9). */
export const todoPageSize = 20;
/** The listing id that means "every todo list of the user" (/tasks). */
export const allTodoLists = 'all';
export const todoFilters = ['all', 'completed', 'pending'] as const;
export type TodoFilter = (typeof todoFilters)[number];
export const todoSorts = ['default', 'highToLow', 'lowToHigh', 'dueDate'] as const;
export type TodoSort = (typeof todoSorts)[number];
/** 1 high, 2 medium, 3 low (spec-core §3); new items are low. */
export const todoPriorities = [1, 2, 3] as const;
export type TodoPriority = (typeof todoPriorities)[number];
export const defaultTodoPriority: TodoPriority = 3;
export const todoItemMaxLength = 500;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day (YYYY-MM-DD) of a date or date-time string; null when it is no real date. */
export function calendarDay(value: string): string | null {
  const m = isoDay.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // 2026-02-30 rolls over to March: not a real calendar date.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A day as YYYY-MM-DD, in UTC, offset by whole days. */
export function utcDay(now: Date, offsetDays = 0): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * True when a due day lies before today. The server's "today" is UTC, while a person west of UTC
 * may still be on the day before, so one day of grace is allowed.
 */
export function isPastDueDay(day: string, now: Date = new Date()): boolean {
  return day < utcDay(now, -1);
}

const priority = z
  .union([z.number(), z.string()], { error: messages.todoPriorityInvalid })
  .nullish()
  .transform((v, ctx): TodoPriority => {
    if (v === null || v === undefined || v === '') return defaultTodoPriority;
    const n = Number(v);
    if (n === 1 || n === 2 || n === 3) return n;
    ctx.addIssue({ code: 'custom', message: messages.todoPriorityInvalid });
    return z.NEVER;
  });

const dueDate = z
  .string({ error: messages.todoDueDateInvalid })
  .nullish()
  .transform((v, ctx): string | null => {
    if (v === null || v === undefined || v.trim() === '') return null;
    const day = calendarDay(v);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: messages.todoDueDateInvalid });
    return z.NEVER;
  });

/** POST /todo/item: create (no todoId) in listingId, or update todoId. */
export const todoItemSaveSchema = z
  .object({
    listingId: optionalId,
    todoId: optionalId,
    todoName: z
      .string({ error: messages.todoItemRequired })
      .trim()
      .min(1, messages.todoItemRequired)
      .max(todoItemMaxLength, messages.todoItemTooLong),
    priority,
    dueDate,
  });
export type TodoItemSave = z.infer<typeof todoItemSaveSchema>;
export type TodoItemSaveBody = z.input<typeof todoItemSaveSchema>;

/** A todo item (spec-core §3); `parent` is its todo list. dueDate is a calendar day or null. */
export interface TodoItem {
  _id: string;
  todoItem: string;
  completed: boolean;
  dueDate: string | null;
  priority: TodoPriority;
  listingId: string;
  parent: Pick<Listing, '_id' | 'listingName'> | null;
  createdAt: string;
  updatedAt: string;
}

/** One page of GET /todo/{listingId|all}/items/{filter}/{sort}/{page}; `todo` is null for all. */
export interface TodoPage {
  todo: Listing | null;
  todoItems: TodoItem[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
  breadcrumb: BreadcrumbEntry[];
}

/** One of the user's todo lists, as GET /todo/lists offers it for adding from /tasks. */
export interface TodoListChoice {
  _id: string;
  listingName: string;
  /** The folder the list sits in, to tell two lists of one name apart; null at the top level. */
  folderName: string | null;
}
