import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { allTodoLists, type TodoFilter, type TodoListChoice, type TodoPage, type TodoSort } from '../../../shared/contracts/todos.js';
import { get } from '../../api/client.js';

/** Query keys: every todo page starts with 'todos', so one invalidation refreshes every list and count. */
export const todoKeys = {
  all: ['todos'] as const,
  /** Apart from 'todos', whose entries are all item pages. */
  lists: ['todoLists'] as const,
  pages: (listingId: string | null, filter: TodoFilter, sort: TodoSort) => ['todos', listingId ?? allTodoLists, filter, sort] as const,
};

export function todoPagePath(listingId: string | null, filter: TodoFilter, sort: TodoSort, page: number): string {
  return `/todo/${encodeURIComponent(listingId ?? allTodoLists)}/items/${filter}/${sort}/${page}`;
}

/** The items of one todo list (or of all of them, for /tasks), 20 a page, filtered and sorted by the server. */
export function useTodoPages(listingId: string | null, filter: TodoFilter, sort: TodoSort) {
  return useInfiniteQuery<TodoPage, Error, InfiniteData<TodoPage>, ReturnType<typeof todoKeys.pages>, number>({
    queryKey: todoKeys.pages(listingId, filter, sort),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => get<TodoPage>(todoPagePath(listingId, filter, sort, pageParam), { signal }),
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    // A new filter or sort keeps the old list on screen until its first page arrives.
    placeholderData: (previous) => previous,
  });
}

/** The user's todo lists, for the list select of a todo added on /tasks. */
export function useTodoLists(enabled: boolean) {
  return useQuery({
    queryKey: todoKeys.lists,
    queryFn: ({ signal }) => get<TodoListChoice[]>('/todo/lists', { signal }),
    enabled,
  });
}
