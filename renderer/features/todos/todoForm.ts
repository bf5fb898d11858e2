import { defaultTodoPriority, todoItemSaveSchema, type TodoItem, type TodoItemSaveBody, type TodoPriority } from '../../../shared/contracts/todos.js';
import { messages } from '../../../shared/messages.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { localDay } from './todoDates.js';

export interface TodoForm {
  text: string;
  priority: TodoPriority;
  /** The due-date toggle: when on, a date must be chosen. */
  hasDue: boolean;
  dueDate: string;
}

export type TodoField = 'listingId' | 'todoName' | 'priority' | 'dueDate';

export function initialTodoForm(item?: TodoItem): TodoForm {
  return { text: item?.todoItem ?? '', priority: item?.priority ?? defaultTodoPriority, hasDue: Boolean(item?.dueDate), dueDate: item?.dueDate ?? '' };
}

export function todoPayload(form: TodoForm, target: { listingId: string } | { todoId: string }): TodoItemSaveBody {
  return { ...target, todoName: form.text, priority: form.priority, dueDate: form.hasDue ? form.dueDate : null };
}

/**
 * The spec's rules (spec-core §5) and then the shared schema, so a person sees the server's own
 * words. A date before today is refused, except the one the item already had (editing the text of
 * an overdue item keeps its day) and any past day for an item that is already overdue. On /tasks a
 * new item must also be given a list.
 */
export function validateTodoForm(form: TodoForm, keptDay: string | null, today: string = localDay(), listChosen = true): Partial<Record<TodoField, string>> {
  if (!listChosen) return { listingId: messages.todoListRequired };
  if (!form.text.trim()) return { todoName: messages.todoItemRequired };
  if (form.hasDue && !form.dueDate) return { dueDate: messages.todoDueDateRequired };
  if (form.hasDue && form.dueDate < today && form.dueDate !== keptDay && !isPastDay(keptDay, today)) return { dueDate: messages.todoDueDatePast };
  const result = todoItemSaveSchema.safeParse(todoPayload(form, { listingId: 'x' }));
  return result.success ? {} : fieldErrors<TodoField>(result.error);
}

/** The edited item's day has passed: the date field then has no minimum. */
export function isPastDay(day: string | null, today: string = localDay()): boolean {
  return day !== null && day < today;
}
