import type { TodoPriority, TodoSort, TodoFilter } from '../../../shared/contracts/todos.js';

/** 1 high, 2 medium, 3 low (spec-core §3): catalogue keys under `todos.priorities`. */
export const priorityKeys: Record<TodoPriority, string> = { 1: 'todos.priorities.high', 2: 'todos.priorities.medium', 3: 'todos.priorities.low' };

/** Catalogue keys of the filter words (All, Pending, Completed). */
export const filterKeys: Record<TodoFilter, string> = { all: 'todos.toolbar.filters.all', pending: 'todos.toolbar.filters.pending', completed: 'todos.toolbar.filters.completed' };

/** Catalogue keys of the sort choices (Newest first, Priority: high to low, …). */
export const sortKeys: Record<TodoSort, string> = {
  default: 'todos.toolbar.sorts.default',
  highToLow: 'todos.toolbar.sorts.highToLow',
  lowToHigh: 'todos.toolbar.sorts.lowToHigh',
  dueDate: 'todos.toolbar.sorts.dueDate',
};
