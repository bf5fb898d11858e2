import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TodoItem } from '../../../shared/contracts/todos.js';
import { EditIcon, TrashIcon } from '../listings/ListingIcons.js';
import { formatDueDay, isOverdue } from './todoDates.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { priorityKeys } from './priority.js';

interface TodoRowProps {
  item: TodoItem;
  today: string;
  /** On /tasks every list shows, so each row names its list. */
  showList: boolean;
  onToggle: (item: TodoItem) => void;
  onEdit: (item: TodoItem) => void;
  onDelete: (item: TodoItem) => void;
}

/** One todo: a box that completes it in one click, its text, priority and due day (an "Overdue" badge in red, a "Due today" badge in the accent). */
export function TodoRow({ item, today, showList, onToggle, onEdit, onDelete }: TodoRowProps) {
  const overdue = isOverdue(item, today);
  const dueToday = !item.completed && item.dueDate === today;
  const checkId = `todo-check-${item._id}`;
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const nearDays = { today: t('todos.row.today'), tomorrow: t('todos.row.tomorrow'), yesterday: t('todos.row.yesterday') };
  const name = item.todoItem;
  return (
    <li className="todo-row" data-done={item.completed || undefined} data-overdue={overdue || undefined} data-due-today={dueToday || undefined}>
      <input id={checkId} type="checkbox" className="todo-check" checked={item.completed} onChange={() => onToggle(item)} aria-label={t('todos.row.done', { name })} />
      <div className="todo-main">
        <span className="todo-text">{item.todoItem}</span>
        <span className="todo-meta">
          <span className="todo-priority" data-priority={item.priority}>
            <span className="priority-dot" aria-hidden="true" />
            {t(priorityKeys[item.priority])}
          </span>
          {item.dueDate ? (
            <span className="todo-due-label" data-due={overdue ? 'overdue' : dueToday ? 'today' : undefined}>
              <time dateTime={item.dueDate}>
                {dueToday
                  ? t('todos.row.dueToday')
                  : t(overdue ? 'todos.row.overdue' : 'todos.row.due', { day: formatDueDay(item.dueDate, new Date(), locale, nearDays) })}
              </time>
            </span>
          ) : null}
          {showList && item.parent ? (
            <Link className="todo-list-name" to={`/t/${item.parent._id}`}>
              {item.parent.listingName}
            </Link>
          ) : null}
        </span>
      </div>
      <div className="todo-actions">
        <button type="button" className="icon-btn" aria-label={t('todos.row.editNamed', { name })} title={t('todos.row.edit')} onClick={() => onEdit(item)}>
          <EditIcon size={18} />
        </button>
        <button type="button" className="icon-btn icon-btn-danger" aria-label={t('todos.row.deleteNamed', { name })} title={t('todos.row.delete')} onClick={() => onDelete(item)}>
          <TrashIcon size={18} />
        </button>
      </div>
    </li>
  );
}
