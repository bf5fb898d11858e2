import { todoFilters, todoSorts, type TodoFilter, type TodoSort } from '../../../shared/contracts/todos.js';
import { useTranslation } from 'react-i18next';
import { filterKeys, sortKeys } from './priority.js';

interface TodoToolbarProps {
  filter: TodoFilter;
  sort: TodoSort;
  onFilter: (filter: TodoFilter) => void;
  onSort: (sort: TodoSort) => void;
}

/** Filter (All, Pending, Completed) as one radio group and the sort as a select. */
export function TodoToolbar({ filter, sort, onFilter, onSort }: TodoToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="todo-toolbar">
      <fieldset className="segmented" aria-label={t('todos.toolbar.show')}>
        <legend className="sr-only">{t('todos.toolbar.show')}</legend>
        {todoFilters.map((f) => (
          <label key={f} className="segment">
            <input type="radio" name="todo-filter" value={f} checked={filter === f} onChange={() => onFilter(f)} />
            <span>{t(filterKeys[f])}</span>
          </label>
        ))}
      </fieldset>
      <div className="todo-sort">
        <label htmlFor="todo-sort" className="field-label">
          {t('todos.toolbar.sort')}
        </label>
        <select id="todo-sort" className="input select" value={sort} onChange={(e) => onSort(todoSorts.find((s) => s === e.target.value) ?? 'default')}>
          {todoSorts.map((s) => (
            <option key={s} value={s}>
              {t(sortKeys[s])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
