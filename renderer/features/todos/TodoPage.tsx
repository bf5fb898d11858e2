import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { allTodoLists, todoFilters, todoSorts, type TodoFilter, type TodoItem, type TodoSort } from '../../../shared/contracts/todos.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { isApiError } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { ConfirmDialog } from '../../components/Modal.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { AlertIcon } from '../../components/icons/UiIcons.js';
import { Breadcrumb, type Crumb } from '../listings/Breadcrumb.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { TodoFormDialog } from './TodoFormDialog.js';
import { TodoRow } from './TodoRow.js';
import { TodoToolbar } from './TodoToolbar.js';
import { localDay } from './todoDates.js';
import { useTodoPages } from './todoQueries.js';
import { useLoadOnScroll } from './useLoadOnScroll.js';
import { useTodoMutations } from './useTodoMutations.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/**
 * /t/{listingid} (one todo list) and /tasks (every list, each item naming its list): filter and
 * sort (kept in the address), an infinite list, add and edit in a dialog, delete after a confirmation.
 */
export default function TodoPage() {
  const listingId = normaliseId(useParams().listingId);
  // Another list starts afresh: its own filter and sort, scroll and dialogs.
  return <TodoScreen key={listingId ?? allTodoLists} listingId={listingId} />;
}

function TodoScreen({ listingId }: { listingId: string | null }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  // The choice shows at once; the address follows (router navigations run as transitions, which
  // would leave a clicked radio button unchecked for a moment).
  const [filter, setFilter] = useState<TodoFilter>(() => todoFilters.find((f) => f === query.get('filter')) ?? 'all');
  const [sort, setSort] = useState<TodoSort>(() => todoSorts.find((s) => s === query.get('sort')) ?? 'default');
  const pages = useTodoPages(listingId, filter, sort);
  const { toggle, remove } = useTodoMutations();
  const [editing, setEditing] = useState<TodoItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const deleted = useRef(false);
  const askDelete = (item: TodoItem) => {
    deleted.current = false;
    setDeleting(item);
  };
  const sentinel = useLoadOnScroll<HTMLDivElement>(Boolean(pages.hasNextPage) && !pages.isFetchingNextPage, pages.data?.pages.length ?? 0, () => void pages.fetchNextPage());

  useEffect(() => {
    if (pages.error) toastError(pages.error, messages.cannotLoadData);
  }, [pages.error]);

  useEffect(() => {
    const next = new URLSearchParams(query);
    if (filter === 'all') next.delete('filter');
    else next.set('filter', filter);
    if (sort === 'default') next.delete('sort');
    else next.set('sort', sort);
    if (next.toString() !== query.toString()) setQuery(next, { replace: true });
  }, [filter, sort, query, setQuery]);

  const first = pages.data?.pages[0];
  if (pages.isError && !first) {
    const missing = isApiError(pages.error) && pages.error.status === 404;
    return (
      <section className="page">
        <EmptyState
          icon={<AlertIcon size={28} />}
          title={missing ? t('todos.page.notFoundTitle') : translateMessage(messages.cannotLoadData)}
          text={missing ? t('todos.page.notFoundText') : t('todos.page.failedText')}
        >
          {missing ? (
            <Link className="btn btn-secondary" to="/">
              {t('todos.page.backHome')}
            </Link>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => void pages.refetch()}>
              {t('todos.page.retry')}
            </button>
          )}
        </EmptyState>
      </section>
    );
  }
  if (!first) return <Loader />;

  const items = pages.data?.pages.flatMap((p) => p.todoItems) ?? [];
  const title = listingId ? (first.todo?.listingName ?? t('todos.page.todoList')) : t('todos.page.allTasks');
  const trail: Crumb[] = [{ key: 'home', label: t('todos.page.home'), to: '/' }, ...first.breadcrumb.map((c) => ({ key: c.id, label: c.listingName, to: `/c/${c.id}` }))];
  const total = first.totalItems;
  // One sentence per filter and place, so each language orders its words: "3 items pending across your todo lists".
  const counted = t(`todos.page.count.${listingId ? 'list' : 'allLists'}.${filter}`, { count: total });
  const today = localDay();
  // The end is worth saying only under a list that needed more than one page.
  const pagedThrough = (pages.data?.pages.length ?? 0) > 1;

  let body;
  if (items.length === 0) {
    body =
      filter === 'all' ? (
        <EmptyState title={t('todos.page.emptyTitle')} text={listingId ? translateMessage(messages.noTodos) : t('todos.page.emptyAllLists')} />
      ) : (
        <EmptyState title={t(`todos.page.emptyFiltered.${filter}`)} text={t('todos.page.emptyFilteredText')} />
      );
  } else {
    body = (
      <>
        <ul className="todo-rows" aria-label={t('todos.page.itemsOf', { title })} aria-busy={pages.isFetching || undefined}>
          {items.map((item) => (
            <TodoRow key={item._id} item={item} today={today} showList={listingId === null} onToggle={(i) => toggle.mutate(i)} onEdit={setEditing} onDelete={askDelete} />
          ))}
        </ul>
        <div ref={sentinel} className="todo-end" aria-live="polite">
          {pages.hasNextPage ? <Spinner size={18} label={t('todos.page.loadingMore')} /> : pagedThrough ? <p>{translateMessage(messages.noMoreTodos)}</p> : null}
        </div>
      </>
    );
  }

  return (
    <section className="page todo-page">
      <Breadcrumb trail={trail} current={title} />
      <PageHeader
        title={title}
        subtitle={counted}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <PlusIcon size={18} />
            {t('todos.page.add')}
          </button>
        }
      />
      <TodoToolbar filter={filter} sort={sort} onFilter={setFilter} onSort={setSort} />
      <div className="card todo-card">{body}</div>
      {editing ? <TodoFormDialog item={editing === 'new' ? undefined : editing} listingId={listingId} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('todos.page.deleteTitle')}
          text={translateMessage(messages.todoDeleteConfirm)}
          confirmLabel={t('todos.page.delete')}
          busyLabel={t('todos.page.deleting')}
          cancelLabel={t('todos.page.cancel')}
          closeLabel={t('todos.page.close')}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          // The row that opened the dialog is going away after a delete: focus lands on the filter instead of the page top.
          returnFocus={() => (deleted.current ? document.querySelector<HTMLElement>('.todo-toolbar input:checked') : null)}
          onConfirm={() =>
            remove.mutate(deleting, {
              onSuccess: () => {
                deleted.current = true;
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </section>
  );
}
