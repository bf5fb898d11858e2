import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { TodoItem, TodoItemSaveBody, TodoPage } from '../../../shared/contracts/todos.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { todoKeys } from './todoQueries.js';

type Pages = InfiniteData<TodoPage, number>;

/** A refusal (4xx) shows the server's own words; anything else the spec's failure toast. */
function fail(error: unknown, fallback: string): void {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  toastError(error, fallback, refused);
}

function patchItem(pages: Pages | undefined, id: string, change: (item: TodoItem) => TodoItem): Pages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, todoItems: p.todoItems.map((i) => (i._id === id ? change(i) : i)) })) };
}

/** Every write of the todo screens, each with its spec toast; each refreshes every todo list and count. */
export function useTodoMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: todoKeys.all });

  const save = useMutation({
    mutationFn: (body: TodoItemSaveBody) => post<TodoItem>('/todo/item', body),
    onSuccess: () => {
      toast.success(messages.todoItemSaved);
      void refresh();
    },
    onError: (error) => fail(error, messages.todoItemSaveFailed),
  });

  // One click ticks the box at once; a failure puts it back.
  const toggle = useMutation({
    mutationFn: (item: TodoItem) => get<TodoItem>(`/todo/completion/${encodeURIComponent(item._id)}`),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: todoKeys.all });
      const before = client.getQueriesData<Pages>({ queryKey: todoKeys.all });
      client.setQueriesData<Pages>({ queryKey: todoKeys.all }, (old) => patchItem(old, item._id, (i) => ({ ...i, completed: !item.completed })));
      return { before };
    },
    onSuccess: () => {
      toast.success(messages.todoStatusChanged);
    },
    onError: (error, _item, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      fail(error, messages.todoStatusFailed);
    },
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (item: TodoItem) => get<string>(`/todo/${encodeURIComponent(item.listingId)}/delete/${encodeURIComponent(item._id)}`),
    onSuccess: () => {
      toast.success(messages.todoItemDeleted);
      void refresh();
    },
    onError: (error) => fail(error, messages.todoItemDeleteFailed),
  });

  return { save, toggle, remove };
}
