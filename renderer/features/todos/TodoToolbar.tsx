import { todoFilters, todoSorts, type TodoFilter, type TodoSort } from '../../../shared/contracts/todos.js';
import { filterLabels, sortLabels } from './priority.js';

interface TodoToolbarProps {
  filter: TodoFilter;
  sort: TodoSort;
  onFilter: (filter: TodoFilter) => void;
  onSort: (sort: TodoSort) => void;
}

/** Filter (All, Pending, Completed) as one radio group and the sort as a select. */
export function TodoToolbar({ filter, sort, onFilter, onSort }: TodoToolbarProps) {
  return (
    <div className="todo-toolbar">
      <fieldset className="segmented" aria-label="Show">
        <legend className="sr-only">Show</legend>
        {todoFilters.map((f) => (
          <label key={f} className="segment">
            <input type="radio" name="todo-filter" value={f} checked={filter === f} onChange={() => onFilter(f)} />
            <span>{filterLabels[f]}</span>
          </label>
        ))}
      </fieldset>
      <div className="todo-sort">
        <label htmlFor="todo-sort" className="field-label">
          Sort
        </label>
        <select id="todo-sort" className="input select" value={sort} onChange={(e) => onSort(todoSorts.find((s) => s === e.target.value) ?? 'default')}>
          {todoSorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
