import type { TodoPriority, TodoSort, TodoFilter } from '../../../shared/contracts/todos.js';

/** 1 high, 2 medium, 3 low (spec-core §3). */
export const priorityLabels: Record<TodoPriority, string> = { 1: 'High', 2: 'Medium', 3: 'Low' };

export const filterLabels: Record<TodoFilter, string> = { all: 'All', pending: 'Pending', completed: 'Completed' };

export const sortLabels: Record<TodoSort, string> = {
  default: 'Newest first',
  highToLow: 'Priority: high to low',
  lowToHigh: 'Priority: low to high',
  dueDate: 'Due date: soonest first',
};
